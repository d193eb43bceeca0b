import { attendance, type DbOrTx, lessons, reportComments, type UserRow, users } from '@quanta/db';
import { type Language, messages, type ReportCommentInput } from '@quanta/validators';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { studentForCaller } from '../../policies/child';
import { classForOwner } from '../../policies/class';
import { presentFile } from '../../presenters/payments';
import { schoolDetailsOf } from '../payments/school-details';
import { categoryName } from './grade-rules';
import { classOfStudent, studentGradeIn } from './grades';
import { type ReportAttendance, termReportPdf } from './term-report-pdf';

/** A student by id as the class's teacher names them: 404 unknown, 403 not in the class. */
async function studentOfClass(db: DbOrTx, classId: string, studentId: string) {
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'Student')))
    .limit(1);
  if (!student) throw fail.notFound('studentNotFound');
  await classOfStudent(db, classId, studentId);
  return student;
}

/** Saves the teacher's comment on a student's term report in their class (an empty one clears it). */
export async function setReportComment(deps: Deps, me: UserRow, input: ReportCommentInput) {
  const now = deps.now();
  await classForOwner(deps.db, me, input.classId);
  await studentOfClass(deps.db, input.classId, input.studentId);
  await deps.db
    .insert(reportComments)
    .values({ classId: input.classId, studentId: input.studentId, comment: input.comment, updatedAt: now })
    .onConflictDoUpdate({
      target: [reportComments.classId, reportComments.studentId],
      set: { comment: input.comment, updatedAt: now },
    });
  return { message: messages.reportCommentSaved, comment: input.comment };
}

/** The teacher's comment on a student's term report in their class ('' until one is saved). */
export async function getReportComment(deps: Deps, me: UserRow, input: { classId: string; studentId: string }) {
  await classForOwner(deps.db, me, input.classId);
  await studentOfClass(deps.db, input.classId, input.studentId);
  return { comment: await commentOf(deps.db, input.classId, input.studentId) };
}

/**
 * The class's lessons held so far (not cancelled, started by `now`) and the student's marks on them:
 * present, late, absent and leave (excused); null when the class has held none. One statement.
 */
async function attendanceOf(
  db: DbOrTx,
  classId: string,
  studentId: string,
  now: Date,
): Promise<ReportAttendance | null> {
  const marked = (status: string) =>
    sql<number>`(count(*) filter (where ${attendance.status} = ${status}))::int`.mapWith(Number);
  const [row] = await db
    .select({
      lessons: sql<number>`count(*)::int`.mapWith(Number),
      present: marked('present'),
      late: marked('late'),
      absent: marked('absent'),
      leave: marked('excused'),
    })
    .from(lessons)
    .leftJoin(attendance, and(eq(attendance.lessonId, lessons.id), eq(attendance.studentId, studentId)))
    .where(and(eq(lessons.classId, classId), eq(lessons.status, 'scheduled'), lte(lessons.startsAt, now)));
  return row && row.lessons > 0 ? row : null;
}

const commentOf = async (db: DbOrTx, classId: string, studentId: string) => {
  const [row] = await db
    .select({ comment: reportComments.comment })
    .from(reportComments)
    .where(and(eq(reportComments.classId, classId), eq(reportComments.studentId, studentId)));
  return row?.comment ?? '';
};

/** The report's PDF for a student known to be in the class. */
async function reportFile(
  deps: Deps,
  klass: { id: string; name: string; teacherId: string },
  student: { id: string; name: string },
  lang: Language,
) {
  const now = deps.now();
  const db = deps.db;
  const [{ homework, setup, grade }, marks, comment, school, teacher] = await Promise.all([
    studentGradeIn(db, klass.id, student.id, now),
    attendanceOf(db, klass.id, student.id, now),
    commentOf(db, klass.id, student.id),
    schoolDetailsOf(deps, db),
    db.select({ name: users.name }).from(users).where(eq(users.id, klass.teacherId)),
  ]);
  const names = new Map(setup.categories.map((c) => [c.id, categoryName(c, lang)]));
  const bytes = await termReportPdf(
    {
      school,
      className: klass.name,
      teacherName: teacher[0]?.name ?? '',
      studentName: student.name,
      at: now,
      timeZone: deps.school.timeZone,
      homework: homework.flatMap((h, i) => {
        const c = grade.cells[i];
        return c
          ? [
              {
                name: h.name,
                category: names.get(c.categoryId) ?? '',
                points: c.points,
                earned: c.earned,
                latePercent: c.latePercent,
              },
            ]
          : [];
      }),
      categories: setup.categories.map((c) => ({
        name: categoryName(c, lang),
        weight: c.weight,
        percent: grade.categories.find((p) => p.categoryId === c.id)?.percent ?? null,
      })),
      percent: grade.percent,
      letter: grade.letter,
      attendance: marks,
      comment,
    },
    lang,
  );
  const stem = [...`${student.name} ${klass.name}`]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .trim();
  return presentFile(`${stem} term report.pdf`, 'application/pdf', bytes);
}

/** A student's term report in the teacher's class, as a PDF in `lang`. */
export async function getTeacherTermReport(
  deps: Deps,
  me: UserRow,
  input: { classId: string; studentId: string; lang: Language },
) {
  const klass = await classForOwner(deps.db, me, input.classId);
  const student = await studentOfClass(deps.db, input.classId, input.studentId);
  return reportFile(deps, klass, student, input.lang);
}

/** A student's term report for the student or their parent, as a PDF in `lang`. */
export async function getFamilyTermReport(
  deps: Deps,
  me: UserRow,
  input: { classId: string; studentId: string; lang: Language },
) {
  const student = await studentForCaller(deps.db, me, input.studentId, deps.now());
  const klass = await classOfStudent(deps.db, input.classId, student.id);
  return reportFile(deps, klass, student, input.lang);
}
