import { classHomework, type DbOrTx, gradeCategories, type HomeworkRow, homework, type UserRow } from '@quanta/db';
import { messages, type SaveGradeCategoriesInput, type SetHomeworkGradingInput } from '@quanta/validators';
import { and, eq, notInArray } from 'drizzle-orm';
import { ownedRow, Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { presentGradeCategory } from '../../presenters/gradebook';
import { classHomeworkColumns, type GradeHomework, gradeSetupOf } from './grade-data';
import { categoryOf, defaultCategoriesOf, type GradeCategory } from './grade-rules';

/** A homework of the class's list as the grade setup shows it. */
const presentSetupHomework = (h: GradeHomework, categories: GradeCategory[]) => ({
  homeworkId: h.id,
  name: h.name,
  isExam: h.isExam,
  categoryId: categoryOf(h, categories),
  points: h.points,
  questionCount: h.questionCount,
  latePenaltyPercent: h.latePenaltyPercent,
  attemptsAllowed: h.attemptsAllowed,
  attemptsCounted: h.attemptsCounted === 'last' ? ('last' as const) : ('best' as const),
});

async function setupOf(db: DbOrTx, classId: string) {
  const [setup, list] = await Promise.all([gradeSetupOf(db, classId), classHomeworkColumns(db, classId)]);
  return {
    categories: setup.categories.map(presentGradeCategory),
    // Homework off the class's list has no place to keep a category: the setup lists the class's own.
    homework: list.filter((h) => h.listed).map((h) => presentSetupHomework(h, setup.categories)),
  };
}

/** The class's categories and each homework of its list with its grading: the class's teacher only. */
export async function getGradeSetup(deps: Deps, me: UserRow, classId: string) {
  await classForOwner(deps.db, me, classId);
  return setupOf(deps.db, classId);
}

/** The class's stored categories, in order. */
const storedCategories = (db: DbOrTx, classId: string) =>
  db
    .select({ id: gradeCategories.id, kind: gradeCategories.kind })
    .from(gradeCategories)
    .where(eq(gradeCategories.classId, classId));

/** Stores the class's default categories (with their fixed ids) when it has none yet. */
async function storeDefaults(db: DbOrTx, classId: string, now: Date) {
  const defaults = defaultCategoriesOf(classId);
  await db.insert(gradeCategories).values(
    defaults.map((c, position) => ({
      id: c.id,
      classId,
      kind: c.kind,
      name: c.name,
      weight: c.weight,
      position,
      createdAt: now,
    })),
  );
}

/**
 * Replaces the class's categories in one transaction: those named by `_id` (one of the class's, or a
 * default not stored yet) are changed, the others added, and any left out removed (their homework falls
 * back to the default category).
 */
export async function saveGradeCategories(deps: Deps, me: UserRow, input: SaveGradeCategoriesInput) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, input.classId, true);
    const stored = await storedCategories(tx, input.classId);
    const known = new Set((stored.length > 0 ? stored : defaultCategoriesOf(input.classId)).map((c) => c.id));
    input.categories.forEach((c, i) => {
      if (c._id && !known.has(c._id))
        throw fail.badRequest('gradeCategoryNotInClass', { field: `categories.${i}._id` });
    });
    const storedIds = new Set(stored.map((c) => c.id));
    const kept = input.categories.flatMap((c) => (c._id && storedIds.has(c._id) ? [c._id] : []));
    await tx
      .delete(gradeCategories)
      .where(
        and(
          eq(gradeCategories.classId, input.classId),
          kept.length > 0 ? notInArray(gradeCategories.id, kept) : undefined,
        ),
      );
    for (const [position, c] of input.categories.entries()) {
      const values = { kind: c.kind, name: c.name, weight: c.weight, position };
      if (c._id && storedIds.has(c._id)) {
        await tx.update(gradeCategories).set(values).where(eq(gradeCategories.id, c._id));
      } else {
        await tx
          .insert(gradeCategories)
          .values({ ...values, ...(c._id ? { id: c._id } : {}), classId: input.classId, createdAt: now });
      }
    }
  });
  return { message: messages.gradeCategoriesSaved, ...(await setupOf(deps.db, input.classId)) };
}

/**
 * Sets one homework's grading in a class in one transaction: its category on the class's list (null: the
 * default; the class's default categories are stored first when one of them is named), and its points,
 * late penalty and attempts on the homework, which the caller must own.
 */
export async function setHomeworkGrading(deps: Deps, me: UserRow, input: SetHomeworkGradingInput) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, input.classId, true);
    await ownedRow<HomeworkRow>(tx, me, Permission.HomeworkOwn, input.homeworkId, true);
    const [entry] = await tx
      .select({ homeworkId: classHomework.homeworkId })
      .from(classHomework)
      .where(and(eq(classHomework.classId, input.classId), eq(classHomework.homeworkId, input.homeworkId)));
    if (!entry) throw fail.notFound('homeworkNotInClass');
    if (input.categoryId) {
      const stored = await storedCategories(tx, input.classId);
      const isDefault =
        stored.length === 0 && defaultCategoriesOf(input.classId).some((c) => c.id === input.categoryId);
      if (isDefault) await storeDefaults(tx, input.classId, now);
      else if (!stored.some((c) => c.id === input.categoryId))
        throw fail.badRequest('gradeCategoryNotInClass', { field: 'categoryId' });
    }
    await tx
      .update(homework)
      .set({
        points: input.points,
        latePenaltyPercent: input.latePenaltyPercent,
        attemptsAllowed: input.attemptsAllowed,
        attemptsCounted: input.attemptsCounted,
        updatedAt: now,
      })
      .where(eq(homework.id, input.homeworkId));
    await tx
      .update(classHomework)
      .set({ categoryId: input.categoryId })
      .where(and(eq(classHomework.classId, input.classId), eq(classHomework.homeworkId, input.homeworkId)));
  });
  const setup = await setupOf(deps.db, input.classId);
  const row = setup.homework.find((h) => h.homeworkId === input.homeworkId);
  if (!row) throw fail.notFound('homeworkNotInClass');
  return { message: messages.homeworkGradingSaved, homework: row };
}
