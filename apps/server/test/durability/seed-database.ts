import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createTokenService } from '@quanta/api';
import {
  classes,
  classHomework,
  classStudents,
  type Database,
  exerciseAnswers,
  exercises,
  homework,
  homeworkQuestions,
  openDatabase,
  questions,
  sessions,
  users,
} from '@quanta/db';
import postgres from 'postgres';
import { repoRoot } from '../../src/config';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Teardown steps a test runs in reverse order once it is done. */
export type Cleanups = (() => Promise<void>)[];

/** A new, empty PostgreSQL database named `{prefix}_{random}`, dropped by `cleanups`; answers its URL. */
export async function createPostgresDatabase(prefix: string, cleanups: Cleanups): Promise<string> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The database a child server will open, migrated and seeded from this process before it starts: a fresh
 * PostgreSQL database (its URL set as `env.DATABASE_URL`) or PGlite in `env.DATA_DIR`. Answers what `seed` answers.
 */
export async function prepareDatabase<T>(
  kind: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv,
  options: { prefix: string; cleanups: Cleanups; seed: (db: Database) => Promise<T> },
): Promise<T> {
  if (kind === 'postgres') env.DATABASE_URL = await createPostgresDatabase(options.prefix, options.cleanups);
  const handle =
    kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL!, max: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  try {
    await handle.migrate(join(repoRoot, 'drizzle'));
    return await options.seed(handle.db);
  } finally {
    await handle.close();
  }
}

/** A signed-in session token for each user, in order (sessions inserted directly, signed with `secret`). */
export async function signIn(db: Database, secret: string, userIds: string[]): Promise<string[]> {
  const tokens = createTokenService(secret);
  const now = new Date();
  const rows = await db
    .insert(sessions)
    .values(
      userIds.map((userId) => ({
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })),
    )
    .returning();
  return Promise.all(
    userIds.map((id) => tokens.sign({ userId: id, sessionId: rows.find((r) => r.userId === id)!.id })),
  );
}

/** `count` verified students (`student{i}@{domain}`) enrolled in a class, inserted directly. */
export async function enrolStudents(db: Database, classId: string, count: number, domain: string) {
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Student ${i}`,
        email: `student${i}@${domain}`,
        passwordHash: 'x',
        role: 'Student' as const,
        emailVerified: true,
      })),
    )
    .returning();
  await db.insert(classStudents).values(students.map((s) => ({ classId, studentId: s.id })));
  return students;
}

/** Signed-in students of one homework, each with an exercise: what a burst of answer saves needs. */
export interface Sitting {
  tokens: string[];
  exerciseIds: string[];
  questionIds: string[];
}

export interface SittingOptions {
  /** Signs the students' session tokens. */
  secret: string;
  students: number;
  questions: number;
  /** The e-mail domain of the teacher (`teacher@…`) and the students. */
  domain: string;
  /** The teacher's password hash (none that signs in by default). */
  teacherPasswordHash?: string;
}

/**
 * A teacher's class with one homework of free-response questions published to every student (an exercise
 * each, its answers empty), inserted directly, and a session per student.
 */
export async function seedSitting(db: Database, o: SittingOptions): Promise<Sitting> {
  const [teacher] = await db
    .insert(users)
    .values({
      name: 'Teacher',
      email: `teacher@${o.domain}`,
      passwordHash: o.teacherPasswordHash ?? 'x',
      role: 'Teacher',
      emailVerified: true,
    })
    .returning();
  const [klass] = await db.insert(classes).values({ teacherId: teacher!.id, name: 'Class' }).returning();
  const qs = await db
    .insert(questions)
    .values(Array.from({ length: o.questions }, (_, i) => ({ teacherId: teacher!.id, name: `Q${i}`, isChoice: 2 })))
    .returning({ id: questions.id });
  const [hw] = await db.insert(homework).values({ teacherId: teacher!.id, name: 'Homework' }).returning();
  await db
    .insert(homeworkQuestions)
    .values(qs.map((q, position) => ({ homeworkId: hw!.id, questionId: q.id, position })));
  await db.insert(classHomework).values({ classId: klass!.id, homeworkId: hw!.id, position: 0 });
  const students = await enrolStudents(db, klass!.id, o.students, o.domain);
  const made = await db
    .insert(exercises)
    .values(students.map((s) => ({ classId: klass!.id, homeworkId: hw!.id, studentId: s.id })))
    .returning();
  await db
    .insert(exerciseAnswers)
    .values(made.flatMap((e) => qs.map((q, position) => ({ exerciseId: e.id, questionId: q.id, position }))));
  return {
    tokens: await signIn(
      db,
      o.secret,
      students.map((s) => s.id),
    ),
    exerciseIds: students.map((s) => made.find((e) => e.studentId === s.id)!.id),
    questionIds: qs.map((q) => q.id),
  };
}
