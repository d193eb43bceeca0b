import { exercises, type HomeworkRow, homework, homeworkQuestions, type UserRow } from '@quanta/db';
import { type Language, limits, messages, type UpdateHomeworkInput } from '@quanta/validators';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { homeworkForOwner, homeworkForReader } from '../../policies/homework';
import { presentHomework } from '../../presenters/homework';
import { ownListWhere } from '../own-list';
import { pageOf } from '../paging';
import { sanitiseRichText } from '../richtext/sanitise';
import { checkHomeworkQuestions, loadHomeworkParts, questionIdsOf, renumberQuestions } from './data';
import { redrawOrders } from './redraw-orders';

async function present(deps: Deps, row: HomeworkRow, withSolution = true) {
  const parts = await loadHomeworkParts(deps.db, [row.id]);
  return presentHomework(row, parts.get(row.id) ?? { questions: [], classes: [] }, { withSolution });
}

async function presentById(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(homework).where(eq(homework.id, id)).limit(1);
  if (!row) throw fail.notFound('homeworkNotFound');
  return present(deps, row);
}

/** My HomeWorks: the caller's homework whose name contains `name`, newest first, 10 a page. */
export async function listTeacherHomework(
  deps: Deps,
  me: UserRow,
  input: { name: string; language?: Language; page: number; pageSize: number },
) {
  const where = ownListWhere(homework, me.id, input);
  const { list: rows, total } = await pageOf(
    deps.db,
    { table: homework, where },
    deps.db.select().from(homework).where(where).orderBy(desc(homework.createdAt), desc(homework.id)).$dynamic(),
    input,
  );
  const parts = await loadHomeworkParts(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => presentHomework(r, parts.get(r.id) ?? { questions: [], classes: [] })),
    total,
  };
}

/** user/getHWById: the whole homework for its teachers; without answers and solutions for students and parents. */
export async function getHomework(deps: Deps, me: UserRow, id: string) {
  const { row, withSolution } = await homeworkForReader(deps.db, me, id, deps.now());
  return present(deps, row, withSolution);
}

/** A blank homework of the caller; the web app opens its edit page. */
export async function createHomework(deps: Deps, me: UserRow, language: Language) {
  const now = deps.now();
  const [row] = await deps.db
    .insert(homework)
    .values({ teacherId: me.id, language, createdAt: now, updatedAt: now })
    .returning();
  return { ...(await present(deps, row!)), message: messages.createHomeworkSuccess };
}

const copyName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, limits.homeworkName - suffix.length)}${suffix}`;
};

/** A copy of one of the caller's homework with the same questions in order; not added to any class. */
export async function copyHomework(deps: Deps, me: UserRow, id: string) {
  const newId = await deps.db.transaction(async (tx) => {
    const source = await homeworkForOwner(tx, me, id);
    const now = deps.now();
    const [row] = await tx
      .insert(homework)
      .values({
        teacherId: me.id,
        name: copyName(source.name),
        description: source.description,
        language: source.language,
        dueDate: source.dueDate,
        isExam: source.isExam,
        examDuration: source.examDuration,
        opensAt: source.opensAt,
        closesAt: source.closesAt,
        shuffleQuestions: source.shuffleQuestions,
        shuffleChoices: source.shuffleChoices,
        workPhotos: source.workPhotos,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: homework.id });
    const ids = await questionIdsOf(tx, id);
    if (ids.length > 0) {
      await tx
        .insert(homeworkQuestions)
        .values(ids.map((questionId, position) => ({ homeworkId: row!.id, questionId, position })));
    }
    return row!.id;
  });
  return presentById(deps, newId);
}

/**
 * Deletes one of the caller's homework and takes it off every class. Refused (409) once it has been
 * published to a student: their exercise would go with it.
 */
export async function deleteHomework(deps: Deps, me: UserRow, id: string) {
  await deps.db.transaction(async (tx) => {
    await homeworkForOwner(tx, me, id, true);
    const [published] = await tx.select({ n: count() }).from(exercises).where(eq(exercises.homeworkId, id));
    if ((published?.n ?? 0) > 0) throw fail.conflict('homeworkPublished');
    await tx.delete(homework).where(eq(homework.id, id));
  });
  return { id, message: messages.deleteHomeworkSuccess };
}

/**
 * The edit form's save. `numQuestions` is not stored: it always counts the question list. The exam's
 * window and the shuffle flags keep their stored values when absent; the window, as it will be stored,
 * must close after it opens. A shuffle flag that changes re-draws (or clears) the orders of the exercises
 * nobody has begun, in the same transaction (`redrawOrders`); begun ones keep the order their student saw.
 */
export async function updateHomework(deps: Deps, me: UserRow, input: UpdateHomeworkInput) {
  const row = await deps.db.transaction(async (tx) => {
    const stored = await homeworkForOwner(tx, me, input._id, true);
    const opensAt = input.opensAt === undefined ? stored.opensAt : input.opensAt;
    const closesAt = input.closesAt === undefined ? stored.closesAt : input.closesAt;
    // As the input's own check words it when both times come together (400 `closesAt: must be after opensAt`).
    if (opensAt && closesAt && closesAt <= opensAt) throw fail.badRequest('windowOutOfOrder', { field: 'closesAt' });
    const shuffleQuestions = input.shuffleQuestions ?? stored.shuffleQuestions;
    const shuffleChoices = input.shuffleChoices ?? stored.shuffleChoices;
    const [updated] = await tx
      .update(homework)
      .set({
        name: input.name,
        description: sanitiseRichText(input.description),
        language: input.language,
        dueDate: input.dueDate,
        isExam: input.isExam,
        examDuration: input.examDuration,
        opensAt,
        closesAt,
        shuffleQuestions,
        shuffleChoices,
        workPhotos: input.workPhotos ?? stored.workPhotos,
        updatedAt: deps.now(),
      })
      .where(eq(homework.id, input._id))
      .returning();
    await redrawOrders(tx, input._id, {
      questions: shuffleQuestions === stored.shuffleQuestions ? undefined : shuffleQuestions,
      choices: shuffleChoices === stored.shuffleChoices ? undefined : shuffleChoices,
    });
    return updated!;
  });
  return present(deps, row);
}

/** Appends questions to the end of the list in the order given; ones already in the list stay where they are. */
export async function addQuestionsToHomework(deps: Deps, me: UserRow, id: string, questionIds: string[]) {
  await deps.db.transaction(async (tx) => {
    await homeworkForOwner(tx, me, id, true);
    const current = await questionIdsOf(tx, id);
    const fresh = questionIds.filter((q) => !current.includes(q));
    if (current.length + fresh.length > limits.homeworkQuestionsMax) {
      throw fail.badRequest('homeworkTooManyQuestions', { max: limits.homeworkQuestionsMax });
    }
    await checkHomeworkQuestions(tx, me, fresh, deps.now());
    if (fresh.length > 0) {
      await tx
        .insert(homeworkQuestions)
        .values(fresh.map((questionId, i) => ({ homeworkId: id, questionId, position: current.length + i })));
    }
    await tx.update(homework).set({ updatedAt: deps.now() }).where(eq(homework.id, id));
  });
  return presentById(deps, id);
}

/** Takes questions off the list (ids not in it are ignored); the rest keep their order. */
export async function removeQuestionsFromHomework(deps: Deps, me: UserRow, id: string, questionIds: string[]) {
  await deps.db.transaction(async (tx) => {
    await homeworkForOwner(tx, me, id, true);
    await tx
      .delete(homeworkQuestions)
      .where(and(eq(homeworkQuestions.homeworkId, id), inArray(homeworkQuestions.questionId, questionIds)));
    await renumberQuestions(tx, id);
    await tx.update(homework).set({ updatedAt: deps.now() }).where(eq(homework.id, id));
  });
  return presentById(deps, id);
}

/**
 * Replaces the whole list with `questionIds` in that order (the edit screen's transfer). Questions
 * already in the list may stay even if no longer open to the teacher; new ones are checked.
 */
export async function setHomeworkQuestions(deps: Deps, me: UserRow, id: string, questionIds: string[]) {
  await deps.db.transaction(async (tx) => {
    await homeworkForOwner(tx, me, id, true);
    const current = await questionIdsOf(tx, id);
    await checkHomeworkQuestions(
      tx,
      me,
      questionIds.filter((q) => !current.includes(q)),
      deps.now(),
    );
    await tx.delete(homeworkQuestions).where(eq(homeworkQuestions.homeworkId, id));
    if (questionIds.length > 0) {
      await tx
        .insert(homeworkQuestions)
        .values(questionIds.map((questionId, position) => ({ homeworkId: id, questionId, position })));
    }
    await tx.update(homework).set({ updatedAt: deps.now() }).where(eq(homework.id, id));
  });
  return presentById(deps, id);
}
