import { type JsonSchema, type OpenApiDocument, openApiDocument } from '@quanta/api';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A property's type and limits in a few words: `string ≤ 50`, `integer 1–100`, `"a" | "b"`. */
function describe(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(describe).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  const limits = [
    schema.minLength !== undefined ? `≥ ${schema.minLength}` : '',
    schema.maxLength !== undefined ? `≤ ${schema.maxLength}` : '',
    schema.minimum !== undefined ? `min ${schema.minimum}` : '',
    schema.maximum !== undefined ? `max ${schema.maximum}` : '',
    schema.maxItems !== undefined ? `≤ ${schema.maxItems} items` : '',
  ].filter(Boolean);
  return [type, ...limits].join(' ');
}

function fields(rows: { name: string; where: string; required: boolean; schema: JsonSchema }[]): string {
  if (!rows.length) return '<p>No input.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${escapeHtml(r.name)}</code></td><td>${r.where}</td><td>${r.required ? 'yes' : ''}</td>` +
        `<td>${escapeHtml(describe(r.schema))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The reference page: every operation of the document with its access and input fields, no script. */
export function referencePage(doc: OpenApiDocument): string {
  const sections = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const body = op.requestBody?.content['application/json'].schema;
      const required = new Set((body?.required ?? []) as string[]);
      const rows = [
        ...(op.parameters ?? []).map((p) => ({ name: p.name, where: p.in, required: p.required, schema: p.schema })),
        ...Object.entries((body?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
          name,
          where: 'body',
          required: required.has(name),
          schema,
        })),
      ];
      return (
        `<section id="${escapeHtml(op.operationId)}"><h2><span class="m">${method.toUpperCase()}</span> ` +
        `<code>${escapeHtml(path)}</code></h2><p>Access: <b>${escapeHtml(op['x-access'])}</b> · ` +
        `${escapeHtml(op.summary)}</p>${fields(rows)}</section>`
      );
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.4}
h2{font-size:1rem;margin:1.5rem 0 .25rem;overflow-wrap:anywhere}.m{color:#1c7ed6}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border-bottom:1px solid #ddd;padding:.2rem .4rem;text-align:left;vertical-align:top}
</style></head><body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
${sections.join('\n')}</body></html>`;
}

/** The reference page's policy: its own inline styles, nothing else (no script, picture or frame). */
export const docsContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** `GET /api/openapi.json` and its reference page `GET /api/docs`: public, made once from the route table. */
export function registerOpenApi(server: FastifyInstance) {
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  server.get('/api/openapi.json', async (_req, reply) => {
    doc ??= openApiDocument();
    return reply.header('cache-control', 'no-cache').send(doc);
  });
  server.get('/api/docs', async (_req, reply) => {
    doc ??= openApiDocument();
    page ??= referencePage(doc);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', docsContentSecurityPolicy)
      .send(page);
  });
}
