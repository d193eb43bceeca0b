import { attendance, classes, classSlots, type DbOrTx, holidays, lessons } from '@quanta/db';
import { limits } from '@quanta/validators';
import { between, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { refuseClashes } from './lesson-clashes';
import { expandSlots } from './schedule-expansion';

/**
 * Brings a class's future lessons in line with its weekly slots, its dates and the holidays, inside the
 * caller's transaction (which holds the booking lock). A lesson that has started, has a mark or has its
 * roll taken is never touched. Of the others, those whose `plannedAt` the schedule still makes stay as
 * they are (a moved, re-roomed or cancelled lesson keeps its change); the rest go, and the schedule's
 * missing future lessons are added with the class's teacher. 400 past `limits.classLessons` lessons,
 * 409 when an added lesson books a teacher or a room twice.
 */
export async function regenerateLessons(
  tx: DbOrTx,
  deps: Pick<Deps, 'school'>,
  classId: string,
  now: Date,
): Promise<void> {
  const [cls] = await tx
    .select({ teacherId: classes.teacherId, startDate: classes.startDate, endDate: classes.endDate })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!cls) throw fail.notFound('classNotFound');
  if (!cls.startDate || !cls.endDate) throw fail.badRequest('classDatesRequired');
  const [slots, days, existing] = await Promise.all([
    tx.select().from(classSlots).where(eq(classSlots.classId, classId)),
    tx
      .select({ day: holidays.day })
      .from(holidays)
      .where(between(holidays.day, cls.startDate, cls.endDate)),
    tx
      .select({
        id: lessons.id,
        plannedAt: lessons.plannedAt,
        startsAt: lessons.startsAt,
        rollTakenAt: lessons.rollTakenAt,
        marked: sql<boolean>`exists (select 1 from ${attendance} where ${attendance.lessonId} = ${lessons.id})`,
      })
      .from(lessons)
      .where(eq(lessons.classId, classId)),
  ]);
  const planned = expandSlots(slots, {
    startDate: cls.startDate,
    endDate: cls.endDate,
    timeZone: deps.school.timeZone,
    holidays: new Set(days.map((d) => d.day)),
  });
  if (planned.length > limits.classLessons) throw fail.badRequest('classTooManyLessons', { max: limits.classLessons });

  const wanted = new Set(planned.map((l) => l.plannedAt.getTime()));
  const held = (l: (typeof existing)[number]) => l.startsAt <= now || l.marked || l.rollTakenAt !== null;
  const stays = (l: (typeof existing)[number]) => held(l) || wanted.has(l.plannedAt.getTime());
  const gone = existing.filter((l) => !stays(l)).map((l) => l.id);
  const kept = new Set(existing.filter(stays).map((l) => l.plannedAt.getTime()));
  const missing = planned.filter((l) => l.startsAt > now && !kept.has(l.plannedAt.getTime()));

  if (gone.length > 0) await tx.delete(lessons).where(inArray(lessons.id, gone));
  if (missing.length === 0) return;
  const added = await tx
    .insert(lessons)
    .values(missing.map((l) => ({ classId, teacherId: cls.teacherId, ...l })))
    .returning({ id: lessons.id });
  await refuseClashes(
    tx,
    added.map((l) => l.id),
    deps.school.timeZone,
  );
}
