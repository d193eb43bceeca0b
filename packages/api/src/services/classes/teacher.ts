import { type ClassRow, classes, classSources, type DbOrTx, type UserRow } from '@quanta/db';
import { classStates, type Language, limits, toMinorUnits, type UpdateClassInput } from '@quanta/validators';
import { desc, eq } from 'drizzle-orm';
import { Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { presentClass, presentTeacherClass } from '../../presenters/class';
import { ownListWhere } from '../own-list';
import { pageOf } from '../paging';
import { sanitiseRichText } from '../richtext/sanitise';
import { checkChosenSources } from '../sources/choice';
import { homeworkOfClass, setClassSources, sourceIdsOfClass, sourcesOfClass } from './data';

/** The owner's full view of a class, as the edit page loads it. */
async function managerView(db: DbOrTx, currency: string, me: UserRow, row: ClassRow) {
  const [sources, homework] = await Promise.all([sourcesOfClass(db, row.id), homeworkOfClass(db, row.id)]);
  return {
    ...presentClass(row, { access: 'manager', currency, teacher: { id: me.id, name: me.name }, sources, homework }),
    canEdit: true,
  };
}

/** The teacher's own classes whose name contains `name`, newest first, a page at a time. */
export async function listTeacherClasses(
  deps: Deps,
  me: UserRow,
  input: { name: string; language?: Language; page: number; pageSize: number },
) {
  const where = ownListWhere(classes, me.id, input);
  const { list, total } = await pageOf(
    deps.db,
    { table: classes, where },
    deps.db.select().from(classes).where(where).orderBy(desc(classes.createdAt), desc(classes.id)).$dynamic(),
    input,
  );
  return { list: list.map((row) => presentTeacherClass(row, deps.school.currency)), total };
}

/** A blank draft owned by the caller; the web app opens its edit page. */
export async function createClass(deps: Deps, me: UserRow, language: Language) {
  const [row] = await deps.db.insert(classes).values({ teacherId: me.id, language }).returning();
  return managerView(deps.db, deps.school.currency, me, row!);
}

/** Deletes the teacher's class with its roster, requests, homework list and exercises (cascade). */
export async function deleteClass(deps: Deps, me: UserRow, id: string) {
  await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, id, true);
    await tx.delete(classes).where(eq(classes.id, id));
  });
  return { id };
}

/**
 * The teacher's publish toggle: 1 submits a draft for the admins' audit (a class already submitted or
 * published stays as it is), 0 withdraws it to a draft. Only an admin publishes (2).
 */
export async function setPublish(deps: Deps, me: UserRow, id: string, publish: 0 | 1) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await classForOwner(tx, me, id, true);
    const next =
      publish === 0 ? classStates.draft : current.isPublish === classStates.draft ? classStates.submitted : null;
    if (next === null || next === current.isPublish) return current;
    if (next === classStates.submitted && !current.name.trim()) throw fail.badRequest('classNameRequiredToPublish');
    const [updated] = await tx
      .update(classes)
      .set({ isPublish: next, updatedAt: deps.now() })
      .where(eq(classes.id, id))
      .returning();
    return updated!;
  });
  return presentTeacherClass(row, deps.school.currency);
}

/** A draft copy of the teacher's class with the same sources, named "<name> (copy)". */
export async function copyClass(deps: Deps, me: UserRow, id: string) {
  const copy = await deps.db.transaction(async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...original } = await classForOwner(tx, me, id);
    const suffix = ' (copy)';
    const [row] = await tx
      .insert(classes)
      .values({
        ...original,
        name: `${original.name.slice(0, limits.className - suffix.length)}${suffix}`,
        isPublish: classStates.draft,
        orderIndex: 0,
      })
      .returning();
    const sourceIds = await sourceIdsOfClass(tx, id);
    if (sourceIds.length > 0) {
      await tx.insert(classSources).values(sourceIds.map((sourceId) => ({ classId: row!.id, sourceId })));
    }
    return row!;
  });
  return presentTeacherClass(copy, deps.school.currency);
}

/**
 * Checks the sources chosen for a class: each must be the teacher's own; one newly chosen must not have
 * expired (one already on the class may stay after it expires, so the form can still be saved).
 */
async function checkSources(db: DbOrTx, me: UserRow, classId: string, ids: string[], now: Date) {
  const current = await sourceIdsOfClass(db, classId);
  await checkChosenSources(db, me, Permission.SourceOwn, ids, now, current);
}

/** Saves the class edit form; rich fields are sanitised, the publish state and order index are kept. */
export async function updateClass(deps: Deps, me: UserRow, input: UpdateClassInput) {
  const row = await deps.db.transaction(async (tx) => {
    await classForOwner(tx, me, input._id, true);
    await checkSources(tx, me, input._id, input.source, deps.now());
    const [updated] = await tx
      .update(classes)
      .set({
        name: input.name,
        priceMinor: toMinorUnits(input.price, deps.school.currency),
        image: input.image,
        category: input.category,
        startDate: input.startDate,
        endDate: input.endDate,
        description: sanitiseRichText(input.description),
        language: input.language,
        registerLink: input.registerLink,
        introduction: sanitiseRichText(input.introduction),
        bulletin: sanitiseRichText(input.bulletin),
        paymentInfo: sanitiseRichText(input.paymentInfo),
        includeLibrary: input.includeLibrary,
        autoPublish: input.autoPublish,
        autoPublishAccuracy: input.autoPublishAccuracy,
        lessonPackageSize: input.lessonPackageSize,
        lessonPackagePriceMinor: toMinorUnits(input.lessonPackagePrice, deps.school.currency),
        updatedAt: deps.now(),
      })
      .where(eq(classes.id, input._id))
      .returning();
    await setClassSources(tx, input._id, input.source);
    return updated!;
  });
  return managerView(deps.db, deps.school.currency, me, row);
}
