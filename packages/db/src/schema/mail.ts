import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamptz } from './columns';
import { users } from './users';

/** A user's mail settings: the language their mail is written in and the family digest opt-out. */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'en' or 'zh': the language of the user's last sign-in. */
    language: text('language').notNull().default('en'),
    digestOptOut: boolean('digest_opt_out').notNull().default(false),
    /** The secret of the one-click unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_preferences_token_key').on(t.unsubscribeToken)],
);

/** A named set of users an admin mails at once. */
export const emailGroups = pgTable(
  'email_groups',
  {
    id: primaryId(),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_groups_name_key').on(sql`lower(${t.name})`)],
);

export const emailGroupMembers = pgTable(
  'email_group_members',
  {
    groupId: belongsTo('group_id', () => emailGroups.id),
    userId: belongsTo('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('email_group_members_user_idx').on(t.userId)],
);

/** One bulk e-mail: what the admin sent, to whom, and how its delivery went (§4 Email status 0-3). */
export const emailRecords = pgTable(
  'email_records',
  {
    id: primaryId(),
    title: text('title').notNull(),
    /** Sanitised rich HTML. */
    content: text('content').notNull(),
    /** The addresses the admin typed or picked, as given. */
    recipients: text('recipients').array().notNull(),
    /** The groups chosen, as they were named when sent: [{_id, name}]. */
    groups: jsonb('groups').$type<{ _id: string; name: string }[]>().notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** 0 pending, 1 sent, 2 failed, 3 partially successful. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('email_records_created_idx').on(t.createdAt, t.id)],
);

/**
 * The outbox: one row per message to one recipient (bulk e-mail, correction e-mail, payment notice,
 * family digest). A queue job carries its id; the row says whether it went.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: primaryId(),
    recordId: uuid('record_id').references(() => emailRecords.id, { onDelete: 'cascade' }),
    /** 'bulk', 'correction', 'payment' or 'digest'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** 'pending', 'sent' or 'failed'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_deliveries_record_to_key').on(t.recordId, t.toAddress),
    index('mail_deliveries_record_status_idx').on(t.recordId, t.status),
  ],
);

/** A family digest sent (or queued) to a parent for a week; the key that keeps it to once. */
export const digestSends = pgTable(
  'digest_sends',
  {
    parentId: belongsTo('parent_id', () => users.id),
    /** The Monday (UTC date) of the week the digest covers. */
    week: text('week').notNull(),
    deliveryId: uuid('delivery_id').references(() => mailDeliveries.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.week] })],
);

export type EmailRecordRow = typeof emailRecords.$inferSelect;
export type EmailGroupRow = typeof emailGroups.$inferSelect;
export type MailDeliveryRow = typeof mailDeliveries.$inferSelect;
