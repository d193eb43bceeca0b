import { type DbOrTx, familyLinks, users } from '@quanta/db';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Deps } from '../deps';
import { seedClassStream } from './class-stream';
import { saveDemoPictures, seedClasses } from './classes';
import { seedEmail } from './email';
import { seedEnrolment } from './enrolment';
import { seedExercises } from './exercises';
import { seedHomework } from './homework';
import { seedLessons } from './lessons';
import { seedLibraries } from './libraries';
import { seedPayments } from './payments';
import { seedQuestions } from './questions';
import { seedResources } from './resources';
import { seedStore } from './store';

export const DEMO_PASSWORD = 'quanta-demo';

/** The demo school's people: sign-ins printed at the first start. */
export const demoPeople = [
  { key: 'admin', name: 'Ada Admin', email: 'admin@quanta.test', role: 'Teacher', isAdmin: true },
  { key: 'teacherWang', name: 'Wang Li', email: 'teacher.wang@quanta.test', role: 'Teacher' },
  { key: 'teacherSmith', name: 'Sam Smith', email: 'teacher.smith@quanta.test', role: 'Teacher' },
  { key: 'parentChen', name: 'Chen Hua', email: 'parent.chen@quanta.test', role: 'Parent', phone: '415-555-0101' },
  {
    key: 'studentAmy',
    name: 'Amy Chen',
    email: 'student.amy@quanta.test',
    role: 'Student',
    school: 'Lincoln High',
    grade: 10,
  },
  { key: 'parentJones', name: 'Pat Jones', email: 'parent.jones@quanta.test', role: 'Parent', phone: '415-555-0102' },
  {
    key: 'studentBen',
    name: 'Ben Jones',
    email: 'student.ben@quanta.test',
    role: 'Student',
    school: 'Lincoln High',
    grade: 9,
  },
  {
    key: 'studentCara',
    name: 'Cara Diaz',
    email: 'student.cara@quanta.test',
    role: 'Student',
    school: 'Mission High',
    grade: 11,
  },
] as const;

const families = [
  ['parentChen', 'studentAmy'],
  ['parentJones', 'studentBen'],
] as const;

/** Who a demo person is, as the start-up sign-in block and the README name them. */
function demoRole(key: (typeof demoPeople)[number]['key']): string {
  const person = demoPeople.find((p) => p.key === key);
  if (!person) return '';
  if ('isAdmin' in person) return 'Admin (also a teacher)';
  const child = families.find(([parent]) => parent === key)?.[1];
  if (child) return `Parent of ${demoPeople.find((p) => p.key === child)?.name.split(' ')[0]}`;
  if (person.role === 'Student')
    return families.some(([, s]) => s === key) ? 'Student with a parent' : 'Student, no parent';
  return person.role;
}

/** Seeding server processes that start together take turns (a transaction-scoped advisory lock). */
const seedLockKey = 0x7365656471;
const takeSeedLock = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);

/** Creates the first admin when the database has no user yet. Returns whether it did. */
export async function seedAdmin(deps: Deps, email: string, password: string): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    await takeSeedLock(tx);
    const [again] = await tx.select({ n: count() }).from(users);
    if ((again?.n ?? 0) > 0) return false;
    await tx
      .insert(users)
      .values({ name: 'Administrator', email, passwordHash, role: 'Teacher', isAdmin: true, emailVerified: true });
    return true;
  });
}

/** Adds the demo school unless its admin already exists; returns the sign-ins made. */
export async function seedDemo(deps: Deps): Promise<{ email: string; role: string }[]> {
  const [existing] = await deps.db.select().from(users).where(eq(users.email, demoPeople[0].email)).limit(1);
  if (existing) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = deps.now().toISOString().slice(0, 10);
  const pictures = await saveDemoPictures(deps.files);
  return deps.db.transaction(async (tx) => {
    await takeSeedLock(tx);
    const [seeded] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoPeople[0].email)).limit(1);
    if (seeded) return [];
    const ids = new Map<string, string>();
    for (const p of demoPeople) {
      const [row] = await tx
        .insert(users)
        .values({
          name: p.name,
          email: p.email,
          passwordHash,
          role: p.role,
          isAdmin: 'isAdmin' in p ? p.isAdmin : false,
          emailVerified: true,
          phone: 'phone' in p ? p.phone : '',
          school: 'school' in p ? p.school : '',
          gradeInSchoolYear: 'grade' in p ? p.grade : null,
          gradeInSchoolYearAt: 'grade' in p ? today : null,
        })
        .returning({ id: users.id });
      ids.set(p.key, row?.id as string);
    }
    await tx.insert(familyLinks).values(
      families.map(([parent, student]) => ({
        parentId: ids.get(parent) as string,
        studentId: ids.get(student) as string,
      })),
    );
    await seedClasses(tx, ids, pictures, deps.now());
    // After the people and the classes: registrations in every state.
    await seedEnrolment(tx, deps.now());
    // After the registrations: the payments a teacher confirmed for them, with their receipts.
    await seedPayments(tx, deps.school.currency, deps.now());
    // After the classes and their rosters: weekly slots, lessons, the past weeks' rolls and packages.
    await seedLessons(tx, deps, deps.now());
    // After the sources of the classes: libraries, the question bank and homework built from it.
    const nodes = await seedLibraries(tx, ids, deps.now());
    const questionIds = await seedQuestions(tx, ids, nodes, deps.now());
    await seedHomework(tx, ids, questionIds, deps.now());
    // After the homework and the registrations: homework in the students' classes with their work.
    await seedExercises(tx, ids, deps.now());
    // After the libraries, questions and registrations: Resources practice and a bug report.
    await seedResources(tx, deps.now());
    // The legacy storefront: products reviewed by the demo people.
    await seedStore(tx, ids, new Map(demoPeople.map((p) => [p.key, p.name])), pictures, deps.now());
    // Recipient groups, the parents' mail languages and a sent bulk e-mail.
    await seedEmail(tx, ids, new Map(demoPeople.map((p) => [p.key, p.email])), deps.now());
    // After the classes and their rosters: announcements in the classes' streams with a family's comment.
    await seedClassStream(tx, ids, deps.now());
    return demoPeople.map((p) => ({ email: p.email, role: demoRole(p.key) }));
  });
}
