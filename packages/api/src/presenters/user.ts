import type { UserRow } from '@quanta/db';
import { currentGrade } from '@quanta/validators';
import { isoTime } from './time';

export interface PresentUserOptions {
  dependents: string[];
  token?: string;
  sRegister?: boolean;
  /** A student's family sign-up link waiting for their answer. */
  parentRequest?: { name: string; email: string } | null;
  today: Date;
}

/** The user as the spec's clients know it (`_id`, `dependent` as `a@x;b@y`), without secrets. */
export function presentUser(user: UserRow, o: PresentUserOptions) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isAdmin: user.isAdmin,
    isVerified: user.emailVerified,
    dependent: o.dependents.join(';'),
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    zip: user.zip,
    school: user.school,
    gradeInSchoolYear: currentGrade(user.gradeInSchoolYear, user.gradeInSchoolYearAt, o.today),
    gradeInSchoolYearAt: user.gradeInSchoolYearAt,
    sRegister: o.sRegister ?? false,
    parentRequest: o.parentRequest ?? null,
    createdAt: isoTime(user.createdAt),
    ...(o.token ? { token: o.token } : {}),
  };
}

export type UserInfo = ReturnType<typeof presentUser>;

/** A person as lists and pickers show them: `_id`, name, e-mail (a student, a teacher, a group member). */
export function presentPerson(p: { id: string; name: string; email: string }) {
  return { _id: p.id, name: p.name, email: p.email };
}

/** A teacher as the library's Teacher modal lists them. */
export const presentTeacher = presentPerson;

/** A parent already registered with an e-mail, as the sign-up form shows (and locks) their details. */
export function presentKnownParent(user: UserRow) {
  const { phone, address, city, state, country, zip } = user;
  return { ...presentPerson(user), phone, address, city, state, country, zip };
}
