import { z } from 'zod';
import type { MessageKey } from './messages';
import { isEmail, splitDependents } from './text';

/**
 * The forms' own checks, as the user types them: each problem is worded by a §5 message key. A form shows one
 * message at a time, the first in the schema's field order (`formProblems`), which is the order §5 fixes.
 */
type Say = { error: MessageKey };
const say = (key: MessageKey): Say => ({ error: key });

/** A text field that must not be blank. */
export const filledField = (key: MessageKey) => z.string().trim().min(1, say(key));
const anyText = z.string();
const emailOf = (required: MessageKey, invalid: MessageKey) => filledField(required).refine(isEmail, say(invalid));
/** `grade` as a select holds it: a number, or '' / null when none is chosen. */
const chosenGrade = z
  .union([z.number(), z.string(), z.null()])
  .refine((v) => v !== null && v !== '', say('gradeRequired'));
const dependents = anyText.refine((v) => splitDependents(v).every(isEmail), say('dependentEmailFormat'));

/** A cross-field check's wording: it runs even when another field failed, and its `path` is its place. */
export const crossCheck = (path: string[], key: MessageKey) => ({ when: () => true, path, error: key });
const matches = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const confirmed = (key: MessageKey) => crossCheck(['confirmPassword'], key);

/** Family sign-up (§5): code, parent, then student. A parent found by the code is used as stored. */
export function familyForm({ parentExists }: { parentExists: boolean }) {
  const parent = parentExists
    ? z.object({ name: filledField('parentNameRequired'), email: anyText })
    : z
        .object({
          name: filledField('parentNameRequired'),
          email: anyText,
          phone: filledField('phoneRequired'),
          password: z.string().min(1, say('parentPasswordRequired')),
          confirmPassword: anyText,
        })
        .refine(matches, confirmed('parentPasswordsDoNotMatch'));
  return z
    .object({
      code: filledField('codeRequired'),
      parent,
      student: z
        .object({
          name: filledField('studentNameRequired'),
          email: emailOf('studentEmailRequired', 'invalidEmail'),
          school: filledField('schoolRequired'),
          gradeInSchoolYear: chosenGrade,
          password: z.string().min(1, say('studentPasswordRequired')),
          confirmPassword: anyText,
        })
        .refine(matches, confirmed('studentPasswordsDoNotMatch')),
    })
    .refine(
      (f) => f.student.email.trim().toLowerCase() !== f.parent.email.trim().toLowerCase(),
      crossCheck(['student', 'email'], 'parentStudentEmailSame'),
    );
}

/** Whether a profile save changes the sign-in (the e-mail or the password): only such a save needs the code. */
export const profileNeedsCode = (f: { email?: string; password?: string }, storedEmail: string) =>
  Boolean(f.password) || (f.email !== undefined && f.email.trim().toLowerCase() !== storedEmail.trim().toLowerCase());

/**
 * The profile (§5): passwords, the role's own fields, the current password when changing it, and the code
 * when the e-mail (`storedEmail` is the one on record) or the password changes.
 */
export function profileForm(role: string, storedEmail = '') {
  return z
    .object({
      password: anyText,
      confirmPassword: anyText,
      ...(role === 'Parent' ? { dependent: dependents, phone: filledField('phoneRequired') } : {}),
      ...(role === 'Student' ? { school: filledField('schoolRequired'), gradeInSchoolYear: chosenGrade } : {}),
      currentPassword: anyText,
      email: z.string().optional(),
      code: anyText,
    })
    .refine(matches, confirmed('passwordsDoNotMatch'))
    .refine(
      (f) => !f.password || Boolean(f.currentPassword),
      crossCheck(['currentPassword'], 'currentPasswordRequired'),
    )
    .refine((f) => !profileNeedsCode(f, storedEmail) || f.code.trim().length > 0, crossCheck(['code'], 'codeRequired'));
}

/** An e-mail code as typed, before it is checked (sign-up's Validate, e-mail verification). */
export const emailCodeForm = z.object({ code: filledField('codeRequired') });

export const resetPasswordForm = z
  .object({
    email: filledField('pleaseEnterEmail'),
    code: filledField('pleaseEnterCode'),
    password: anyText,
    confirmPassword: anyText,
  })
  .refine(matches, confirmed('passwordsDoNotMatch'));

export const createUserForm = z
  .object({
    email: emailOf('emailRequired', 'emailInvalid'),
    password: anyText,
    confirmPassword: anyText,
  })
  .refine(matches, confirmed('passwordsDoNotMatch'));

export const editUserForm = z
  .object({ role: anyText, dependent: anyText, password: anyText, confirmPassword: anyText })
  .refine(
    (f) => f.role !== 'Parent' || dependents.safeParse(f.dependent).success,
    crossCheck(['dependent'], 'dependentEmailFormat'),
  )
  .refine(matches, confirmed('passwordsDoNotMatch'));

/** The field paths of an object schema, nested ones dotted, in the order the schema names them. */
function fieldOrder(schema: z.ZodType, prefix = ''): string[] {
  if (!(schema instanceof z.ZodObject)) return [prefix];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
    fieldOrder(field, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * A form's problems by field path (`parent.name`), each field's first, ordered as the schema orders its
 * fields: the first entry is the message the form shows.
 */
export function formProblems(schema: z.ZodType, values: unknown): Record<string, MessageKey> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const order = fieldOrder(schema);
  const rank = (path: string) => {
    const at = order.indexOf(path);
    return at === -1 ? order.length : at;
  };
  const issues = parsed.error.issues
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message as MessageKey }))
    .sort((a, b) => rank(a.path) - rank(b.path));
  const problems: Record<string, MessageKey> = {};
  for (const { path, message } of issues) problems[path] ??= message;
  return problems;
}

/** The message a form shows for its values, or null when the form may be sent. */
export function firstFormProblem(schema: z.ZodType, values: unknown): MessageKey | null {
  return Object.values(formProblems(schema, values))[0] ?? null;
}
