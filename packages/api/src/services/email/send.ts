import { emailGroupMembers, emailRecords, type UserRow, users } from '@quanta/db';
import {
  type BulkEmailInput,
  type ClassGroupInput,
  formatMessage,
  type Language,
  limits,
  messages,
} from '@quanta/validators';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { groupsForAdmin } from '../../policies/email-group';
import { sanitiseRichText } from '../richtext/sanitise';
import { bulkMail } from './bulk-mail';
import { classGroupAddresses, classGroupsForSend } from './class-groups';
import { mailTextOf } from './mail-text';
import { languagesByEmail } from './preferences';
import { failedAddresses } from './records';
import { waitForRecord } from './wait';

/**
 * The typed addresses, every member of the groups and everyone the automatic groups reach now, each
 * person once, in that order.
 */
async function resolveRecipients(deps: Deps, addresses: string[], groupIds: string[], classGroups: ClassGroupInput[]) {
  const all = new Set(addresses);
  if (groupIds.length) {
    const members = await deps.db
      .selectDistinct({ email: users.email })
      .from(emailGroupMembers)
      .innerJoin(users, eq(users.id, emailGroupMembers.userId))
      .where(inArray(emailGroupMembers.groupId, groupIds))
      .orderBy(users.email);
    for (const m of members) all.add(m.email);
  }
  if (classGroups.length) for (const email of await classGroupAddresses(deps, classGroups)) all.add(email);
  return [...all];
}

/** The answer of Send Email for a record's status (§8 outcomes). */
export function sendOutcome(status: number, failEmails: string[]) {
  const message =
    status === 1
      ? messages.emailSent
      : status === 2
        ? messages.emailSendFailed
        : status === 3
          ? formatMessage(messages.emailPartlyFailed, { emails: failEmails.join(', ') })
          : messages.emailQueued;
  return { message, status, failEmails };
}

/**
 * Send Email: records the e-mail and queues one delivery per person (typed addresses, group members and
 * the automatic groups' students or parents, each once, in the person's language) in one transaction,
 * then waits for the deliveries within the outbox's bound. Answers 1, 2 or 3 with the refused addresses, or 0 while mail is still
 * going out (the list shows the status once it settles).
 */
export async function sendEmail(deps: Deps, me: UserRow, input: BulkEmailInput, lang: Language) {
  if (!input.title) throw fail.badRequest('correctionMailTitleRequired');
  const html = sanitiseRichText(input.content);
  // Blank paragraphs are no content; a picture or a video alone is.
  if (!mailTextOf(html) && !/<(?:img|video|iframe)\b/i.test(html))
    throw fail.badRequest('correctionMailContentRequired');
  if (input.recipient.length === 0 && input.emailGroup.length === 0 && input.classGroups.length === 0)
    throw fail.badRequest('emailRecipientsRequired');
  const groups = await groupsForAdmin(deps.db, input.emailGroup);
  const classGroups = await classGroupsForSend(deps, input.classGroups, lang);
  const recipients = await resolveRecipients(deps, input.recipient, input.emailGroup, input.classGroups);
  if (recipients.length === 0) throw fail.badRequest('emailRecipientsRequired');
  if (recipients.length > limits.emailDeliveriesMax) {
    throw fail.badRequest('emailTooManyRecipients', { max: limits.emailDeliveriesMax });
  }
  const languages = await languagesByEmail(deps, recipients);
  const rendered = {
    en: bulkMail(input.title, html, 'en', deps.schoolName),
    zh: bulkMail(input.title, html, 'zh', deps.schoolName),
  };
  const recordId = await deps.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(emailRecords)
      .values({
        title: input.title,
        content: html,
        recipients: input.recipient,
        groups: [...groups.map((g) => ({ _id: g.id, name: g.name })), ...classGroups],
        senderId: me.id,
        createdAt: deps.now(),
      })
      .returning({ id: emailRecords.id });
    await deps.outbox.enqueue(
      tx,
      recipients.map((to) => ({
        kind: 'bulk' as const,
        to,
        recordId: record!.id,
        ...rendered[languages.get(to) ?? lang],
      })),
    );
    return record!.id;
  });
  deps.outbox.wake();
  const status = await waitForRecord(deps, recordId);
  const failEmails = status === 0 ? [] : await failedAddresses(deps, recordId);
  return { _id: recordId, ...sendOutcome(status, failEmails) };
}
