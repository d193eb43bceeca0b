import type { ExamEventRow } from '@quanta/db';
import { z } from 'zod';
import { examEventTypes } from '../services/exercises/exam-log';
import { isoTime } from './time';
import { count, instant, named, wire } from './wire';

/**
 * One event of an exam attempt: the server's own (start, a save with its question, hand-in, time-out) at
 * server time, or one the runner reported (`reported`: offline, online, hidden, visible, reload) at the
 * runner's time.
 */
export const examEventShape = named(
  'ExamEvent',
  wire({
    at: instant,
    type: z.enum(examEventTypes),
    /** The question a save wrote; null for every other event. */
    questionId: z.string().nullable(),
    reported: z.boolean(),
  }),
);

/** The attempt log of one exercise, oldest first: for the teacher of its class only. */
export const examLogShape = named('ExamLog', wire({ list: z.array(examEventShape) }));

/** How many of the runner's reports were stored. */
export const loggedExamEventsShape = named('LoggedExamEvents', wire({ accepted: count }));

export function presentExamEvent(
  e: Pick<ExamEventRow, 'at' | 'type' | 'questionId' | 'reported'>,
): z.infer<typeof examEventShape> {
  return {
    at: isoTime(e.at),
    type: e.type as z.infer<typeof examEventShape>['type'],
    questionId: e.questionId,
    reported: e.reported,
  };
}
