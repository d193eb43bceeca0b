import type { Operation } from './openapi';

/**
 * The calendar feed, a plain route beside the table (`apps/server/src/calendar-route.ts`): its answer is
 * iCalendar text, not the envelope, and the secret in its address stands for the sign-in.
 */
export const calendarFeedPath: Record<string, { get: Operation }> = {
  '/api/calendar/{file}': {
    get: {
      operationId: 'getCalendarFeed',
      summary: 'Calendar feed: a user’s lessons, homework and exams as iCalendar',
      description:
        '`file` is `{token}.ics`, the secret address `user.getCalendarLink` and `user.resetCalendarLink` give; ' +
        'resetting it ends the old address at once. Lessons from 60 days back to a year ahead, in UTC.',
      tags: ['calendar'],
      'x-access': 'public',
      security: [],
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}\\.ics$' },
        },
      ],
      responses: {
        '200': {
          description: 'The feed (RFC 5545)',
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        '404': { $ref: '#/components/responses/NotFound' },
      },
    },
  },
};
