import { classes, classInterests, classStudents, familyLinks, type UserRow, users } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { interestForTeacher } from '../../policies/interest';
import { presentInterest, presentRosterEntry, presentStudent } from '../../presenters/enrolment';
import { languageOfUser } from '../email/preferences';
import { registrationConfirmedMail } from '../email/registration-confirmed-mail';
import { dayOf, recordPayment } from '../payments/fulfil';
import { priceOf } from '../payments/pricing';
import { grantPlace } from './grant-place';

const studentColumns = { id: users.id, name: users.name, email: users.email };

/**
 * A class's interest/registration requests, newest first. A class has tens of students, and the
 * screen shows them unpaged; the query runs on the (class, student) index.
 */
export async function listInterests(deps: Deps, teacher: UserRow, classId: string) {
  await classForOwner(deps.db, teacher, classId);
  const rows = await deps.db
    .select({ interest: classInterests, student: studentColumns })
    .from(classInterests)
    .innerJoin(users, eq(users.id, classInterests.studentId))
    .where(eq(classInterests.classId, classId))
    .orderBy(desc(classInterests.createdAt), desc(classInterests.id));
  return rows.map((r) => presentInterest(r.interest, r.student));
}

/**
 * The teacher confirms a request (`grant-place.ts`): the student is registered until one more period (1 month or 1 year)
 * after their current expiry if that is still ahead, else after the class's first day if that is ahead, else
 * after now; the roster gets the same expiry.
 * A lesson package (duration type 3) instead adds the class's current package size to the student's
 * balance and gives a place without expiry to a student who has none (an existing place keeps its
 * expiry; a package place lasts until the teacher removes it). The open request is settled
 * (`interested` and `paid` back to false). A registered student with no open request has nothing to
 * confirm, so a double click cannot add two periods or two packages. When what was bought has a price,
 * the payment received offline is recorded in the same transaction (`recordPayment`: the payer is the
 * student's parent, else the student) and the payer's receipt mail queued; without a price, the same reader
 * is mailed that the registration is confirmed.
 */
export async function confirmInterest(deps: Deps, teacher: UserRow, interestId: string) {
  const now = deps.now();
  const paid = await deps.db.transaction(async (tx) => {
    const interest = await interestForTeacher(tx, teacher, interestId, true);
    if (interest.registered && !interest.interested) throw fail.conflict('nothingToConfirm');
    const [cls] = await tx
      .select({
        id: classes.id,
        name: classes.name,
        teacherId: classes.teacherId,
        startDate: classes.startDate,
        priceMinor: classes.priceMinor,
        lessonPackageSize: classes.lessonPackageSize,
        lessonPackagePriceMinor: classes.lessonPackagePriceMinor,
      })
      .from(classes)
      .where(eq(classes.id, interest.classId))
      .limit(1);
    const [student] = await tx.select(studentColumns).from(users).where(eq(users.id, interest.studentId)).limit(1);
    if (!cls || !student) throw fail.notFound('interestNotFound');
    const price = priceOf(cls, interest.durationType);
    const granted = await grantPlace(tx, {
      interest,
      durationType: interest.durationType,
      lessons: price.lessons,
      classStart: cls.startDate,
      grantedBy: teacher.id,
      now,
    });
    const [parentRow] = await tx
      .select(studentColumns)
      .from(familyLinks)
      .innerJoin(users, eq(users.id, familyLinks.parentId))
      .where(eq(familyLinks.studentId, student.id))
      .limit(1);
    const payer = parentRow ?? student;
    const language = (await languageOfUser(tx, payer.id)) ?? 'en';
    // Money changed hands offline: the payment is recorded, with its receipt, in the same transaction.
    if (price.amountMinor > 0) {
      await recordPayment(tx, deps, {
        cls: { ...cls, teacherName: teacher.name, teacherEmail: teacher.email },
        student,
        payer,
        interestId: interest.id,
        durationType: interest.durationType,
        lessons: price.lessons,
        periodStart: granted.periodStart,
        periodEnd: granted.periodEnd,
        amountMinor: price.amountMinor,
        currency: deps.school.currency,
        method: 'offline',
        provider: 'manual',
        providerPaymentId: null,
        language,
        confirmedBy: teacher.id,
        paidAt: now,
        notifyTeacher: false,
      });
    } else {
      // Nothing to pay, so no receipt: the family is still told the place is theirs.
      const mail = registrationConfirmedMail(
        payer.email,
        {
          readerName: payer.name,
          studentName: student.name,
          className: cls.name,
          teacherName: teacher.name,
          durationType: interest.durationType,
          lessons: price.lessons,
          validUntil: granted.periodEnd ? dayOf(granted.periodEnd, language, deps.school.timeZone) : null,
          myClassesUrl: `${deps.publicUrl}/myclasses`,
        },
        language,
      );
      await deps.outbox.enqueue(tx, [{ kind: 'notice', ...mail, to: payer.email, html: mail.html ?? '' }]);
    }
    return { ...granted, student };
  });
  deps.outbox.wake();
  return { message: messages.addSuccess, ...presentInterest(paid.interest, paid.student) };
}

/** Deletes a request that is not registered; a registered student leaves through the roster instead. */
export async function deleteInterest(deps: Deps, teacher: UserRow, interestId: string) {
  await interestForTeacher(deps.db, teacher, interestId);
  const deleted = await deps.db
    .delete(classInterests)
    .where(and(eq(classInterests.id, interestId), eq(classInterests.registered, false)))
    .returning({ id: classInterests.id });
  if (deleted.length === 0) throw fail.conflict('registeredInterestNotDeletable');
  return { message: messages.deleteSuccess, _id: interestId };
}

/** The Add students search: a student account by exact e-mail (404 for none, or for another role). */
export async function findStudentByEmail(deps: Deps, email: string) {
  const [row] = await deps.db
    .select(studentColumns)
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'Student')))
    .limit(1);
  if (!row) throw fail.notFound('studentEmailNotFound');
  return presentStudent(row);
}

/**
 * Adds a found student to the teacher's class without an expiry: a place the teacher gives lasts until
 * the teacher removes it (a registration the teacher confirms later sets one).
 */
export async function addStudent(deps: Deps, teacher: UserRow, studentId: string, classId: string) {
  await classForOwner(deps.db, teacher, classId);
  const [student] = await deps.db
    .select(studentColumns)
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'Student')))
    .limit(1);
  if (!student) throw fail.notFound('studentNotFound');
  const added = await deps.db
    .insert(classStudents)
    .values({ classId, studentId, expiresAt: null, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ studentId: classStudents.studentId });
  if (added.length === 0) throw fail.conflict('alreadyInClass');
  return { message: messages.addSuccess, student: presentStudent(student) };
}

const parent = alias(users, 'parent');

/** The class's roster by student name, each with their parent's contact and expiry. */
export async function listRoster(deps: Deps, teacher: UserRow, classId: string) {
  const cls = await classForOwner(deps.db, teacher, classId);
  const rows = await deps.db
    .select({
      studentId: users.id,
      name: users.name,
      email: users.email,
      parentName: parent.name,
      parentEmail: parent.email,
      parentPhone: parent.phone,
      expiresAt: classStudents.expiresAt,
      extraTimePercent: classStudents.extraTimePercent,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(familyLinks, eq(familyLinks.studentId, classStudents.studentId))
    .leftJoin(parent, eq(parent.id, familyLinks.parentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.name), asc(users.id));
  const now = deps.now();
  return rows.map((r) => presentRosterEntry(r, cls, deps.school.currency, teacher, now));
}

/**
 * Takes a student off the roster. Their request in the class goes too, so the student can register
 * afresh; both in one transaction.
 */
export async function removeStudent(deps: Deps, teacher: UserRow, studentId: string, classId: string) {
  await classForOwner(deps.db, teacher, classId);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
      .returning({ studentId: classStudents.studentId });
    if (removed.length === 0) throw fail.notFound('studentNotInClass');
    await tx
      .delete(classInterests)
      .where(and(eq(classInterests.classId, classId), eq(classInterests.studentId, studentId)));
  });
  return { message: messages.deleteSuccess, studentID: studentId, classID: classId };
}
