import { z } from 'zod';
import { id, page, pageSize, requiredText, str, text } from './common';
import { languages, limits } from './limits';

/** Class states (DESIGN.md): 0 draft, 1 submitted for audit, 2 published. Only 2 is public. */
export const classStates = { draft: 0, submitted: 1, published: 2 } as const;
export type ClassState = (typeof classStates)[keyof typeof classStates];

/** The categories the home page anchors (#Physics, #Math) and lists first, in this order; others follow. */
export const classCategories = ['Physics', 'Math'] as const;

const language = z.enum(languages);
/** A language filter from a query string: absent or empty means every language. */
const languageFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), language.optional());

/** A yes/no from JSON (`true`) or a form or query (`'true'`, `1`). */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
  z.literal([0, 1]).transform((v) => v === 1),
]);

/** Rich HTML as the editor sends it; the server sanitises it before storing. */
export const richText = str()
  .max(limits.richText, { error: `must be at most ${limits.richText} characters` })
  .nullish()
  .transform((v) => v ?? '');

/** `YYYY-MM-DD` (an ISO date-time is cut to its date part); empty or null clears the date. */
export const classDate = z
  .union([str().trim(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const day = /^\d{4}-\d{2}-\d{2}(?=$|T)/.exec(value)?.[0];
    const valid = day && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
    if (!day || !valid || (value.length > 10 && Number.isNaN(Date.parse(value)))) {
      ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD)' });
      return z.NEVER;
    }
    return day;
  });

/** An absolute http(s) address with a host and no spaces or control characters. */
const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/i.test(value);

/** An http(s) address, or empty: never a `javascript:` or `data:` link. */
export const webLink = str()
  .trim()
  .max(limits.url, { error: `must be at most ${limits.url} characters` })
  .refine((v) => v === '' || isHttpUrl(v), { error: 'must be an http or https address' });

/** An uploaded file's path (`/uploads/2025/09/abc.png`), an http(s) address, or empty. */
export const imageRef = str()
  .trim()
  .max(limits.url, { error: `must be at most ${limits.url} characters` })
  .refine((v) => v === '' || /^\/uploads\/[A-Za-z0-9_/-]+\.[a-z0-9]+$/.test(v) || isHttpUrl(v), {
    error: 'must be an uploaded file path or an http or https address',
  });

/** A class's sources as ids; the spec's screens may send `{_id, name}` objects. Duplicates dropped. */
const sourceIds = z
  .array(z.preprocess((v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v), id))
  .max(limits.classSources, { error: `must be at most ${limits.classSources} sources` })
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

const money = z.coerce
  .number({ error: 'must be a number' })
  .min(0, { error: 'must not be negative' })
  .max(limits.priceMax, { error: `must be at most ${limits.priceMax}` })
  .transform((v) => Math.round(v * 100) / 100);

// Public
/** The home page's classes: of one language (English when none is named), or `all` of them. */
export const homeClassesInput = z
  .object({
    language: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.union([language, z.literal('all')]).default('en'),
    ),
  })
  .optional()
  .transform((v) => v ?? { language: 'en' as const });
export const classIdInput = z.object({ id });

// Teacher
export const teacherClassesInput = z
  .object({
    name: text(limits.keyword).optional().default(''),
    language: languageFilter,
    page,
    pageSize: pageSize(limits.pageSizeMax),
  })
  .optional()
  .transform((v) => v ?? { name: '', language: undefined, page: 1, pageSize: limits.pageSizeMax });
export const createClassInput = z
  .object({ language: language.default('en') })
  .optional()
  .transform((v) => v ?? { language: 'en' as const });
/** The teacher's toggle: 1 submits a draft for audit, 0 withdraws it. A teacher never sets 2. */
export const setPublishInput = z.object({
  id,
  publish: z.coerce.number({ error: 'must be 0 or 1' }).pipe(z.literal([0, 1], { error: 'must be 0 or 1' })),
});

export const updateClassInput = z
  .object({
    _id: id,
    name: requiredText(limits.className),
    price: money.optional().default(0),
    image: imageRef.nullish().transform((v) => v ?? ''),
    category: requiredText(limits.category).optional().default(classCategories[0]),
    startDate: classDate,
    endDate: classDate,
    description: richText,
    language,
    registerLink: webLink.nullish().transform((v) => v ?? ''),
    introduction: richText,
    bulletin: richText,
    source: sourceIds,
    includeLibrary: flag.optional().default(false),
    paymentInfo: richText,
    autoPublish: flag.optional().default(false),
    autoPublishAccuracy: z.coerce
      .number({ error: 'must be a number from 0 to 100' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be from 0 to 100' })
      .max(100, { error: 'must be from 0 to 100' })
      .optional()
      .default(80),
    /** Lessons in one package (0: the class sells no packages). */
    lessonPackageSize: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: `must be from 0 to ${limits.lessonPackageSizeMax}` })
      .max(limits.lessonPackageSizeMax, { error: `must be from 0 to ${limits.lessonPackageSizeMax}` })
      .optional()
      .default(0),
    /** A package's price, as `price` is written. */
    lessonPackagePrice: money.optional().default(0),
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    path: ['endDate'],
    error: 'must not be before the start date',
  });

// Admin
export const auditClassesInput = z
  .object({ language: languageFilter, page, pageSize: pageSize(limits.pageSizeMax) })
  .optional()
  .transform((v) => v ?? { language: undefined, page: 1, pageSize: limits.pageSizeMax });
export const auditClassInput = z.object({
  id,
  isPublish: z.coerce.number({ error: 'must be 0, 1 or 2' }).pipe(z.literal([0, 1, 2], { error: 'must be 0, 1 or 2' })),
  orderIndex: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(-limits.orderIndexMax, { error: `must be from -${limits.orderIndexMax} to ${limits.orderIndexMax}` })
    .max(limits.orderIndexMax, { error: `must be from -${limits.orderIndexMax} to ${limits.orderIndexMax}` })
    .optional(),
});
export const homeDetailInput = z.object({ introduction: richText });

export type UpdateClassInput = z.infer<typeof updateClassInput>;
export type AuditClassInput = z.infer<typeof auditClassInput>;
