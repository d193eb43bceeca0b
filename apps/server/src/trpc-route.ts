import type { IncomingHttpHeaders } from 'node:http';
import { type ContextWants, callProcedure, contextWants, stringifyJson } from '@quanta/api';
import type { AnyTRPCRouter } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import {
  defaultTransformer,
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  TRPCError,
  type TRPCError as TRPCErrorType,
  type TRPCRequestInfo,
  type TRPCResponse,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterSeconds } from './errors';
import { allPublic } from './public-etags';

type ProcedureType = 'query' | 'mutation' | 'subscription';
type CallType = ProcedureType | 'unknown';

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

/** A reply serializer that sends the string it is given, as it is. */
const sendAsIs = (body: string) => body;

function json(status: number, value: unknown): Answer {
  return { status, body: stringifyJson(value) as string, contentType: 'application/json' };
}

export interface TrpcRouteOptions<TContext> {
  prefix: string;
  router: AnyTRPCRouter;
  /** `wants`: what the request's calls need read with the session (none for tRPC's own adapter). */
  createContext: (req: FastifyRequest, wants?: ContextWants, readId?: unknown) => Promise<TContext>;
  onError: (opts: { error: TRPCErrorType; req: FastifyRequest }) => void;
}

const acceptedMethods: Record<ProcedureType, string> = { query: 'GET', mutation: 'POST', subscription: 'GET' };

/** The request as `getRequestInfo` reads it: a few headers, the method and the JSON body. */
function requestView(req: FastifyRequest) {
  const headers = req.headers;
  const headerView = {
    get: (name: string) => headerValue(headers, name),
    has: (name: string) => headers[name] != null,
  };
  const body = typeof req.body === 'string' ? req.body : '';
  return {
    headers: headerView,
    view: {
      method: req.method,
      headers: headerView,
      signal: undefined,
      // A web Request's json() drops a leading byte order mark before parsing.
      json: async () => JSON.parse(body.charCodeAt(0) === 0xfeff ? body.slice(1) : body),
    },
  };
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (value == null) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Plain JSON queries and mutations; anything else (streams, forms, HEAD) goes through tRPC's own adapter. */
function isPlainCall(req: FastifyRequest): boolean {
  const headers = req.headers;
  if (headers['trpc-accept'] != null || headers.accept?.includes('application/jsonl')) return false;
  const contentType = headers['content-type'];
  if (req.method === 'GET') return contentType === undefined || contentType.startsWith('application/json');
  return req.method === 'POST' && contentType?.startsWith('application/json') === true && typeof req.body === 'string';
}

function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  return Object.values(value).some((entry) => isPromise(entry) || isAsyncIterable(entry));
}

/**
 * Mounts a router the way tRPC's Fastify adapter does, answering plain JSON calls (single and batched)
 * straight from Fastify's request: the same statuses, headers and bodies as `resolveResponse`, without
 * building a web Request and Response around each call.
 */
export async function registerTrpc<TContext>(server: FastifyInstance, options: TrpcRouteOptions<TContext>) {
  const { router } = options;
  const config = router._def._config;
  /**
   * With no transformer a response is sent as it is: transformTRPCResponse would only copy each item
   * (four object spreads, a few microseconds a call).
   */
  const serialized = (response: TRPCResponse | TRPCResponse[]) =>
    config.transformer === defaultTransformer ? response : transformTRPCResponse(config, response);

  await server.register(async (scope) => {
    // As in tRPC's adapter: the body reaches the handler as it came.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

    scope.all(`${options.prefix}/:path`, async (req: FastifyRequest, reply: FastifyReply) => {
      const path = (req.params as { path: string }).path;
      req.publicRead = (req.method === 'GET' || req.method === 'HEAD') && allPublic(path);
      const answered = isPlainCall(req) ? await answer(req, path) : undefined;
      if (!answered) {
        await fastifyRequestHandler({
          req,
          res: reply,
          path,
          router,
          createContext: ({ req: request }) => options.createContext(request),
          onError: ({ error }) => options.onError({ error, req }),
        });
        return reply;
      }
      // The database out of reach (see the error formatter): the client may try again shortly.
      if (answered.status === 503) reply.header('retry-after', String(retryAfterSeconds));
      return (
        reply
          .code(answered.status)
          .header('vary', 'trpc-accept, accept')
          .header('content-type', answered.contentType)
          // The type exactly as tRPC's adapter sends it: a string through the default path would get
          // `; charset=utf-8` appended, and bytes would leave in a second write after the head.
          .serializer(sendAsIs)
          .send(answered.body)
      );
    });
  });

  /** The answer to a plain call, or undefined for what tRPC's adapter answers (a subscription). */
  async function answer(req: FastifyRequest, rawPath: string): Promise<Answer | undefined> {
    // Only the query is read (the calls' inputs and `batch`); no URL object is built for it.
    const queryAt = req.url.indexOf('?');
    const searchParams = new URLSearchParams(queryAt < 0 ? '' : req.url.slice(queryAt + 1));
    const { headers, view } = requestView(req);
    let info: TRPCRequestInfo | undefined;
    let infoError: TRPCErrorType | undefined;
    try {
      info = await getRequestInfo({
        req: view as unknown as Request,
        path: decodeURIComponent(rawPath),
        router,
        searchParams,
        headers: headers as unknown as Headers,
        url: null,
      });
    } catch (cause) {
      infoError = getTRPCErrorFromUnknown(cause);
    }

    if (info?.type === 'subscription') return undefined;

    let ctx: TContext | undefined;
    let ctxError: TRPCErrorType | undefined;
    const type: CallType = info?.type ?? 'unknown';
    try {
      if (infoError || !info) throw infoError;
      try {
        const wants = contextWants(info.calls.map((call) => call.procedure));
        ctx = await options.createContext(req, wants, wants.read ? await readIdOf(info.calls[0]) : undefined);
      } catch (cause) {
        ctxError = getTRPCErrorFromUnknown(cause);
      }
      const calls = info.calls.map(async (call): Promise<[TRPCErrorType | undefined, unknown]> => {
        const procedure = call.procedure;
        try {
          if (!procedure) {
            throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${call.path}"` });
          }
          const procedureType = procedure._def.type as ProcedureType;
          if (acceptedMethods[procedureType] !== req.method) {
            throw new TRPCError({
              code: 'METHOD_NOT_SUPPORTED',
              message: `Unsupported ${req.method}-request to ${procedureType} procedure at path "${call.path}"`,
            });
          }
          if (ctxError) throw ctxError;
          const data = await callProcedure(procedure, {
            path: call.path,
            getRawInput: call.getRawInput,
            ctx,
            type: procedureType,
            signal: undefined,
            batchIndex: call.batchIndex,
          });
          return [undefined, data];
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          options.onError({ error, req });
          return [error, undefined];
        }
      });

      if (!info.isBatchCall) {
        const call = info.calls[0];
        const [error, data] = await (calls[0] as (typeof calls)[number]);
        if (isDataStream(data)) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
          });
        }
        const res: TRPCResponse = error
          ? { error: getErrorShape({ config, ctx, error, input: call?.result(), path: call?.path, type }) }
          : { result: { data } };
        return json(getHTTPStatusCode([res]), serialized(res));
      }

      const results = (await Promise.all(calls)).map(([error, data], index): TRPCResponse => {
        const call = info.calls[index];
        const failure =
          error ??
          (isDataStream(data)
            ? new TRPCError({
                code: 'UNSUPPORTED_MEDIA_TYPE',
                message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
              })
            : undefined);
        if (!failure) return { result: { data } };
        return {
          error: getErrorShape({
            config,
            ctx,
            error: failure,
            input: call?.result(),
            path: call?.path,
            type: call?.procedure?._def.type ?? 'unknown',
          }),
        };
      });
      return json(getHTTPStatusCode(results), serialized(results));
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      options.onError({ error, req });
      const res: TRPCResponse = {
        error: getErrorShape({ config, error, type, path: undefined, input: undefined, ctx }),
      };
      // tRPC names no type for a request it could not read: a web Response's string body is text/plain.
      return {
        status: getHTTPStatusCode(res),
        body: JSON.stringify(serialized(res)),
        contentType: infoError ? 'text/plain;charset=UTF-8' : 'application/json',
      };
    }
  }
}

/** The `id` a call's input names, for its read made with the session; none when the input cannot be read. */
async function readIdOf(call: { getRawInput: () => Promise<unknown> } | undefined) {
  try {
    const input = await call?.getRawInput();
    return input && typeof input === 'object' ? (input as { id?: unknown }).id : undefined;
  } catch {
    return undefined;
  }
}
