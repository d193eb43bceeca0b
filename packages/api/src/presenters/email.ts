import type { EmailGroupRow, EmailRecordRow } from '@quanta/db';
import { type ClassGroupWho, classGroupWho, messages, type Role, roles } from '@quanta/validators';
import { z } from 'zod';
import { isoTime } from './time';
import { personShape, presentPerson } from './user';
import { count, instant, named, wire } from './wire';

/** How a bulk e-mail's delivery went: 0 pending, 1 sent, 2 failed, 3 partially successful. */
const emailStatus = z.number().int().min(0).max(3);

/** §3 Email record: the addresses as typed, the groups with their names as they were when sent. */
export const emailRecordShape = named(
  'EmailRecord',
  wire({
    _id: z.string(),
    title: z.string(),
    recipient: z.array(z.string()),
    emailGroup: z.array(wire({ _id: z.string(), name: z.string() })),
    createdAt: instant,
    status: emailStatus,
  }),
);

/** §3 Email group: `recipient` lists the members' user ids. */
export const emailGroupShape = named(
  'EmailGroup',
  wire({ _id: z.string(), name: z.string(), recipient: z.array(z.string()), count }),
);

/**
 * An automatic group (beyond the spec): the students with a valid place in a class, or their linked
 * parents, resolved when the e-mail is sent; `_id` is `class:<classId>:students|parents`, `count` how many
 * it reaches now.
 */
export const classGroupShape = named(
  'EmailClassGroup',
  wire({
    _id: z.string(),
    classId: z.string(),
    className: z.string(),
    who: z.enum(classGroupWho),
    name: z.string(),
    count,
  }),
);

/** A group member (or a candidate) as the pickers show them. */
export const memberShape = named('EmailGroupMember', wire({ ...personShape.shape, role: z.enum(roles) }));

/** One group with its members' names, e-mails and roles (the group modal's chosen list). */
export const emailGroupMembersShape = named(
  'EmailGroupWithMembers',
  wire({ ...emailGroupShape.shape, users: z.array(memberShape) }),
);

/** A group just added, with the message the web app shows. */
export const addedEmailGroupShape = named(
  'AddedEmailGroup',
  wire({ message: z.literal(messages.addSuccess), ...emailGroupShape.shape }),
);

/** A group just edited, with the message the web app shows. */
export const savedEmailGroupShape = named(
  'SavedEmailGroup',
  wire({ message: z.literal(messages.successfullySaved), ...emailGroupShape.shape }),
);

/** What Send Email answers: the record, how its delivery went and the addresses that refused it. */
export const emailSendOutcomeShape = named(
  'EmailSendOutcome',
  wire({ _id: z.string(), message: z.string(), status: emailStatus, failEmails: z.array(z.string()) }),
);

/** When the weekly family digest goes out: day 0 (Sunday) to 6, hour 0-23 in `timeZone`. */
const digestSettingsFields = {
  enabled: z.boolean(),
  day: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  timeZone: z.string(),
};

/** The weekly family digest's schedule as the admin set it. */
export const digestSettingsShape = named('DigestSettings', wire(digestSettingsFields));

/** The digest's schedule just saved, with the message the web app shows. */
export const savedDigestSettingsShape = named(
  'SavedDigestSettings',
  wire({ message: z.literal(messages.digestSettingsSaved), ...digestSettingsFields }),
);

/** A family digest as one parent would get it: subject, HTML and plain-text bodies. */
export const digestPreviewShape = named(
  'DigestPreview',
  wire({ subject: z.string(), html: z.string(), text: z.string() }),
);

/** §3 Email record: the addresses as typed, the groups with their names, status 0-3. */
export function presentEmailRecord(row: EmailRecordRow): z.infer<typeof emailRecordShape> {
  return {
    _id: row.id,
    title: row.title,
    recipient: row.recipients,
    emailGroup: row.groups,
    createdAt: isoTime(row.createdAt),
    status: row.status,
  };
}

/** §3 Email group: `recipient` lists the members' user ids. */
export function presentEmailGroup(row: EmailGroupRow, memberIds: string[]): z.infer<typeof emailGroupShape> {
  return { _id: row.id, name: row.name, recipient: memberIds, count: memberIds.length };
}

/** A group member (or a candidate) as the pickers show them. */
export function presentMember(user: {
  id: string;
  name: string;
  email: string;
  role: Role;
}): z.infer<typeof memberShape> {
  return { ...presentPerson(user), role: user.role };
}

/** An automatic group as the picker shows it. */
export function presentClassGroup(g: {
  _id: string;
  classId: string;
  className: string;
  who: ClassGroupWho;
  name: string;
  count: number;
}): z.infer<typeof classGroupShape> {
  return { _id: g._id, classId: g.classId, className: g.className, who: g.who, name: g.name, count: g.count };
}
