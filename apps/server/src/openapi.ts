import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type OpenApiDocument, openApiDocument } from '@quanta/api';
import type { FastifyInstance } from 'fastify';

/** Swagger UI's own files (swagger-ui-dist), served by this server: the reference page reaches no other host. */
const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const viewerFiles = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** Starts the viewer on the document; no outside validator badge, models one level open. */
const viewerStart = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    defaultModelsExpandDepth: 1,
    defaultModelExpandDepth: 3,
    displayOperationId: true,
  });
});
`;

const referencePage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quanta REST API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head><body><main id="reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body></html>`;

/**
 * The reference page's policy: the viewer's script and styles from this server, the document fetched from
 * it, its pictures inline (data: URIs); nothing from another host, no frame.
 */
export const docsContentSecurityPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'";

/**
 * `GET /api/openapi.json` and its reference page `GET /api/docs` (Swagger UI, in English), public; the
 * document is made once from the route table and each procedure's declared input and output.
 */
export function registerOpenApi(server: FastifyInstance) {
  let doc: OpenApiDocument | undefined;
  server.get('/api/openapi.json', async (_req, reply) => {
    doc ??= openApiDocument();
    return reply.header('cache-control', 'no-cache').send(doc);
  });
  server.get('/api/docs', async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', docsContentSecurityPolicy)
      .send(referencePage),
  );
  server.get('/api/docs/start.js', async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(viewerStart),
  );
  for (const [file, type] of Object.entries(viewerFiles)) {
    server.get(`/api/docs/${file}`, async (_req, reply) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(viewerDir, file))),
    );
  }
}
