import { z } from 'zod';
import type { ProcedureAccess } from '../trpc';
import { procedureInfo } from './procedures';
import { type RestRoute, restRoutes } from './routes';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = { [key: string]: unknown };

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': ProcedureAccess;
  security?: { bearerAuth: [] }[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { $ref: string } | { description: string; content: object }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<Lowercase<RestRoute['method']>, Operation>>>;
  components: object;
}

/** The procedure's input as JSON Schema; transforms and refinements are described by what they accept. */
function inputSchema(input: unknown): JsonSchema | undefined {
  if (!(input instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/** `/products/:id` → `/products/{id}`, and the names of its path parameters. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return { path: `/api${path.replace(/:(\w+)/g, '{$1}')}`, names };
}

/** A GET's input arrives as the query string: one parameter per property of its object schema. */
function queryParameters(schema: JsonSchema | undefined, skip: string[]): Parameter[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties)
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operation(route: RestRoute): Operation {
  const { meta, input } = procedureInfo(route.procedure);
  const access = meta?.access ?? 'user';
  const schema = inputSchema(input);
  const { names } = openApiPath(route.path);
  const takesInput = schema && !(route.method === 'GET' && route.input && names.length === 0);
  const parameters: Parameter[] = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const op: Operation = {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    summary: `tRPC ${route.procedure}`,
    tags: [route.procedure.split('.')[0] as string],
    'x-access': access,
    responses: {
      '200': { $ref: '#/components/responses/Success' },
      '400': { $ref: '#/components/responses/Refused' },
      '401': { $ref: '#/components/responses/Refused' },
      '403': { $ref: '#/components/responses/Refused' },
      '404': { $ref: '#/components/responses/Refused' },
    },
  };
  if (access !== 'public') op.security = [{ bearerAuth: [] }];
  if (takesInput && route.method === 'GET') parameters.push(...queryParameters(schema, names));
  if (takesInput && route.method !== 'GET') {
    op.requestBody = { required: false, content: { 'application/json': { schema } } };
  }
  if (parameters.length) op.parameters = parameters;
  return op;
}

const envelope = (result: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'result'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, result },
});

/**
 * The OpenAPI 3.1 document of the REST adapter, made from the route table and each procedure's zod input,
 * so it cannot describe a path the server does not serve.
 */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of restRoutes) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    (paths[path] as Record<string, Operation>)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quanta REST API',
      version: '1.0.0',
      description:
        'Every path answers `{code, msg, result}` with `code` equal to the HTTP status. GET inputs go in the ' +
        'query string, others as a JSON body. Signed-in calls carry `Authorization: Bearer <token>` from ' +
        '`POST /api/login/authUser`. `x-access` names who may call: public, signedIn, user (verified), student, ' +
        'parent, teacher or admin. A public GET answers with a weak `ETag`; sent back as `If-None-Match`, an ' +
        'unchanged answer comes as 304 without a body.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Success: {
          description: 'Done; `result` holds the answer',
          content: { 'application/json': { schema: envelope({}) } },
        },
        Refused: {
          description: 'Refused: bad input (400), not signed in (401), not allowed (403) or unknown (404)',
          content: { 'application/json': { schema: envelope({ type: 'null' }) } },
        },
      },
    },
  };
}
