import type { UserRow } from '@quanta/db';
import { currentGrade } from '@quanta/validators';

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
    createdAt: user.createdAt.toISOString(),
    ...(o.token ? { token: o.token } : {}),
  };
}

export type UserInfo = ReturnType<typeof presentUser>;

/** A teacher as the library's Teacher modal lists them: `_id`, name, e-mail. */
export function presentTeacher(t: { id: string; name: string; email: string }) {
  return { _id: t.id, name: t.name, email: t.email };
}
