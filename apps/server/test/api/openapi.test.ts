import { appRouter, type ProcedurePath, restRoutes } from '@quanta/api';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
      } else {
        expect(op.requestBody.content['application/json'].schema, `${route.method} ${path}`).toEqual(input);
      }
    }
  });

  it('lists only paths the server serves', async () => {
    const served = new Set(restRoutes.map((r) => `${r.method} /api${r.path.replace(/:(\w+)/g, '{$1}')}`));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops as object)) expect(served).toContain(`${method.toUpperCase()} ${path}`);
    }
  });

  it('marks signed-in paths with the bearer scheme and public ones without', () => {
    expect(doc.paths['/api/login/authUser'].post.security).toBeUndefined();
    expect(doc.paths['/api/admin/getUsers'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/admin/getUsers'].get['x-access']).toBe('admin');
  });

  it('serves a readable reference page of every path, without scripts', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toContain('<script');
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${path}</code>`);
    expect(html).toContain('<code>keyword</code>');
  });
});
