import { attendance, type DbOrTx, lessonCredits, lessons, type UserRow } from '@quanta/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { usesLessonSql } from './lesson-rules';

/** Lessons bought, used and left in one class. */
export interface LessonBalance {
  total: number;
  used: number;
  remaining: number;
}

/**
 * Each student's balance in a class: the lessons of every package confirmed, less the marks that use a
 * lesson (`usesLesson`: present, late, absent on a scheduled lesson). Students with neither are absent
 * from the map; `remaining` may go below 0 when lessons are marked past the balance.
 */
export async function balancesIn(
  db: DbOrTx,
  classId: string,
  studentIds: string[],
): Promise<Map<string, LessonBalance>> {
  const ids = [...new Set(studentIds)];
  const found = new Map<string, LessonBalance>();
  if (ids.length === 0) return found;
  const [bought, used] = await Promise.all([
    db
      .select({ studentId: lessonCredits.studentId, total: sql<number>`sum(${lessonCredits.lessons})::int` })
      .from(lessonCredits)
      .where(and(eq(lessonCredits.classId, classId), inArray(lessonCredits.studentId, ids)))
      .groupBy(lessonCredits.studentId),
    db
      .select({ studentId: attendance.studentId, used: sql<number>`count(*)::int` })
      .from(attendance)
      .innerJoin(lessons, eq(lessons.id, attendance.lessonId))
      .where(
        and(
          eq(lessons.classId, classId),
          inArray(attendance.studentId, ids),
          usesLessonSql(attendance.status, lessons.status),
        ),
      )
      .groupBy(attendance.studentId),
  ]);
  for (const row of bought) found.set(row.studentId, { total: row.total, used: 0, remaining: row.total });
  for (const row of used) {
    const entry = found.get(row.studentId) ?? { total: 0, used: 0, remaining: 0 };
    found.set(row.studentId, { total: entry.total, used: row.used, remaining: entry.total - row.used });
  }
  return found;
}

export async function getLessonBalance(
  _deps: Deps,
  _caller: UserRow,
  _input: { classId: string; studentId: string },
): Promise<LessonBalance> {
  throw new Error('getLessonBalance');
}
