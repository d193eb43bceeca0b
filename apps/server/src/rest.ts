import {
  type Context,
  type ContextWants,
  callProcedure,
  contextWants,
  procedureAt,
  type RestRoute,
  restRoutes,
} from '@quanta/api';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyIfUnavailable, toErrorBody } from './errors';
import { allPublic } from './public-etags';

/**
 * Serves each spec path of the route table by calling its tRPC procedure; answers `{code, msg, result}`
 * with `code` equal to the HTTP status.
 */
export function registerRest(
  app: FastifyInstance,
  makeContext: (req: FastifyRequest, wants: ContextWants, readId?: unknown) => Promise<Context>,
) {
  for (const route of restRoutes) {
    if (route.body === 'raw') {
      // Its own scope, whose one parser keeps any body as the text that arrived.
      app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
        registerRoute(scope, route, makeContext);
      });
    } else {
      registerRoute(app, route, makeContext);
    }
  }
}

function registerRoute(
  app: FastifyInstance,
  route: RestRoute,
  makeContext: (req: FastifyRequest, wants: ContextWants, readId?: unknown) => Promise<Context>,
) {
  {
    const procedure = procedureAt(route.procedure);
    const wants = contextWants([procedure]);
    const publicRead = route.method === 'GET' && allPublic(route.procedure);
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        req.publicRead = publicRead;
        const query = (req.query ?? {}) as Record<string, unknown>;
        const params = (req.params ?? {}) as Record<string, string>;
        const input = route.input
          ? route.input({ query, body: req.body, params, headers: req.headers })
          : route.method === 'GET'
            ? query
            : req.body;
        const ctx = await makeContext(req, wants, wants.read ? idOf(input) : undefined);
        try {
          const result = await callProcedure(procedure, {
            ctx,
            path: route.procedure,
            type: procedure._def.type,
            getRawInput: async () => input,
            signal: undefined,
            batchIndex: 0,
          });
          if (route.file) return sendFile(reply, route.file, result as FileAnswer);
          const msg = result && typeof result === 'object' && 'message' in result ? String(result.message) : 'success';
          return reply.send({ code: 200, msg, result: result ?? null });
        } catch (error) {
          if (replyIfUnavailable(error, req, reply)) return reply;
          const status = error instanceof Error && 'code' in error ? getHTTPStatusCodeFromError(error as never) : 500;
          return reply.code(status).send(toErrorBody(error, status, req.id, ctx));
        }
      },
    });
  }
}

interface FileAnswer {
  filename: string;
  base64: string;
}

/** A file answer: its bytes as `mediaType`, to download under its name, never kept by a cache. */
function sendFile(reply: FastifyReply, mediaType: string, file: FileAnswer) {
  return reply
    .header('content-type', mediaType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.base64, 'base64'));
}

/** The `id` an input names, for a call's read made with the session (checked there, and by the call). */
const idOf = (input: unknown) => (input && typeof input === 'object' ? (input as { id?: unknown }).id : undefined);
