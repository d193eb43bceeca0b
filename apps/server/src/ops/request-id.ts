import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestScope } from '@quanta/api';
import type { FastifyInstance } from 'fastify';

/** A request id a proxy may hand on: short, and letters, digits and `-_.:` only (nothing that breaks a log line). */
const wellFormed = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` a reverse proxy (or another Quanta process) sent, when well formed,
 * otherwise a new UUID. Every log line of the request carries it as `reqId`.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && wellFormed.test(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request id, so a client, the proxy's log and the server's log can be matched; the
 * request's work runs in its scope, so the jobs it queues carry the id to the process that runs them.
 */
export function echoRequestId(server: FastifyInstance) {
  server.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    requestScope.run({ requestId: req.id }, done);
  });
}
