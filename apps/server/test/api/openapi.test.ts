import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appRouter, type ProcedurePath, restRoutes } from '@quanta/api';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractBreaches } from '../support/contract';
import { useTestApp } from '../support/fixture';

// A procedure name the router does not have fails the type check (this file is type-checked).
// @ts-expect-error: no such procedure
const misspelt: ProcedurePath = 'public.getProduct';
void misspelt;

/** The JSON Schema of a route's zod input, as the document should carry it. */
function expectedInput(procedure: ProcedurePath) {
  const defs = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: z.ZodType[] } }>)[procedure];
  const input = defs?._def.inputs[0];
  if (!input) return undefined;
  const { $schema: _dialect, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' });
  return schema as { properties?: Record<string, unknown>; required?: string[] };
}

describe('OpenAPI document of the REST adapter', () => {
  const t = useTestApp();
  // biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON
  let doc: any;
  beforeAll(async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    doc = await res.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every REST path of the table with its input schema', () => {
    for (const route of restRoutes) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      expect(op.summary).toContain(route.procedure);
      const input = expectedInput(route.procedure);
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const name of pathNames) {
        expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      if (!input || (route.method === 'GET' && route.input && pathNames.length === 0)) continue;
      if (route.method === 'GET') {
        const names = Object.keys(input.properties ?? {}).filter((n) => !pathNames.includes(n));
        const query = (op.parameters ?? []).filter((p: { in: string }) => p.in === 'query');
        expect(query.map((p: { name: string }) => p.name).sort(), `${route.method} ${path}`).toEqual(names.sort());
        for (const p of query) {
          expect(p.schema).toEqual(input.properties?.[p.name]);
          expect(p.required).toBe(input.required?.includes(p.name) ?? false);
        }
      } else if (route.body === 'raw') {
        // The provider's own event and its signature header, checked on the bytes that arrived.
        expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Stripe-Signature', in: 'header' }));
        expect(op.requestBody.required).toBe(true);
      } else {
        expect(op.requestBody.content['application/json'].schema, `${route.method} ${path}`).toEqual(input);
      }
    }
  });

  it('lists only paths the server serves', async () => {
    const served = new Set(restRoutes.map((r) => `${r.method} /api${r.path.replace(/:(\w+)/g, '{$1}')}`));
    // The calendar feed is a plain route beside the table (iCalendar text, not the envelope).
    served.add('GET /api/calendar/{file}');
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops as object)) expect(served).toContain(`${method.toUpperCase()} ${path}`);
    }
  });

  it('marks signed-in paths with the bearer scheme and public ones without', () => {
    expect(doc.paths['/api/login/authUser'].post.security).toEqual([]);
    expect(doc.paths['/api/admin/getUsers'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/admin/getUsers'].get['x-access']).toBe('admin');
  });

  it('gives every operation a result schema and the statuses it answers, with the error envelope', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      // biome-ignore lint/suspicious/noExplicitAny: plain JSON
      for (const [method, op] of Object.entries(ops as Record<string, any>)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.responses['200'].content['application/json']) {
          // The calendar feed, and the table's file answers (a receipt, a report's workbook).
          const fileRoute = restRoutes.find((r) => `/api${r.path}` === path && r.file);
          expect(fileRoute ? Object.keys(op.responses['200'].content) : path, where).toEqual(
            fileRoute ? [fileRoute.file] : '/api/calendar/{file}',
          );
          continue;
        }
        const result = op.responses['200'].content['application/json'].schema.properties.result;
        const name = result.$ref.replace('#/components/schemas/', '');
        expect(doc.components.schemas[name], where).toBeDefined();
        expect(Object.keys(doc.components.schemas[name]).length, where).toBeGreaterThan(0);
        const statuses = Object.keys(op.responses);
        if (op['x-access'] !== 'public') expect(statuses, where).toContain('401');
        for (const status of statuses.filter((s) => s >= '400')) {
          expect(op.responses[status].$ref, `${where} ${status}`).toMatch(/^#\/components\/responses\//);
        }
      }
    }
    for (const name of ['User', 'Class', 'Question', 'Homework', 'Exercise', 'Source'])
      expect(doc.components.schemas).toHaveProperty(name);
  });

  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quanta-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const run = spawnSync(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=summary'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      expect(`${run.stdout}${run.stderr}`, 'redocly lint').not.toMatch(/\b[1-9]\d* errors?\b/);
      expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails the contract on a field the schema does not name, a missing one, or a wrong type', async () => {
    const res = await t.rest('GET', '/public/getHomeClasses?language=en');
    expect(res.status).toBe(200);
    expect(contractBreaches('GET', '/api/public/getHomeClasses', 200, res.body)).toEqual([]);
    const stray = { ...res.body, result: { ...res.body.result, stray: 1 } };
    expect(contractBreaches('GET', '/api/public/getHomeClasses', 200, stray).join()).toContain('stray');
    const { list: _list, ...missing } = res.body.result;
    expect(
      contractBreaches('GET', '/api/public/getHomeClasses', 200, { ...res.body, result: missing }).join(),
    ).toContain('list');
    const wrong = { ...res.body, result: { ...res.body.result, list: 'many' } };
    expect(contractBreaches('GET', '/api/public/getHomeClasses', 200, wrong).join()).toContain('result.list');
    expect(contractBreaches('GET', '/api/public/getHomeClasses', 409, null).join()).toContain('409');
  });

  it('serves the reference page (Swagger UI) from the server’s own files, under its own policy', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    const html = await res.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source, 'served here').toMatch(/^\/api\/docs\//);
      const asset = await fetch(`${t.url}${source}`);
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(100);
    }
    const start = await (await fetch(`${t.url}/api/docs/start.js`)).text();
    expect(start).toContain("url: '/api/openapi.json'");
    expect(start).toContain('validatorUrl: null');
  });
});
