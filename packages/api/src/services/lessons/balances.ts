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

/** A student's balance in one class, with the class's name. */
export interface ClassBalance extends LessonBalance {
  classId: string;
  className: string;
  studentId: string;
}

/**
 * The students' balances, class by class (in `classId` only, when given): the lessons of every package
 * confirmed, less the marks that use a lesson (`usesLesson`: present, late, absent on a scheduled lesson).
 * Only classes where the student bought a package are answered; `remaining` may go below 0 when lessons
 * are marked past the balance.
 */
export async function balancesOf(db: DbOrTx, studentIds: string[], classId?: string): Promise<ClassBalance[]> {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return [];
  const inClass = (column: typeof lessonCredits.classId | typeof lessons.classId) =>
    classId ? eq(column, classId) : undefined;
  const [bought, used] = await Promise.all([
    db
      .select({
        classId: lessonCredits.classId,
        className: classes.name,
        studentId: lessonCredits.studentId,
        total: sql<number>`sum(${lessonCredits.lessons})::int`,
      })
      .from(lessonCredits)
      .innerJoin(classes, eq(classes.id, lessonCredits.classId))
      .where(and(inArray(lessonCredits.studentId, ids), inClass(lessonCredits.classId)))
      .groupBy(lessonCredits.classId, classes.name, lessonCredits.studentId),
    db
      .select({ classId: lessons.classId, studentId: attendance.studentId, used: sql<number>`count(*)::int` })
      .from(attendance)
      .innerJoin(lessons, eq(lessons.id, attendance.lessonId))
      .where(
        and(
          inArray(attendance.studentId, ids),
          inClass(lessons.classId),
          usesLessonSql(attendance.status, lessons.status),
        ),
      )
      .groupBy(lessons.classId, attendance.studentId),
  ]);
  const usedOf = new Map(used.map((u) => [`${u.classId}:${u.studentId}`, u.used]));
  return bought.map((b) => {
    const u = usedOf.get(`${b.classId}:${b.studentId}`) ?? 0;
    return { ...b, used: u, remaining: b.total - u };
  });
}

/** The balances of `studentIds` in one class, by student (those without a package are absent). */
export async function balancesIn(
  db: DbOrTx,
  classId: string,
  studentIds: string[],
): Promise<Map<string, LessonBalance>> {
  const rows = await balancesOf(db, studentIds, classId);
  return new Map(rows.map((r) => [r.studentId, { total: r.total, used: r.used, remaining: r.remaining }]));
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
