import { classes, users } from '@quanta/db';
import { type AuditClassInput, classStates, type Language } from '@quanta/validators';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForAdmin } from '../../policies/class';
import { presentAuditClass } from '../../presenters/class';
import { pageOf } from '../paging';
import { teacherOf } from './data';

const onAuditList = [classStates.submitted, classStates.published];

/** Submitted and published classes (of one language, or all) with their teacher, by order index, a page at a time. */
export async function auditClasses(deps: Deps, input: { language?: Language; page: number; pageSize: number }) {
  const where = and(
    inArray(classes.isPublish, onAuditList),
    input.language ? eq(classes.language, input.language) : undefined,
  );
  const { list, total } = await pageOf(
    deps.db,
    { table: classes, where },
    deps.db
      .select({ row: classes, teacher: { id: users.id, name: users.name } })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.teacherId))
      .where(where)
      .orderBy(asc(classes.orderIndex), asc(classes.name), asc(classes.id))
      .$dynamic(),
    input,
  );
  return { list: list.map(({ row, teacher }) => presentAuditClass(row, teacher, deps.school.currency)), total };
}

/**
 * The admin's audit: publish (2), unpublish (1) or remove from the audit list back to a draft (0), and
 * optionally set the order index. A draft the teacher has not submitted cannot be published over their head.
 */
export async function auditClass(deps: Deps, input: AuditClassInput) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await classForAdmin(tx, input.id, true);
    if (current.isPublish === classStates.draft && input.isPublish !== classStates.draft) {
      throw fail.conflict('classNotSubmitted');
    }
    const [updated] = await tx
      .update(classes)
      .set({
        isPublish: input.isPublish,
        ...(input.orderIndex === undefined ? {} : { orderIndex: input.orderIndex }),
        updatedAt: deps.now(),
      })
      .where(eq(classes.id, input.id))
      .returning();
    return updated!;
  });
  return presentAuditClass(row, await teacherOf(deps.db, row), deps.school.currency);
}
