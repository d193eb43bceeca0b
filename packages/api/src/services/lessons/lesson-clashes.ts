import { TZDate } from '@date-fns/tz';
import { classes, type DbOrTx, lessons, users } from '@quanta/db';
import { format } from 'date-fns';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fail } from '../../errors';
import { spansOverlapSql } from './lesson-rules';

/**
 * Every booking of lessons (a schedule, a holiday list, one lesson's move) holds this transaction-scoped
 * lock, so two of them cannot each check the other's teacher and room free and both write.
 */
const bookingLockKey = 0x6c6573736f6e;
export const takeBookingLock = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${bookingLockKey})`);

/** A lesson's start as a clash message shows it: 'YYYY-MM-DD HH:mm' in the school's zone. */
export const shownWhen = (at: Date, timeZone: string) => format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd HH:mm');

/**
 * Refuses (409) when one of the scheduled lessons `ids`, as now written in `tx`, overlaps another
 * scheduled lesson of any class (its own class's too) with the same teacher, or in the same room when it
 * has one. The message names the other lesson's class and start; a teacher's clash comes first.
 */
export async function refuseClashes(tx: DbOrTx, ids: string[], timeZone: string): Promise<void> {
  if (ids.length === 0) return;
  const other = alias(lessons, 'other');
  const sameTeacher = sql<boolean>`${other.teacherId} = ${lessons.teacherId}`;
  const [clash] = await tx
    .select({
      sameTeacher,
      startsAt: other.startsAt,
      room: other.room,
      className: classes.name,
      teacher: users.name,
    })
    .from(lessons)
    .innerJoin(
      other,
      and(
        ne(other.id, lessons.id),
        eq(other.status, 'scheduled'),
        spansOverlapSql(other, { startsAt: sql`${lessons.startsAt}`, endsAt: sql`${lessons.endsAt}` }),
        or(eq(other.teacherId, lessons.teacherId), and(ne(lessons.room, ''), eq(other.room, lessons.room))),
      ),
    )
    .innerJoin(classes, eq(classes.id, other.classId))
    .innerJoin(users, eq(users.id, other.teacherId))
    .where(and(inArray(lessons.id, ids), eq(lessons.status, 'scheduled')))
    .orderBy(desc(sameTeacher), asc(other.startsAt))
    .limit(1);
  if (!clash) return;
  const when = shownWhen(clash.startsAt, timeZone);
  if (clash.sameTeacher)
    throw fail.conflict('lessonTeacherBusy', { teacher: clash.teacher, className: clash.className, when });
  throw fail.conflict('lessonRoomBusy', { room: clash.room, className: clash.className, when });
}
