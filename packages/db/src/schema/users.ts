import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamptz } from './columns';

export const roleEnum = pgEnum('role', ['Student', 'Parent', 'Teacher']);

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    zip: text('zip').notNull().default(''),
    school: text('school').notNull().default(''),
    gradeInSchoolYear: smallint('grade_in_school_year'),
    gradeInSchoolYearAt: date('grade_in_school_year_at', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_name_idx').on(sql`lower(${t.name})`),
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

/** A parent and a student of one family; a student has at most one parent. */
export const familyLinks = pgTable(
  'family_links',
  {
    parentId: belongsTo('parent_id', () => users.id),
    studentId: belongsTo('student_id', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), uniqueIndex('family_links_student_key').on(t.studentId)],
);

/** The one live e-mail code of an address: hashed, expiring, with its wrong tries counted. */
export const emailCodes = pgTable('email_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamptz('sent_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
