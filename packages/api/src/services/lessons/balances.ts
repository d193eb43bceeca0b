import { attendance, classes, type DbOrTx, lessonCredits, lessons, type UserRow } from '@quanta/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accessRefused, checkAccess, Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
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

/** Every balance of the given students, class by class, for those with a package in the class. */
export async function balancesOfStudents(
  db: DbOrTx,
  studentIds: string[],
): Promise<(LessonBalance & { classId: string; studentId: string })[]> {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return [];
  const [bought, used] = await Promise.all([
    db
      .select({
        classId: lessonCredits.classId,
        studentId: lessonCredits.studentId,
        total: sql<number>`sum(${lessonCredits.lessons})::int`,
      })
      .from(lessonCredits)
      .where(inArray(lessonCredits.studentId, ids))
      .groupBy(lessonCredits.classId, lessonCredits.studentId),
    db
      .select({ classId: lessons.classId, studentId: attendance.studentId, used: sql<number>`count(*)::int` })
      .from(attendance)
      .innerJoin(lessons, eq(lessons.id, attendance.lessonId))
      .where(and(inArray(attendance.studentId, ids), usesLessonSql(attendance.status, lessons.status)))
      .groupBy(lessons.classId, attendance.studentId),
  ]);
  return bought.map((b) => {
    const u = used.find((x) => x.classId === b.classId && x.studentId === b.studentId)?.used ?? 0;
    return { classId: b.classId, studentId: b.studentId, total: b.total, used: u, remaining: b.total - u };
  });
}

/**
 * One student's balance in a class, for the student, their parent, the class's teacher or an admin
 * (404 for an unknown class, 403 for anyone else); zeros before any package.
 */
export async function getLessonBalance(
  deps: Deps,
  caller: UserRow,
  input: { classId: string; studentId: string },
): Promise<LessonBalance> {
  const now = deps.now();
  const [[cls], teaches, family] = await Promise.all([
    deps.db.select({ id: classes.id }).from(classes).where(eq(classes.id, input.classId)).limit(1),
    checkAccess(deps.db, caller, Permission.ClassSchedule, [input.classId], now),
    checkAccess(deps.db, caller, Permission.StudentActFor, [input.studentId], now),
  ]);
  if (!cls) throw fail.notFound('classNotFound');
  if (!teaches.has(input.classId) && !family.has(input.studentId)) throw accessRefused(Permission.StudentActFor);
  const balance = (await balancesIn(deps.db, input.classId, [input.studentId])).get(input.studentId);
  return balance ?? { total: 0, used: 0, remaining: 0 };
}
