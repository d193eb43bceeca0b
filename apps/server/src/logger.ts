import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/**
 * Log output: JSON lines for machines (production, CI, a log collector), one readable line per event on a
 * terminal. `LOG_FORMAT=json` or `pretty` overrides the choice; `LOG_LEVEL` sets the level (info).
 */
export function loggerOptions(env: NodeJS.ProcessEnv = process.env): FastifyServerOptions['logger'] {
  const level = env.LOG_LEVEL ?? 'info';
  const pretty = env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true;
  if (!pretty) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
    },
  };
}

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
