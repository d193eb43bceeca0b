import { classes, users } from '@quanta/db';
import { type AuditClassInput, classStates, type Language } from '@quanta/validators';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForAdmin } from '../../policies/class';
import { presentAuditClass } from '../../presenters/class';
import { teacherOf } from './data';

const onAuditList = [classStates.submitted, classStates.published];

/** Every submitted or published class (of one language, or all), with its teacher, by order index. */
export async function auditClasses(deps: Deps, language?: Language) {
  const rows = await deps.db
    .select({ row: classes, teacher: { id: users.id, name: users.name } })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(and(inArray(classes.isPublish, onAuditList), language ? eq(classes.language, language) : undefined))
    .orderBy(asc(classes.orderIndex), asc(classes.name), asc(classes.id));
  return { list: rows.map(({ row, teacher }) => presentAuditClass(row, teacher)) };
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
  return presentAuditClass(row, await teacherOf(deps.db, row));
}
