import { familyLinks, leaveRequests, lessons, type UserRow } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { type leaveShape, presentLeave } from '../../presenters/lessons';
import { asksLeave, leaveOpen, leaveOpenSql } from './lesson-rules';
import { placeAtLessonSql } from './roll';

/**
 * Asks leave for a student's lesson, with a reason: a parent for their child, or a student without a
 * parent for themself, until the school's cut-off before the lesson starts. The insert's own condition
 * is the cut-off (`leaveOpenSql`), so the rule is decided in the statement that writes.
 */
export async function requestLeave(
  deps: Deps,
  caller: UserRow,
  input: { lessonId: string; studentId: string; reason: string },
): Promise<{
  message: typeof messages.leaveRequested;
  lessonId: string;
  studentId: string;
  leave: z.infer<typeof leaveShape>;
}> {
  const now = deps.now();
  const hours = deps.school.leaveCutoffHours;
  await requireAccess(deps.db, caller, Permission.StudentActFor, input.studentId, now);
  if (caller.role === 'Student') {
    const [parent] = await deps.db
      .select({ id: familyLinks.parentId })
      .from(familyLinks)
      .where(eq(familyLinks.studentId, caller.id))
      .limit(1);
    if (!asksLeave(caller, Boolean(parent))) throw fail.forbidden('leaveByParent');
  }
  const [lesson] = await deps.db
    .select({
      id: lessons.id,
      startsAt: lessons.startsAt,
      status: lessons.status,
      placed: sql<boolean>`${placeAtLessonSql(lessons, input.studentId)}`,
    })
    .from(lessons)
    .where(eq(lessons.id, input.lessonId));
  if (!lesson) throw fail.notFound('lessonNotFound');
  if (!lesson.placed) throw fail.forbidden('studentNotInClass');
  if (lesson.status === 'cancelled') throw fail.conflict('lessonCancelled');

  const [saved] = await deps.db
    .insert(leaveRequests)
    .select(
      deps.db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          lessonId: lessons.id,
          studentId: sql`${input.studentId}::uuid`.as('student_id'),
          reason: sql`${input.reason}`.as('reason'),
          requestedBy: sql`${caller.id}::uuid`.as('requested_by'),
          createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(lessons)
        .where(
          and(eq(lessons.id, lesson.id), eq(lessons.status, 'scheduled'), leaveOpenSql(lessons.startsAt, now, hours)),
        ),
    )
    .onConflictDoNothing({ target: [leaveRequests.lessonId, leaveRequests.studentId] })
    .returning();
  if (!saved) {
    // Nothing written: leave already asked, the cut-off passed, or the lesson was cancelled meanwhile.
    const [taken] = await deps.db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.lessonId, lesson.id), eq(leaveRequests.studentId, input.studentId)));
    if (taken) throw fail.conflict('leaveTaken');
    if (!leaveOpen(lesson.startsAt, now, hours)) throw fail.conflict('leaveTooLate', { hours });
    throw fail.conflict('lessonCancelled');
  }
  return {
    message: messages.leaveRequested,
    lessonId: lesson.id,
    studentId: input.studentId,
    leave: presentLeave(saved),
  };
}
