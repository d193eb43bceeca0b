import { z } from 'zod';
import { email, id, pageSize, str, text } from './common';
import { limits } from './limits';

/** A page of the e-mail lists, 1 to 1,000,000. */
const emailPage = z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(1);

export const emailListInput = z
  .object({
    page: emailPage,
    pageSize: pageSize(limits.emailPageSize),
  })
  .optional()
  .transform((v) => v ?? { page: 1, pageSize: limits.emailPageSize });

export const deleteEmailInput = z.object({
  ids: z.array(id).min(1, { error: 'choose at least one email' }).max(limits.pageSizeMax),
});

export const groupListInput = z
  .object({
    keyword: text(limits.keyword).optional().default(''),
    page: emailPage,
    pageSize: pageSize(100),
  })
  .optional()
  .transform((v) => v ?? { keyword: '', page: 1, pageSize: 100 });

const groupFields = {
  name: text(limits.emailGroupName)
    .nullish()
    .transform((v) => v ?? ''),
  users: z
    .array(id)
    .max(limits.emailGroupUsersMax, { error: `must list at most ${limits.emailGroupUsersMax} users` })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
};

export const addGroupInput = z.object(groupFields);
export const editGroupInput = z.object({ id, ...groupFields });

/** Who of a class an automatic e-mail group reaches: its students with a valid place, or their linked parents. */
export const classGroupWho = ['students', 'parents'] as const;

/** An automatic group: the students or the parents of one class, resolved when the e-mail is sent. */
export const classGroupInput = z.object({
  classId: id,
  who: z.enum(classGroupWho, { error: 'must be students or parents' }),
});

/** The automatic groups on offer: two per class whose name contains the keyword, paged. */
export const classGroupListInput = z
  .object({
    keyword: text(limits.keyword).optional().default(''),
    page: emailPage,
    pageSize: pageSize(20),
  })
  .optional()
  .transform((v) => v ?? { keyword: '', page: 1, pageSize: 20 });

export const bulkEmailInput = z.object({
  title: text(limits.mailTitle)
    .nullish()
    .transform((v) => v ?? ''),
  content: str()
    .max(limits.richText, { error: `must be at most ${limits.richText} characters` })
    .nullish()
    .transform((v) => v ?? ''),
  recipient: z
    .array(email)
    .max(limits.emailRecipientsMax, { error: `must list at most ${limits.emailRecipientsMax} addresses` })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  emailGroup: z
    .array(id)
    .max(limits.emailGroupsMax, { error: `must list at most ${limits.emailGroupsMax} groups` })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  classGroups: z
    .array(classGroupInput)
    .max(limits.emailGroupsMax, { error: `must list at most ${limits.emailGroupsMax} groups` })
    .nullish()
    .transform((v) => [...new Map((v ?? []).map((g) => [`${g.classId}:${g.who}`, g])).values()]),
});

export const digestSettingsInput = z.object({
  enabled: z.boolean(),
  /** 0 Sunday … 6 Saturday. */
  day: z.number().int().min(0).max(6),
  /** Hour of the day, 0-23, in `timeZone`. */
  hour: z.number().int().min(0).max(23),
  timeZone: text(64).refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return tz.length > 0;
      } catch {
        return false;
      }
    },
    { error: 'must be a time zone such as Asia/Shanghai' },
  ),
});

export const digestPreviewInput = z.object({ email, lang: z.enum(['en', 'zh']).optional() });

export const unsubscribeInput = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be an unsubscribe token' }),
});

export type BulkEmailInput = z.infer<typeof bulkEmailInput>;
export type ClassGroupInput = z.infer<typeof classGroupInput>;
export type ClassGroupWho = (typeof classGroupWho)[number];
export type DigestSettings = z.infer<typeof digestSettingsInput>;
