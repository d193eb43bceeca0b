import { myClassesWithSession } from '../enrolment/my-classes';
import { classroomWithSession } from '../exercises/classroom';
import { runnerWithSession } from '../exercises/runner';

/**
 * The reads a call may make in its session's statement (procedure meta `sessionRead`): a student's runner
 * and classroom by the id its input names, My Classes by the caller; one round trip where they were two.
 */
export const sessionReads = {
  runner: runnerWithSession,
  classroom: classroomWithSession,
  myClasses: myClassesWithSession,
};
export type SessionReadKind = keyof typeof sessionReads;

/** The reads keyed by the caller alone: their input names no id (the read's id is ''). */
export const callerReads: ReadonlySet<SessionReadKind> = new Set(['myClasses']);
