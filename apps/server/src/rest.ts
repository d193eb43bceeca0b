import { type Context, createCaller, restRoutes } from '@quanta/api';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './errors';

type Caller = ReturnType<typeof createCaller>;

function procedureOf(caller: Caller, path: string): (input: unknown) => Promise<unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: walking the caller by the route table's dotted path
  return path.split('.').reduce<any>((node, key) => node[key], caller);
}

/**
 * Serves each spec path of the route table by calling its tRPC procedure; answers `{code, msg, result}`
 * with `code` equal to the HTTP status.
 */
export function registerRest(app: FastifyInstance, makeContext: (req: FastifyRequest) => Promise<Context>) {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = await makeContext(req);
        const query = (req.query ?? {}) as Record<string, unknown>;
        const params = (req.params ?? {}) as Record<string, string>;
        const input = route.input
          ? route.input({ query, body: req.body, params })
          : route.method === 'GET'
            ? query
            : req.body;
        try {
          const result = await procedureOf(createCaller(ctx), route.procedure)(input);
          const msg = result && typeof result === 'object' && 'message' in result ? String(result.message) : 'success';
          return reply.send({ code: 200, msg, result });
        } catch (error) {
          const status = error instanceof Error && 'code' in error ? getHTTPStatusCodeFromError(error as never) : 500;
          return reply.code(status).send(toErrorBody(error, status, req.id, ctx));
        }
      },
    });
  }
}
