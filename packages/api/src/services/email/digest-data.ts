import { classes, classStudents, exerciseAnswers, exercises, familyLinks, homework, users } from '@quanta/db';
import { limits } from '@quanta/validators';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { credit, scoring } from '../exercises/data';
import { balanceNoticeKind } from '../lessons/balance-notices';
import { balancesOf } from '../lessons/balances';
import { placesEnding } from '../lessons/expiry-notices';
import { renewUrl } from '../lessons/place-notices';
import { announcementsOf, courseGradesOf, type DigestAnnouncement } from './digest-classes';

export interface ChildDigest {
  name: string;
  classes: string[];
  /** Homework handed in during the week. */
  done: number;
  overdue: { name: string; dueDate: Date }[];
  /**
   * The week's results: work handed in, or corrected by the teacher, during the week, with the credit over
   * the questions that score, and whether the teacher finished correcting.
   */
  grades: { name: string; className: string; percent: number; corrected: boolean }[];
  /** The course grade in each class where something counts yet (the gradebook's percent and letter). */
  courseGrades: { className: string; percent: number; letter: string | null }[];
  /** The week's new announcements in the child's classes, newest first. */
  announcements: DigestAnnouncement[];
  upcomingExams: { name: string; dueDate: Date | null }[];
  /** Classes whose lessons are running out (`lessonsLeft` ≤ the low mark) or whose place ends within the week. */
  renewals: DigestRenewal[];
}

/** A class to renew: lessons left in its package, or the end of a place bought by months or years. */
export type DigestRenewal = { className: string; renewUrl: string } & ({ lessonsLeft: number } | { endsAt: Date });

const day = 24 * 3600 * 1000;
/** At most this many of the week's results and announcements per child. */
const weekItemsMax = 10;
const week = 7 * day;

/**
 * Each parent's children with their week: classes, homework done and overdue, the week's results and the
 * course grades, exams ahead, the week's announcements and places to renew. One statement per kind of
 * data for all the children (the course grades: the gradebook's reads per class).
 */
export async function digestOf(deps: Deps, parentIds: string[], now: Date): Promise<Map<string, ChildDigest[]>> {
  const out = new Map<string, ChildDigest[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return out;
  const children = await deps.db
    .select({ parentId: familyLinks.parentId, id: users.id, name: users.name })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.studentId))
    .where(inArray(familyLinks.parentId, parentIds))
    .orderBy(users.name);
  const ids = children.map((c) => c.id);
  if (ids.length === 0) return out;
  const since = new Date(now.getTime() - week);
  const ahead = new Date(now.getTime() + week);
  const [places, done, overdue, grades, exams, balances, ending, announcements] = await Promise.all([
    deps.db
      .select({ studentId: classStudents.studentId, classId: classes.id, name: classes.name })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(inArray(classStudents.studentId, ids))
      .orderBy(classes.name),
    deps.db
      .select({ studentId: exercises.studentId, n: sql<number>`count(*)::int` })
      .from(exercises)
      .where(and(inArray(exercises.studentId, ids), gte(exercises.finishedAt, since), lt(exercises.finishedAt, now)))
      .groupBy(exercises.studentId),
    deps.db
      .select({ studentId: exercises.studentId, name: homework.name, dueDate: homework.dueDate })
      .from(exercises)
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .where(and(inArray(exercises.studentId, ids), isNull(exercises.finishedAt), lt(homework.dueDate, now)))
      .orderBy(homework.dueDate),
    deps.db
      .select({
        studentId: exercises.studentId,
        name: homework.name,
        className: classes.name,
        corrected: exercises.correctionStatus,
        earned: sql<number>`coalesce(sum(${credit}) filter (where ${scoring}), 0)::float8`,
        total: sql<number>`(count(*) filter (where ${scoring}))::int`,
        handedBackAt: sql<Date>`greatest(${exercises.finishedAt}, max(${exerciseAnswers.correctedAt}))`,
      })
      .from(exercises)
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .innerJoin(classes, eq(classes.id, exercises.classId))
      .innerJoin(exerciseAnswers, eq(exerciseAnswers.exerciseId, exercises.id))
      .where(and(inArray(exercises.studentId, ids), isNotNull(exercises.finishedAt), lt(exercises.finishedAt, now)))
      .groupBy(exercises.id, homework.name, classes.name)
      .having(
        or(
          gte(exercises.finishedAt, since),
          sql`max(${exerciseAnswers.correctedAt}) >= ${since.toISOString()}::timestamptz
            and max(${exerciseAnswers.correctedAt}) < ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(sql`greatest(${exercises.finishedAt}, max(${exerciseAnswers.correctedAt})) desc`, desc(exercises.id)),
    deps.db
      .select({ studentId: exercises.studentId, name: homework.name, dueDate: homework.dueDate })
      .from(exercises)
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .where(
        and(
          inArray(exercises.studentId, ids),
          eq(homework.isExam, true),
          isNull(exercises.startedAt),
          isNull(exercises.finishedAt),
          sql`(${homework.dueDate} is null or (${homework.dueDate} >= ${now.toISOString()}::timestamptz and ${homework.dueDate} < ${ahead.toISOString()}::timestamptz))`,
        ),
      )
      .orderBy(homework.dueDate),
    balancesOf(deps.db, ids),
    placesEnding(deps.db, now, new Date(now.getTime() + limits.expiryNoticeDays * day), ids),
    announcementsOf(deps.db, ids, since, now),
  ]);
  const courses = await courseGradesOf(
    deps.db,
    places.map((p) => ({ classId: p.classId, studentId: p.studentId })),
    now,
  );
  const low = balances.filter((b) => balanceNoticeKind(b) !== null);
  for (const c of children) {
    out.get(c.parentId)?.push({
      name: c.name,
      classes: places.filter((p) => p.studentId === c.id).map((p) => p.name),
      done: done.find((d) => d.studentId === c.id)?.n ?? 0,
      overdue: overdue
        .filter((o) => o.studentId === c.id)
        .slice(0, 5)
        .map((o) => ({ name: o.name, dueDate: o.dueDate as Date })),
      grades: grades
        .filter((g) => g.studentId === c.id)
        .slice(0, weekItemsMax)
        .map((g) => ({
          name: g.name,
          className: g.className,
          percent: g.total ? Math.round((100 * Number(g.earned)) / g.total) : 0,
          corrected: g.corrected === 1,
        })),
      courseGrades: places.flatMap((p) => {
        const grade = p.studentId === c.id ? courses.get(`${p.classId}:${c.id}`) : undefined;
        return grade ? [{ className: p.name, percent: grade.percent, letter: grade.letter }] : [];
      }),
      announcements: (announcements.get(c.id) ?? []).slice(0, weekItemsMax),
      upcomingExams: exams
        .filter((e) => e.studentId === c.id)
        .slice(0, 5)
        .map((e) => ({ name: e.name, dueDate: e.dueDate })),
      renewals: [
        ...low
          .filter((b) => b.studentId === c.id)
          .map((b) => ({
            className: b.className,
            renewUrl: renewUrl(deps, b.classId),
            lessonsLeft: Math.max(0, b.remaining),
          })),
        ...ending
          .filter((p) => p.studentId === c.id)
          .map((p) => ({ className: p.className, renewUrl: renewUrl(deps, p.classId), endsAt: p.endsAt })),
      ],
    });
  }
  return out;
}
