import { type DbOrTx, familyLinks, type UserRow, users } from '@quanta/db';
import { type Role, splitDependents, type UpdateUserInput } from '@quanta/validators';
import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { requireAdminRemains, requireNotSelf } from '../../access/accounts';
import { hashPassword } from '../../auth/password';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentUser } from '../../presenters/user';
import { endSessionsOf } from '../accounts/sessions';
import { isForeignKeyViolation } from '../db-errors';
import { containsPattern } from '../like';
import { pageOf } from '../paging';
import { countAdmins, dependentOf, dependentsOf, findUserByEmail, findUserById } from './data';

/** The admin's user list: name or e-mail contains the keyword, newest first, paged in the database. */
export async function listUsers(deps: Deps, keyword: string, page: number, pageSize: number) {
  const pattern = containsPattern(keyword);
  const where = keyword ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const { list: rows, total } = await pageOf(
    deps.db,
    { table: users, where },
    deps.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    { page, pageSize },
  );
  const links = await dependentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const today = deps.now();
  return {
    list: rows.map((r) => presentUser(r, { dependents: links.get(r.id) ?? [], today })),
    total,
  };
}

export async function getUser(deps: Deps, id: string) {
  const user = await findUserById(deps.db, id);
  if (!user) throw fail.notFound('userNotFound');
  return presentUser(user, { dependents: await dependentOf(deps.db, id), today: deps.now() });
}

export async function createUser(deps: Deps, input: { name: string; email: string; password: string; role: Role }) {
  const passwordHash = await hashPassword(input.password);
  const [row] = await deps.db
    .insert(users)
    .values({ name: input.name, email: input.email, role: input.role, passwordHash, emailVerified: true })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw fail.conflict('emailTaken');
  return presentUser(row, { dependents: [], today: deps.now() });
}

export async function deleteUser(deps: Deps, me: UserRow, id: string) {
  requireNotSelf(me, id);
  try {
    await deps.db.transaction(async (tx) => {
      const target = await findUserById(tx, id);
      if (!target) throw fail.notFound('userNotFound');
      if (target.isAdmin) requireAdminRemains(await countAdmins(tx));
      await tx.delete(users).where(eq(users.id, id));
    });
  } catch (error) {
    // Classes, questions, homework and sources are kept: their owner cannot be deleted under them.
    if (isForeignKeyViolation(error)) throw fail.conflict('userOwnsContent');
    throw error;
  }
}

/** Replaces a user's family links by the e-mails of `dependent`, checking each account's role. */
async function relink(tx: DbOrTx, user: { id: string; role: Role }, dependent: string) {
  const emails = splitDependents(dependent);
  await tx.delete(familyLinks).where(or(eq(familyLinks.parentId, user.id), eq(familyLinks.studentId, user.id)));
  if (user.role === 'Teacher' || emails.length === 0) return;
  const wantedRole: Role = user.role === 'Parent' ? 'Student' : 'Parent';
  if (user.role === 'Student' && emails.length > 1) throw fail.badRequest('studentHasParent');
  const found = await tx.select().from(users).where(inArray(users.email, emails));
  for (const email of emails) {
    const other = found.find((u) => u.email === email);
    if (!other) throw fail.badRequest('dependentNotFound', { email });
    if (other.role !== wantedRole) throw fail.badRequest('dependentWrongRole', { role: wantedRole });
  }
  const pairs = found.map((o) =>
    user.role === 'Parent' ? { parentId: user.id, studentId: o.id } : { parentId: o.id, studentId: user.id },
  );
  // A student has one parent: linking moves them from any other parent.
  await tx.delete(familyLinks).where(
    inArray(
      familyLinks.studentId,
      pairs.map((p) => p.studentId),
    ),
  );
  await tx.insert(familyLinks).values(pairs);
}

/** The admin's edit; a change of e-mail, role, admin flag or password ends the user's sessions. */
export async function updateUser(deps: Deps, input: UpdateUserInput) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const current = await findUserById(tx, input._id);
    if (!current) throw fail.notFound('userNotFound');
    if (current.isAdmin && !input.isAdmin) requireAdminRemains(await countAdmins(tx));
    const clash = await findUserByEmail(tx, input.email);
    if (clash && clash.id !== current.id) throw fail.conflict('emailTaken');
    const revoke =
      !!passwordHash ||
      input.email !== current.email ||
      input.role !== current.role ||
      input.isAdmin !== current.isAdmin;
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        isAdmin: input.isAdmin,
        role: input.role,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(users.id, input._id))
      .returning();
    if (revoke) await endSessionsOf(tx, input._id);
    await relink(tx, { id: input._id, role: input.role }, input.dependent);
    return row as UserRow;
  });
  return presentUser(updated, { dependents: await dependentOf(deps.db, updated.id), today: deps.now() });
}
