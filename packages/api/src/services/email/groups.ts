import { emailGroupMembers, emailGroups, users } from '@quanta/db';
import { limits, messages } from '@quanta/validators';
import { asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { groupForAdmin } from '../../policies/email-group';
import { presentEmailGroup, presentMember } from '../../presenters/email';
import { isUniqueViolation } from '../db-errors';
import { containsPattern } from '../like';

/** The group picker: groups whose name contains the keyword, by name, paged, each with its member ids. */
export async function listGroups(deps: Deps, input: { keyword: string; page: number; pageSize: number }) {
  const where = input.keyword ? ilike(emailGroups.name, containsPattern(input.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(emailGroups)
      .where(where)
      .orderBy(asc(sql`lower(${emailGroups.name})`), asc(emailGroups.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    deps.db.select({ n: count() }).from(emailGroups).where(where),
  ]);
  const members = rows.length
    ? await deps.db
        .select({ groupId: emailGroupMembers.groupId, userId: emailGroupMembers.userId })
        .from(emailGroupMembers)
        .where(
          inArray(
            emailGroupMembers.groupId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    list: rows.map((r) =>
      presentEmailGroup(
        r,
        members.filter((m) => m.groupId === r.id).map((m) => m.userId),
      ),
    ),
    total: total?.n ?? 0,
  };
}

/** One group with its members' names, e-mails and roles (the group modal's chosen list). */
export async function getGroupMembers(deps: Deps, id: string) {
  const group = await groupForAdmin(deps.db, id);
  const rows = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(emailGroupMembers)
    .innerJoin(users, eq(users.id, emailGroupMembers.userId))
    .where(eq(emailGroupMembers.groupId, id))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return {
    ...presentEmailGroup(
      group,
      rows.map((r) => r.id),
    ),
    users: rows.map(presentMember),
  };
}

function checkGroup(input: { name: string; users: string[] }) {
  if (!input.name) throw fail.badRequest('emailGroupNameRequired');
  if (input.users.length === 0) throw fail.badRequest('emailGroupUsersRequired');
}

async function writeMembers(
  tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
  groupId: string,
  ids: string[],
) {
  const [found] = await tx.select({ n: count() }).from(users).where(inArray(users.id, ids));
  if ((found?.n ?? 0) !== ids.length) throw fail.badRequest('emailGroupUserNotFound');
  await tx.delete(emailGroupMembers).where(eq(emailGroupMembers.groupId, groupId));
  for (let i = 0; i < ids.length; i += 1000) {
    await tx.insert(emailGroupMembers).values(ids.slice(i, i + 1000).map((userId) => ({ groupId, userId })));
  }
}

async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('emailGroupNameTaken', { name });
    throw error;
  }
}

export async function addGroup(deps: Deps, input: { name: string; users: string[] }) {
  checkGroup(input);
  if (input.users.length > limits.emailGroupUsersMax) {
    throw fail.badRequest('emailGroupTooLarge', { max: limits.emailGroupUsersMax });
  }
  const group = await uniqueName(input.name, () =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [row] = await tx
        .insert(emailGroups)
        .values({ name: input.name, createdAt: now, updatedAt: now })
        .returning();
      await writeMembers(tx, row!.id, input.users);
      return row!;
    }),
  );
  return { message: messages.addSuccess, ...presentEmailGroup(group, input.users) };
}

export async function editGroup(deps: Deps, input: { id: string; name: string; users: string[] }) {
  await groupForAdmin(deps.db, input.id);
  checkGroup(input);
  const group = await uniqueName(input.name, () =>
    deps.db.transaction(async (tx) => {
      await groupForAdmin(tx, input.id, true);
      const [row] = await tx
        .update(emailGroups)
        .set({ name: input.name, updatedAt: deps.now() })
        .where(eq(emailGroups.id, input.id))
        .returning();
      await writeMembers(tx, input.id, input.users);
      return row!;
    }),
  );
  return { message: messages.successfullySaved, ...presentEmailGroup(group, input.users) };
}

export async function deleteGroup(deps: Deps, id: string) {
  await groupForAdmin(deps.db, id);
  await deps.db.delete(emailGroups).where(eq(emailGroups.id, id));
  return { message: messages.deleteSuccess, id };
}
