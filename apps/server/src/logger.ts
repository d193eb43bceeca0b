import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

type PinoHooks = NonNullable<LoggerOptions['hooks']>;

/** Whether log lines are for a person (pino-pretty on a terminal) rather than JSON: `LOG_FORMAT` decides, else the terminal. */
export const prettyLogs = (env: NodeJS.ProcessEnv = process.env) =>
  env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true;

/**
 * Log output: JSON lines for machines (production, CI, a log collector), one readable line per event on a
 * terminal. `LOG_FORMAT=json` or `pretty` overrides the choice; `LOG_LEVEL` sets the level (info).
 */
export function loggerOptions(
  env: NodeJS.ProcessEnv = process.env,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  const level = env.LOG_LEVEL ?? 'info';
  if (stream) return { level, hooks, stream };
  if (!prettyLogs(env)) return { level, hooks };
  return {
    level,
    hooks,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
    },
  };
}

/**
 * Whether a log call's first argument is (or holds as `err`) a stream cut short by the other side: Node's
 * ERR_STREAM_PREMATURE_CLOSE, or end-of-stream's "premature close" (the compressor's pump).
 */
function isClientAbort(first: unknown): boolean {
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(error instanceof Error)) return false;
  return (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message === 'premature close';
}

/**
 * A client that closes the connection during a streamed reply (a download abandoned in the browser) cuts the
 * stream short: the compressor and the error handler would log it as an error with a stack. It is the
 * client's choice, not a fault: one line at debug instead.
 */
const hooks: PinoHooks = {
  logMethod(args, method, level) {
    if (level >= 40 && isClientAbort(args[0])) {
      return this.debug('client closed the connection');
    }
    return method.apply(this, args);
  },
};

/**
 * One line per finished request at debug level (Fastify's own two lines per request at info drown the
 * start-up lines and the errors); a 5xx answer is logged at error by the error handler.
 */
export function logRequests(server: FastifyInstance) {
  server.addHook('onResponse', (req, reply, done) => {
    req.log.debug(
      { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}

/** Fastify's own per-request lines turned off; `logRequests` writes one line instead. */
export const quietRequests = () => new LogController({ disableRequestLogging: true });
