import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openApiDocument } from '@quanta/api';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Writes the API's OpenAPI document (`generated/openapi.json`, as `GET /api/openapi.json` serves it) and the
 * client's types made from it by openapi-typescript (`generated/schema.d.ts`): no type here is written by hand.
 */
const out = join(import.meta.dirname, '..', 'generated');
const doc = openApiDocument();
await mkdir(out, { recursive: true });
await writeFile(join(out, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
await writeFile(join(out, 'schema.d.ts'), astToString(ast));
console.log(
  `@quanta/client: ${Object.keys(doc.paths).length} paths, ${Object.keys((doc.components as { schemas: object }).schemas).length} schemas`,
);
