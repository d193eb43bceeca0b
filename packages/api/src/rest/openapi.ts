import { z } from 'zod';
import { namedShapes, wireShapes } from '../presenters/wire';
import type { ProcedureAccess } from '../trpc';
import { calendarFeedPath } from './openapi-calendar';
import { procedureInfo } from './procedures';
import { type RestRoute, restRoutes } from './routes';
import { routeStatuses, type Status, statusDescriptions, statusNames } from './statuses';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = { [key: string]: unknown };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  'x-access': ProcedureAccess;
  security: { bearerAuth: [] }[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { $ref: string } | { description: string; content?: object }>;
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

/** The `result` of an operation's 200 answer: its procedure's declared shape, named or by the operation. */
function resultSchema(route: RestRoute, operationId: string, shapes: NamedShapes): JsonSchema {
  const { output } = procedureInfo(route.procedure);
  if (!output) throw new Error(`${route.procedure} declares no output`);
  return shapes.refer(output, `${operationId[0]?.toUpperCase()}${operationId.slice(1)}Result`);
}

function operation(route: RestRoute, shapes: NamedShapes): Operation {
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
  const operationId = `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string = '') => c.toUpperCase())}`;
  const responses: Operation['responses'] = {
    '200': route.file
      ? { description: 'The file', content: { [route.file]: { schema: { type: 'string', format: 'binary' } } } }
      : {
          description: 'Done; `result` holds the answer',
          content: { 'application/json': { schema: envelope(resultSchema(route, operationId, shapes), 200) } },
        },
  };
  if (access === 'public' && route.method === 'GET') {
    responses['304'] = { description: 'Unchanged since the `ETag` sent as `If-None-Match`: no body' };
  }
  for (const status of routeStatuses(route, { access, input: schema, pathNames: names })) {
    responses[String(status)] = { $ref: `#/components/responses/${statusNames[status]}` };
  }
  const op: Operation = {
    operationId,
    summary: `tRPC ${route.procedure}`,
    tags: [route.procedure.split('.')[0] as string],
    'x-access': access,
    security: access === 'public' ? [] : [{ bearerAuth: [] }],
    responses,
  };
  if (takesInput && route.method === 'GET') parameters.push(...queryParameters(schema, names));
  if (route.body === 'raw') {
    // The provider's own event, checked against its signature header on the bytes that arrived.
    parameters.push({ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } });
    op.requestBody = {
      required: true,
      description: 'A Stripe event object, exactly as Stripe sent it',
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  } else if (takesInput && route.method !== 'GET') {
    op.requestBody = { required: false, content: { 'application/json': { schema } } };
  }
  if (parameters.length) op.parameters = parameters;
  return op;
}

/**
 * The document's named schemas: the wire's named shapes (User, Class, …) and, for an answer that is not one
 * of them, the operation's own (`…Result`), each written once with references between them.
 */
class NamedShapes {
  private readonly registry = z.registry<{ id: string }>();

  constructor() {
    // Every named shape is in the registry, so an answer that holds one refers to it instead of repeating it.
    for (const shape of namedShapes) this.registry.add(shape, { id: wireShapes.get(shape)?.id as string });
  }

  /** A reference to the shape: by its own name, or registered under `fallback`. */
  refer(shape: z.ZodType, fallback: string): JsonSchema {
    const id = wireShapes.get(shape)?.id ?? this.registry.get(shape)?.id ?? fallback;
    if (!this.registry.has(shape)) this.registry.add(shape, { id });
    return { $ref: `#/components/schemas/${id}` };
  }

  /** The named schemas `roots` refer to, directly or through each other, as `components/schemas`. */
  schemas(roots: unknown): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: 'output',
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    }) as { schemas: Record<string, JsonSchema> };
    const used = new Set<string>();
    const visit = (value: unknown) => {
      const text = JSON.stringify(value);
      for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
        if (id && !used.has(id) && schemas[id]) {
          used.add(id);
          visit(schemas[id]);
        }
      }
    };
    visit(roots);
    return Object.fromEntries(
      [...used].sort().map((id) => {
        const { $schema: _dialect, $id: _id, ...schema } = schemas[id] as JsonSchema;
        return [id, schema];
      }),
    );
  }
}

/** The answer's envelope: `code` (the HTTP status, 200 when given), `msg` and `result`. */
const envelope = (result: JsonSchema, code?: number): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'result'],
  properties: { code: code ? { type: 'integer', const: code } : { type: 'integer' }, msg: { type: 'string' }, result },
});

/** A refusal's envelope: `result` null, the message key the web app translates, a 500's request id. */
const refusal: JsonSchema = {
  ...envelope({ type: 'null' }),
  properties: {
    ...(envelope({ type: 'null' }).properties as object),
    key: { type: 'string', description: 'The message key (`@quanta/validators` messages)' },
    values: {
      type: 'object',
      description: 'The values of the message’s `{slots}`',
      additionalProperties: { type: ['string', 'number'] },
    },
    requestId: { type: 'string', description: 'On a 500: the request id the server logged it under' },
  },
};

/**
 * The OpenAPI 3.1 document of the REST adapter, made from the route table and each procedure's zod input,
 * so it cannot describe a path the server does not serve.
 */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const shapes = new NamedShapes();
  for (const route of restRoutes) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    (paths[path] as Record<string, Operation>)[route.method.toLowerCase()] = operation(route, shapes);
  }
  Object.assign(paths, calendarFeedPath);
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
      schemas: shapes.schemas(paths),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: Object.fromEntries(
        (Object.entries(statusNames) as [string, string][]).map(([status, name]) => [
          name,
          {
            description: statusDescriptions[Number(status) as Status],
            content: { 'application/json': { schema: refusal } },
          },
        ]),
      ),
    },
  };
}
