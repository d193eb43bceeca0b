import { type ClassInterestRow, classInterests, classStudents, type DbOrTx, lessonCredits } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { buysPackage, extendExpiry, periodStartOf } from './rules';

/** One registration to write: the student's request in the class (locked by the caller) and what was bought. */
export interface PlaceGrant {
  interest: ClassInterestRow;
  durationType: number;
  /** Lessons of the package bought (duration type 3), else ignored. */
  lessons: number;
  /** The class's first day (`YYYY-MM-DD`): time bought before it runs from it. */
  classStart: string | null;
  /** Who gave it: the confirming teacher, or null for an online payment. */
  grantedBy: string | null;
  now: Date;
}

/** The settled request and the registration time bought (from `periodStartOf` to the new expiry); null for a package. */
export interface GrantedPlace {
  interest: ClassInterestRow;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/**
 * Registers a student, inside the caller's transaction: the request is settled (`registered`, `interested`
 * and `paid` back to false) and its expiry extended by one period (`extendExpiry`: from the latest of now, the
 * class's first day and the current expiry), the roster row gets the
 * same expiry. A lesson package instead adds its lessons to the balance (`lesson_credits`) and gives a place
 * without expiry to a student who has none. A teacher's confirmation and an online payment both come here.
 */
export async function grantPlace(tx: DbOrTx, grant: PlaceGrant): Promise<GrantedPlace> {
  const { interest, durationType, now, classStart } = grant;
  const expiresAt = extendExpiry(interest.expiresAt, durationType, now, classStart);
  const [row] = await tx
    .update(classInterests)
    .set({
      registered: true,
      interested: false,
      paid: false,
      durationType,
      teacherNotifiedAt: null,
      expiresAt,
      updatedAt: now,
    })
    .where(eq(classInterests.id, interest.id))
    .returning();
  const place = { classId: interest.classId, studentId: interest.studentId, createdAt: now };
  if (buysPackage(durationType)) {
    await tx.insert(lessonCredits).values({
      classId: interest.classId,
      studentId: interest.studentId,
      lessons: grant.lessons,
      interestId: interest.id,
      createdBy: grant.grantedBy,
      createdAt: now,
    });
    await tx
      .insert(classStudents)
      .values({ ...place, expiresAt: null })
      .onConflictDoNothing({ target: [classStudents.classId, classStudents.studentId] });
    return { interest: row ?? interest, periodStart: null, periodEnd: null };
  }
  await tx
    .insert(classStudents)
    .values({ ...place, expiresAt })
    .onConflictDoUpdate({ target: [classStudents.classId, classStudents.studentId], set: { expiresAt } });
  return {
    interest: row ?? interest,
    periodStart: periodStartOf(interest.expiresAt, now, classStart),
    periodEnd: expiresAt,
  };
}

/**
 * A student's request in a class for an online payment, made when the teacher removed it meanwhile, and
 * locked until the transaction ends.
 */
export async function lockedInterest(
  tx: DbOrTx,
  classId: string,
  studentId: string,
  durationType: number,
  now: Date,
): Promise<ClassInterestRow> {
  await tx
    .insert(classInterests)
    .values({ classId, studentId, durationType, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [classInterests.classId, classInterests.studentId] });
  const [row] = await tx
    .select()
    .from(classInterests)
    .where(and(eq(classInterests.classId, classId), eq(classInterests.studentId, studentId)))
    .limit(1)
    .for('update');
  if (!row) throw new Error('the request just written is missing');
  return row;
}
