import { AppError, calendarFeed, type Deps } from '@quanta/api';
import { calendarTokenInput, messages } from '@quanta/validators';
import type { FastifyInstance } from 'fastify';
import { toErrorBody } from './errors';

/**
 * `GET /api/calendar/{token}.ics`: a user's lessons as an iCalendar feed for their calendar app. Public,
 * because calendar apps send no bearer token: the token in the address is the key. The answer is never
 * kept by a cache (`no-store`), so a reset link ends at once for every reader and no shared cache holds a
 * family's timetable under a secret address. A malformed or unknown token answers 404 in the envelope.
 */
export function registerCalendarFeed(server: FastifyInstance, deps: Deps) {
  server.get<{ Params: { file: string } }>('/api/calendar/:file', async (req, reply) => {
    const match = /^(.*)\.ics$/.exec(req.params.file);
    const token = calendarTokenInput.safeParse({ token: match?.[1] });
    if (!token.success) {
      return reply
        .code(404)
        .send({ code: 404, msg: messages.calendarLinkInvalid, result: null, key: 'calendarLinkInvalid' });
    }
    try {
      const text = await calendarFeed(deps, token.data.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(text);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        return reply.code(404).send(toErrorBody(error, 404, req.id));
      }
      throw error;
    }
  });
}
