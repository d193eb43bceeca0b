import { classes, classPosts, classStudents, type DbOrTx, users } from '@quanta/db';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type CellRow, cellsByStudent, classHomeworkColumns, gradeSetupOf } from '../gradebook/grade-data';
import { gradeStudent } from '../gradebook/grade-rules';
import { mailTextOf } from './mail-text';

/** A class's announcement of the week as the digest shows it: plain text, never the post's HTML. */
export interface DigestAnnouncement {
  className: string;
  author: string;
  createdAt: Date;
  excerpt: string;
}

/** The longest excerpt of an announcement, in characters. */
const excerptMax = 280;
/** How much of a post's HTML is read for its excerpt. */
const bodyRead = 20_000;

/**
 * The plain text of a sanitised announcement, on one line, cut at `max` characters. A body read in part
 * ends in a tag cut short, which is dropped rather than shown.
 *
 * @example excerptOf('<p>Trip on <b>Friday</b></p><p>Bring lunch</p>') // 'Trip on Friday Bring lunch'
 */
export function excerptOf(html: string, max = excerptMax): string {
  const text = mailTextOf(html.replace(/<[^>]*$/, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The announcements made in [since, now) in the classes the students have a place in, newest first,
 * per student; one statement.
 */
export async function announcementsOf(db: DbOrTx, studentIds: string[], since: Date, now: Date) {
  const rows = await db
    .select({
      studentId: classStudents.studentId,
      className: classes.name,
      author: users.name,
      createdAt: classPosts.createdAt,
      body: sql<string>`left(${classPosts.body}, ${bodyRead})`,
    })
    .from(classPosts)
    .innerJoin(classStudents, eq(classStudents.classId, classPosts.classId))
    .innerJoin(classes, eq(classes.id, classPosts.classId))
    .innerJoin(users, eq(users.id, classPosts.authorId))
    .where(
      and(
        inArray(classStudents.studentId, studentIds),
        gte(classPosts.createdAt, since),
        lt(classPosts.createdAt, now),
      ),
    )
    .orderBy(desc(classPosts.createdAt), desc(classPosts.id));
  const out = new Map<string, DigestAnnouncement[]>();
  for (const r of rows) {
    const list = out.get(r.studentId) ?? [];
    list.push({ className: r.className, author: r.author, createdAt: r.createdAt, excerpt: excerptOf(r.body) });
    out.set(r.studentId, list);
  }
  return out;
}

/** A student's course grade in a class: the gradebook's percent and the school's letter for it. */
export interface DigestCourseGrade {
  percent: number;
  letter: string | null;
}

/**
 * The course grade of each student in each of the classes, keyed `classId:studentId`, by the gradebook's
 * own reads and rule (`grade-data.ts`, `gradeStudent`): three statements per class (its homework columns,
 * its students' cells, its categories and scale), not per student. Pairs with nothing counted yet are left out.
 */
export async function courseGradesOf(
  db: DbOrTx,
  pairs: { classId: string; studentId: string }[],
  now: Date,
): Promise<Map<string, DigestCourseGrade>> {
  const out = new Map<string, DigestCourseGrade>();
  const byClass = new Map<string, Set<string>>();
  for (const p of pairs) byClass.set(p.classId, (byClass.get(p.classId) ?? new Set()).add(p.studentId));
  await Promise.all(
    [...byClass].map(async ([classId, students]) => {
      const [homework, cells, setup] = await Promise.all([
        classHomeworkColumns(db, classId),
        cellsByStudent(db, classId, now),
        gradeSetupOf(db, classId),
      ]);
      for (const row of cells) {
        if (!students.has(row.studentId)) continue;
        const rows = new Map<string, CellRow>(row.cells.map((c) => [c[0], c]));
        const grade = gradeStudent(homework, rows, setup.categories, setup.scale, now);
        if (grade.percent !== null)
          out.set(`${classId}:${row.studentId}`, { percent: grade.percent, letter: grade.letter });
      }
    }),
  );
  return out;
}
