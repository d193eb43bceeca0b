import { classes, classInterests, classStudents, type DbOrTx, users } from '@quanta/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { addMonths } from '../services/enrolment/rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A demo class of the demo teachers with or without the library: the classes seed's when it made one,
 * else one made here (found again by name, so it is never made twice).
 */
async function demoClass(db: DbOrTx, teacherIds: string[], includeLibrary: boolean, now: Date) {
  const [found] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(inArray(classes.teacherId, teacherIds), eq(classes.includeLibrary, includeLibrary)))
    .orderBy(desc(classes.isPublish), asc(classes.createdAt), asc(classes.name))
    .limit(1);
  if (found) return found.id;
  const fallback = includeLibrary
    ? {
        name: 'Physics Plus: Question Library',
        language: 'en',
        category: 'Physics',
        priceMinor: 32_000,
        paymentInfo: '<p>Pay by bank transfer to Quanta School, reference: your name and class.</p>',
      }
    : {
        name: '初中数学提高班',
        language: 'zh',
        category: 'Math',
        priceMinor: 18_000,
        paymentInfo: '<p>请通过银行转账付款，备注学生姓名和课程名称。</p>',
      };
  const [made] = await db
    .insert(classes)
    .values({
      ...fallback,
      teacherId: teacherIds[0] as string,
      includeLibrary,
      isPublish: 2,
      startDate: isoDate(new Date(now.getTime() - 30 * DAY_MS)),
      endDate: isoDate(new Date(now.getTime() + 150 * DAY_MS)),
    })
    .returning({ id: classes.id });
  return made?.id as string;
}

/** A demo class by its name, when the classes seed made it. */
async function classNamed(db: DbOrTx, name: string): Promise<string | undefined> {
  const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, name)).limit(1);
  return found?.id;
}

/**
 * Registrations in every state: Amy registered (valid) in a class with the library, so she has
 * `sRegister`, and interested in another; Ben's payment waiting for confirmation and a valid place;
 * Cara's registration expired. Runs after the people and classes of the demo exist.
 */
export async function seedEnrolment(db: DbOrTx, now: Date) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'teacher.wang@quanta.test',
        'teacher.smith@quanta.test',
        'student.amy@quanta.test',
        'student.ben@quanta.test',
        'student.cara@quanta.test',
      ]),
    );
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const teacherIds = [id('teacher.wang@quanta.test'), id('teacher.smith@quanta.test')].filter((x) => x !== undefined);
  const [amy, ben, cara] = ['amy', 'ben', 'cara'].map((n) => id(`student.${n}@quanta.test`));
  if (teacherIds.length === 0 || !amy || !ben || !cara) return;
  // Amy's physics class with the library and Ben's math class, both running; any class will do elsewhere.
  const library =
    (await classNamed(db, 'Modern Physics: Relativity and Quanta')) ?? (await demoClass(db, teacherIds, true, now));
  const plain =
    (await classNamed(db, 'Geometry: Proofs and the Pythagorean Theorem')) ??
    (await demoClass(db, teacherIds, false, now));
  const daysFrom = (days: number) => new Date(now.getTime() + days * DAY_MS);

  const amyExpires = addMonths(daysFrom(-30), 12);
  const benExpires = daysFrom(20);
  const caraExpires = daysFrom(-5);
  await db
    .insert(classInterests)
    .values([
      // registered, valid: a year confirmed a month ago
      { classId: library, studentId: amy, durationType: 2, interested: false, registered: true, expiresAt: amyExpires },
      // interested, not paid yet
      { classId: plain, studentId: amy, durationType: 1 },
      // paid, waiting for the teacher's confirmation
      { classId: library, studentId: ben, durationType: 2, paid: true, teacherNotifiedAt: daysFrom(-1) },
      // registered, valid
      { classId: plain, studentId: ben, durationType: 1, interested: false, registered: true, expiresAt: benExpires },
      // registered, expired: My Classes offers a renewal
      {
        classId: library,
        studentId: cara,
        durationType: 1,
        interested: false,
        registered: true,
        expiresAt: caraExpires,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(classStudents)
    .values([
      { classId: library, studentId: amy, expiresAt: amyExpires },
      // Ben has a quarter more time in the class's exams.
      { classId: plain, studentId: ben, expiresAt: benExpires, extraTimePercent: 25 },
      { classId: library, studentId: cara, expiresAt: caraExpires },
    ])
    .onConflictDoNothing();
}
