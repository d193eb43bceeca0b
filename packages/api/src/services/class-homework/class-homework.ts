import { classHomework, classStudents, type DbOrTx, exercises, homework, type UserRow, users } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { exercisesForTeacher } from '../../policies/exercise';
import { homeworkForOwner } from '../../policies/homework';
import { presentClassHomework } from '../../presenters/class-homework';
import { presentStudent } from '../../presenters/enrolment';
import { publishToStudents, questionCountOf, rosterMembers } from './publish';

/** A class's homework list in order, each with its question count and how many students have it. */
export async function listClassHomework(db: DbOrTx, classId: string) {
  const rows = await db
    .select({
      homeworkId: homework.id,
      name: homework.name,
      dueDate: homework.dueDate,
      isExam: homework.isExam,
      examDuration: homework.examDuration,
      position: classHomework.position,
      numQuestions:
        sql<number>`(select count(*)::int from homework_questions hq where hq.homework_id = ${homework.id})`.mapWith(
          Number,
        ),
      published: sql<number>`(select count(*)::int from exercises e
        where e.class_id = ${classHomework.classId} and e.homework_id = ${classHomework.homeworkId})`.mapWith(Number),
    })
    .from(classHomework)
    .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
    .where(eq(classHomework.classId, classId))
    .orderBy(asc(classHomework.position), asc(classHomework.createdAt));
  return rows.map(presentClassHomework);
}

async function entryOf(db: DbOrTx, classId: string, homeworkId: string) {
  const [row] = await db
    .select({ position: classHomework.position })
    .from(classHomework)
    .where(and(eq(classHomework.classId, classId), eq(classHomework.homeworkId, homeworkId)))
    .limit(1);
  return row;
}

async function publishedCount(db: DbOrTx, classId: string, homeworkId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(exercises)
    .where(and(eq(exercises.classId, classId), homeworkId ? eq(exercises.homeworkId, homeworkId) : undefined));
  return row?.n ?? 0;
}

/** Add content: puts one of the teacher's homework at the end of their class's list, once. */
export async function addHomeworkToClass(deps: Deps, me: UserRow, input: { id: string; hwID: string }) {
  await deps.db.transaction(async (tx) => {
    // The class row is held so two adds never take the same position.
    await classForOwner(tx, me, input.id, true);
    await homeworkForOwner(tx, me, input.hwID);
    if (await entryOf(tx, input.id, input.hwID)) throw fail.conflict('homeworkAlreadyInClass');
    const [last] = await tx
      .select({ p: max(classHomework.position) })
      .from(classHomework)
      .where(eq(classHomework.classId, input.id));
    await tx
      .insert(classHomework)
      .values({ classId: input.id, homeworkId: input.hwID, position: (last?.p ?? -1) + 1, createdAt: deps.now() });
  });
  return { message: messages.addSuccess, homeworkList: await listClassHomework(deps.db, input.id) };
}

/** Takes a homework off the class's list; refused while students of the class have it (unpublish first). */
export async function removeHomeworkFromClass(deps: Deps, me: UserRow, input: { id: string; hwID: string }) {
  await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, input.id, true);
    if (!(await entryOf(tx, input.id, input.hwID))) throw fail.notFound('homeworkNotInClass');
    if ((await publishedCount(tx, input.id, input.hwID)) > 0) throw fail.conflict('homeworkPublishedInClass');
    await tx
      .delete(classHomework)
      .where(and(eq(classHomework.classId, input.id), eq(classHomework.homeworkId, input.hwID)));
  });
  return { message: messages.deleteSuccess, homeworkList: await listClassHomework(deps.db, input.id) };
}

/** Remove all: empties the class's list; refused (nothing removed) while any of it is published. */
export async function removeAllHomework(deps: Deps, me: UserRow, classId: string) {
  await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, classId, true);
    if ((await publishedCount(tx, classId)) > 0) throw fail.conflict('homeworkPublishedInClass');
    await tx.delete(classHomework).where(eq(classHomework.classId, classId));
  });
  return { message: messages.deleteSuccess, homeworkList: [] };
}

/**
 * Publishes a homework of the class's list to chosen students of its roster: each gets one exercise with
 * an answer per question. Students who have it already are skipped; `published` says how many got it.
 */
export async function publishHomework(
  deps: Deps,
  me: UserRow,
  input: { classID: string; hwID: string; studentIDs: string[] },
) {
  const published = await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, input.classID);
    if (!(await entryOf(tx, input.classID, input.hwID))) throw fail.notFound('homeworkNotInClass');
    if ((await questionCountOf(tx, input.hwID)) === 0) throw fail.conflict('homeworkHasNoQuestions');
    const members = await rosterMembers(tx, input.classID, input.studentIDs);
    if (members.size !== input.studentIDs.length) throw fail.notFound('studentNotInClass');
    return publishToStudents(tx, {
      classId: input.classID,
      homeworkId: input.hwID,
      studentIds: input.studentIDs,
      now: deps.now(),
    });
  });
  return {
    message: messages.publishHomeworkSuccess,
    published: published.length,
    skipped: input.studentIDs.length - published.length,
    studentIDs: published,
  };
}

/** Unpublish: deletes the named exercises (answers and corrections with them), all of the teacher's classes. */
export async function unpublishHomework(deps: Deps, me: UserRow, exerciseIds: string[]) {
  const removed = await deps.db.transaction(async (tx) => {
    const ids = await exercisesForTeacher(tx, me, exerciseIds);
    return tx.delete(exercises).where(inArray(exercises.id, ids)).returning({ id: exercises.id });
  });
  return { message: messages.unpublishHomeworkSuccess, unpublished: removed.length };
}

/** The class roster for one homework of its list: per student whether it is published and the exercise. */
export async function studentsForHomework(deps: Deps, me: UserRow, input: { classID: string; hwID: string }) {
  await classForOwner(deps.db, me, input.classID);
  if (!(await entryOf(deps.db, input.classID, input.hwID))) throw fail.notFound('homeworkNotInClass');
  const rows = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, exerciseId: exercises.id })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(
      exercises,
      and(
        eq(exercises.classId, classStudents.classId),
        eq(exercises.homeworkId, input.hwID),
        eq(exercises.studentId, classStudents.studentId),
      ),
    )
    .where(eq(classStudents.classId, input.classID))
    .orderBy(asc(users.name), asc(users.id));
  return {
    list: rows.map((r) => ({
      student: presentStudent(r),
      published: r.exerciseId !== null,
      exerciseId: r.exerciseId,
    })),
  };
}
