import type { UserRow } from '@quanta/db';
import { currentGrade, roles } from '@quanta/validators';
import { z } from 'zod';
import { isoTime } from './time';
import { instant, named, wire } from './wire';

/** A person as lists and pickers show them: `_id`, name, e-mail. */
const personFields = { _id: z.string(), name: z.string(), email: z.string() };

/** The contact details a user keeps on their profile. */
const contactFields = {
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
};

/** The signed-in user as the spec's clients know it (`dependent` as `a@x;b@y`); `token` only where one is issued. */
export const userShape = named(
  'User',
  wire({
    ...personFields,
    role: z.enum(roles),
    isAdmin: z.boolean(),
    isVerified: z.boolean(),
    dependent: z.string(),
    ...contactFields,
    school: z.string(),
    gradeInSchoolYear: z.number().int().nullable(),
    gradeInSchoolYearAt: z.iso.date().nullable(),
    sRegister: z.boolean(),
    parentRequest: wire({ name: z.string(), email: z.string() }).nullable(),
    createdAt: instant,
    token: z.string().optional(),
  }),
);

/** A person as lists and pickers show them (a student, a teacher, a group member). */
export const personShape = named('Person', wire(personFields));

/** A teacher as the library's Teacher modal lists them. */
export const teacherShape = personShape;

/** A parent already registered with an e-mail, as the sign-up form shows (and locks) their details. */
export const knownParentShape = named('KnownParent', wire({ ...personFields, ...contactFields }));

/** The caller's profile: their user record and what the form lets them change. */
export const userProfileShape = named(
  'UserProfile',
  wire({ ...userShape.shape, can: wire({ editEmail: z.boolean(), editDependents: z.boolean() }) }),
);

export interface PresentUserOptions {
  dependents: string[];
  token?: string;
  sRegister?: boolean;
  /** A student's family sign-up link waiting for their answer. */
  parentRequest?: { name: string; email: string } | null;
  today: Date;
}

/** The user as the spec's clients know it (`_id`, `dependent` as `a@x;b@y`), without secrets. */
export function presentUser(user: UserRow, o: PresentUserOptions): z.infer<typeof userShape> {
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

export type UserInfo = z.infer<typeof userShape>;

/** A person as lists and pickers show them: `_id`, name, e-mail (a student, a teacher, a group member). */
export function presentPerson(p: { id: string; name: string; email: string }): z.infer<typeof personShape> {
  return { _id: p.id, name: p.name, email: p.email };
}

/** A teacher as the library's Teacher modal lists them. */
export const presentTeacher = presentPerson;

/** A parent already registered with an e-mail, as the sign-up form shows (and locks) their details. */
export function presentKnownParent(user: UserRow): z.infer<typeof knownParentShape> {
  const { phone, address, city, state, country, zip } = user;
  return { ...presentPerson(user), phone, address, city, state, country, zip };
}
