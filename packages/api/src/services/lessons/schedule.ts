import { classSlots, type DbOrTx, type LessonRow, lessons, type UserRow, users } from '@quanta/db';
import type { ClassSlotInput, UpdateLessonInput } from '@quanta/validators';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { ownedRow, Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentLesson, presentSlot } from '../../presenters/lessons';
import { refuseClashes, takeBookingLock } from './lesson-clashes';
import { regenerateLessons } from './regenerate';

/**
 * Replaces a class's weekly slots and regenerates its future lessons (`regenerateLessons`), in one
 * transaction under the booking lock; answers how many scheduled lessons the class has from now on.
 */
export async function setClassSchedule(
  deps: Deps,
  caller: UserRow,
  input: { classId: string; slots: ClassSlotInput[] },
): Promise<{ count: number }> {
  const now = deps.now();
  await requireAccess(deps.db, caller, Permission.ClassSchedule, input.classId, now);
  return deps.db.transaction(async (tx) => {
    await takeBookingLock(tx);
    await tx.delete(classSlots).where(eq(classSlots.classId, input.classId));
    if (input.slots.length > 0) {
      await tx.insert(classSlots).values(input.slots.map((slot) => ({ classId: input.classId, ...slot })));
    }
    await regenerateLessons(tx, deps, input.classId, now);
    const [row] = await tx
      .select({ n: count() })
      .from(lessons)
      .where(and(eq(lessons.classId, input.classId), eq(lessons.status, 'scheduled'), gte(lessons.startsAt, now)));
    return { count: row?.n ?? 0 };
  });
}

/** A class's lessons by start with their teachers, its weekly slots, and the school's time zone. */
export async function getClassLessons(deps: Deps, caller: UserRow, classId: string) {
  await requireAccess(deps.db, caller, Permission.ClassSchedule, classId, deps.now());
  const [rows, slots] = await Promise.all([
    deps.db
      .select({ lesson: lessons, teacher: { id: users.id, name: users.name } })
      .from(lessons)
      .innerJoin(users, eq(users.id, lessons.teacherId))
      .where(eq(lessons.classId, classId))
      .orderBy(asc(lessons.startsAt), asc(lessons.id)),
    deps.db
      .select()
      .from(classSlots)
      .where(eq(classSlots.classId, classId))
      .orderBy(asc(classSlots.weekday), asc(classSlots.start), asc(classSlots.createdAt)),
  ]);
  return {
    list: rows.map((r) => presentLesson(r.lesson, r.teacher)),
    slots: slots.map(presentSlot),
    timeZone: deps.school.timeZone,
  };
}

/** The user `id` names, when they are a teacher; otherwise a 400 naming the field. */
async function substitute(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (row?.role !== 'Teacher') throw fail.badRequest('substituteNotTeacher', { field: 'teacherId' });
  return row;
}

/**
 * Moves one lesson (a new start and/or length), gives it another room, link or teacher, cancels it or
 * restores it. A lesson whose roll is taken is neither moved nor cancelled; the lesson as it ends up,
 * when scheduled, must not book its teacher or room twice.
 */
export async function updateLesson(deps: Deps, caller: UserRow, input: UpdateLessonInput) {
  return deps.db.transaction(async (tx) => {
    await takeBookingLock(tx);
    const row = await ownedRow<LessonRow>(tx, caller, Permission.LessonManage, input.id, true);
    const teacher = input.teacherId
      ? await substitute(tx, input.teacherId)
      : (await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.teacherId)))[0];
    const length = row.endsAt.getTime() - row.startsAt.getTime();
    const startsAt = input.startsAt ? new Date(input.startsAt) : row.startsAt;
    const endsAt = new Date(startsAt.getTime() + (input.minutes !== undefined ? input.minutes * 60_000 : length));
    const status = input.status ?? row.status;
    const moved = startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime();
    const cancelled = status === 'cancelled' && row.status !== 'cancelled';
    if (row.rollTakenAt && (moved || cancelled)) throw fail.conflict('lessonRollTaken');
    const [saved] = await tx
      .update(lessons)
      .set({
        startsAt,
        endsAt,
        status,
        room: input.room ?? row.room,
        link: input.link ?? row.link,
        teacherId: teacher?.id ?? row.teacherId,
        updatedAt: deps.now(),
      })
      .where(eq(lessons.id, row.id))
      .returning();
    await refuseClashes(tx, [row.id], deps.school.timeZone);
    return presentLesson(saved as LessonRow, teacher ?? { id: row.teacherId, name: '' });
  });
}
