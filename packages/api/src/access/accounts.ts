import type { UserRow } from '@quanta/db';
import { refused } from './access';

/** What the caller may change on Profile (§5): a teacher their e-mail, a parent which linked children stay. */
export function profilePolicies(me: Pick<UserRow, 'role'>) {
  return { editEmail: me.role === 'Teacher', editDependents: me.role === 'Parent' };
}

/**
 * The profile form changes the caller's own record only (403), never their role ('roleContactAdmin'), and
 * the e-mail only where `profilePolicies` allows it ('emailContactAdmin').
 */
export function requireProfileChange(me: UserRow, change: { id?: string; role?: string; newEmail?: string }): void {
  if (change.id && change.id !== me.id) throw refused();
  if (change.role && change.role !== me.role) throw refused('roleContactAdmin');
  if (change.newEmail && !profilePolicies(me).editEmail) throw refused('emailContactAdmin');
}

/** A parent keeps or drops linked children on Profile but links no new one (403 'dependentNotLinked'). */
export function requireDependentsLinked(wanted: string[], linked: string[]): void {
  if (wanted.some((e) => !linked.includes(e))) throw refused('dependentNotLinked');
}

/** An admin deletes any user but themself (403 'cannotDeleteSelf'). */
export function requireNotSelf(me: UserRow, id: string): void {
  if (id === me.id) throw refused('cannotDeleteSelf');
}

/** A change that takes an admin away needs another admin left (403 'lastAdmin'); `admins` counts them now. */
export function requireAdminRemains(admins: number): void {
  if (admins <= 1) throw refused('lastAdmin');
}
