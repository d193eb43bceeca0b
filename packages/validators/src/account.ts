import { z } from 'zod';
import { code, email, grade, id, page, pageSize, password, requiredText, str, text } from './common';
import { limits, roles } from './limits';

export const authUserInput = z.object({ email, password: str().min(1).max(limits.passwordMax) });
export const sendEmailInput = z.object({ email });
export const emailCodeInput = z.object({ email, code });
export const resetPasswordInput = z.object({ email, code, password });

const address = {
  phone: text(limits.phone),
  address: text(limits.addressField).default(''),
  city: text(limits.addressField).default(''),
  state: text(limits.addressField).default(''),
  country: text(limits.addressField).default(''),
  zip: text(limits.addressField).default(''),
};

export const registerFamilyInput = z.object({
  code,
  parent: z.object({
    name: requiredText(limits.name),
    email,
    /** Empty when the parent is already registered. */
    password: str().max(limits.passwordMax).default(''),
    ...address,
  }),
  student: z.object({
    name: requiredText(limits.name),
    email,
    password,
    school: requiredText(limits.school),
    gradeInSchoolYear: grade,
  }),
});

export const updateProfileInput = z.object({
  id: id.optional(),
  name: requiredText(limits.name),
  email: email.optional(),
  role: z.enum(roles).optional(),
  dependent: text(limits.email * 10).optional(),
  password: str().max(limits.passwordMax).optional().default(''),
  currentPassword: str().max(limits.passwordMax).optional().default(''),
  /** Needed only when the e-mail or the password changes. */
  code: z
    .union([z.literal(''), code])
    .optional()
    .default(''),
  ...address,
  phone: text(limits.phone).optional().default(''),
  school: text(limits.school).optional().default(''),
  gradeInSchoolYear: z.union([grade, z.literal('').transform(() => null), z.null()]).optional(),
});

export const keywordInput = z.object({
  keyword: text(limits.keyword).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.pageSizeMax).optional().default(20),
});

export const idInput = z.object({ id });

export const createUserInput = z.object({
  name: requiredText(limits.name),
  email,
  password,
  role: z.enum(roles),
});

export const updateUserInput = z.object({
  _id: id,
  name: requiredText(limits.name),
  email,
  isAdmin: z.boolean(),
  role: z.enum(roles),
  dependent: text(limits.email * 10)
    .optional()
    .default(''),
  /** Empty keeps the current password. */
  password: z
    .union([z.literal(''), password])
    .optional()
    .default(''),
});

/** Calls without parameters that still refuse a body with anything in it. */
export const noInput = z.strictObject({}).optional();

/** The profile's list of signed-in devices. */
export const sessionListInput = z
  .strictObject({ page: page, pageSize: pageSize(20) })
  .optional()
  .default({ page: 1, pageSize: 20 });

export type RegisterFamilyInput = z.infer<typeof registerFamilyInput>;
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
export type UpdateUserInput = z.infer<typeof updateUserInput>;
