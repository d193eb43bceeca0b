import { classInterests, classStudents, type DbOrTx, type UserRow, users } from '@quanta/db';
import { type DurationType, type Language, limits, messages, type RegisterClassInput } from '@quanta/validators';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { studentForCaller, studentsOfCaller } from '../../policies/child';
import { presentParent, presentRegisterClass, presentStanding, presentStudent } from '../../presenters/enrolment';
import { paymentNoticeMail } from '../email/payment-notice-mail';
import { languagesByEmail } from '../email/preferences';
import { registrableClass } from './classes';
import { buysPackage } from './rules';

/**
 * The Class Register screen for a student or a parent: the parent's contact, the student (when the
 * caller is one), each student the caller acts for with their standing in the class, and the class's
 * price and payment information.
 */
export async function getClassRegister(deps: Deps, caller: UserRow, classId: string) {
  const students = await studentsOfCaller(deps.db, caller, deps.now());
  const ids = students.map((s) => s.id);
  const cls = await registrableClass(deps.db, classId, ids);
  const parentId = caller.role === 'Parent' ? null : (students[0]?.parentId ?? null);
  const [requests, places, [parent]] = await Promise.all([
    ids.length
      ? deps.db
          .select()
          .from(classInterests)
          .where(and(eq(classInterests.classId, classId), inArray(classInterests.studentId, ids)))
      : [],
    ids.length
      ? deps.db
          .select()
          .from(classStudents)
          .where(and(eq(classStudents.classId, classId), inArray(classStudents.studentId, ids)))
      : [],
    parentId
      ? deps.db
          .select({ name: users.name, email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, parentId))
          .limit(1)
      : [caller.role === 'Parent' ? caller : undefined],
  ]);
  const now = deps.now();
  const entries = students.map((s) => ({
    ...presentStudent(s),
    ...presentStanding(
      cls,
      requests.find((r) => r.studentId === s.id),
      places.find((p) => p.studentId === s.id),
      now,
    ),
  }));
  const me = caller.role === 'Student' ? entries[0] : undefined;
  return {
    parentInfo: presentParent(parent),
    studentInfo: me && students[0] ? presentStudent(students[0]) : null,
    students: entries,
    classInfo: presentRegisterClass(cls, deps.school.currency, deps.payments.online),
    interested: me?.interested ?? false,
    paid: me?.paid ?? false,
    registered: me?.registered ?? false,
  };
}

/**
 * Register (or renew): records the student's interest in the class. A month or a year counts only for a
 * class with the library (one month otherwise); a lesson package (3) only for a class that sells them
 * (400 otherwise). A registered student's request is a renewal: their place and expiry stay until the
 * teacher confirms it. Refused while a payment waits for confirmation.
 */
export async function registerInterest(deps: Deps, caller: UserRow, input: RegisterClassInput) {
  const student = await studentForCaller(deps.db, caller, input.userId, deps.now());
  const cls = await registrableClass(deps.db, input.classId, [student.id]);
  const now = deps.now();
  const row = await openRequest(deps.db, cls, student.id, chosenDuration(cls, input.durationType), now);
  return { message: messages.interestSuccess, _id: row.id, ...presentStanding(cls, row, undefined, now) };
}

/**
 * What a request buys: a lesson package (3) only from a class that sells them (400 naming `durationType`);
 * a month or a year from a class with the library, one month otherwise.
 */
export function chosenDuration(
  cls: { includeLibrary: boolean; lessonPackageSize: number },
  durationType: DurationType,
): DurationType {
  if (buysPackage(durationType) && cls.lessonPackageSize <= 0) {
    throw fail.badRequest('packageNotSold', { field: 'durationType' });
  }
  return cls.includeLibrary || buysPackage(durationType) ? durationType : 1;
}

/**
 * Records (or renews) a student's open request for the class with what it buys; a registered student's
 * place and expiry stay until it is paid for. Refused (409) while a payment waits for the teacher's
 * confirmation. Register and Pay online both open requests here.
 */
export async function openRequest(
  db: DbOrTx,
  cls: { id: string },
  studentId: string,
  durationType: DurationType,
  now: Date,
) {
  const [row] = await db
    .insert(classInterests)
    .values({ classId: cls.id, studentId, durationType, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [classInterests.classId, classInterests.studentId],
      set: { interested: true, paid: false, durationType, teacherNotifiedAt: null, updatedAt: now },
      setWhere: sql`not (${classInterests.interested} and ${classInterests.paid})`,
    })
    .returning();
  if (!row) throw fail.conflict('paymentPending');
  return row;
}

/**
 * MAKE PAYMENT: marks the open request paid and queues the notice to the class's teacher through the
 * outbox, in one transaction, so the payment is never recorded without its notice (the mail server's
 * mood no longer decides whether a family can pay). Paying again while the payment waits answers the
 * same, and queues another notice only once the last one is `limits.paymentMailRepeatMs` old (a
 * reminder, never a flood). `mailed` says whether this call queued one.
 */
export async function payForClass(
  deps: Deps,
  caller: UserRow,
  input: { classId: string; userId: string },
  lang: Language,
) {
  const student = await studentForCaller(deps.db, caller, input.userId, deps.now());
  const cls = await registrableClass(deps.db, input.classId, [student.id]);
  const [request] = await deps.db
    .select()
    .from(classInterests)
    .where(and(eq(classInterests.classId, cls.id), eq(classInterests.studentId, student.id)))
    .limit(1);
  if (!request?.interested) throw fail.conflict('interestRequired');
  const now = deps.now();
  const teacherLang = (await languagesByEmail(deps, [cls.teacherEmail])).get(cls.teacherEmail) ?? lang;
  const mailed = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(classInterests)
      .set({ paid: true, updatedAt: now })
      .where(and(eq(classInterests.id, request.id), eq(classInterests.interested, true)))
      .returning({ id: classInterests.id });
    if (!paid) throw fail.conflict('interestRequired');
    // Claim the notice: of two requests racing, one queues it and the other answers alike.
    const [claimed] = await tx
      .update(classInterests)
      .set({ teacherNotifiedAt: now })
      .where(
        and(
          eq(classInterests.id, request.id),
          or(
            isNull(classInterests.teacherNotifiedAt),
            lte(classInterests.teacherNotifiedAt, new Date(now.getTime() - limits.paymentMailRepeatMs)),
          ),
        ),
      )
      .returning({ id: classInterests.id });
    if (!claimed) return false;
    const mail = paymentNoticeMail(
      cls.teacherEmail,
      {
        teacherName: cls.teacherName,
        className: cls.name,
        studentName: student.name,
        studentEmail: student.email,
        payer: { name: caller.name, email: caller.email, isStudent: caller.id === student.id },
        durationType: request.durationType,
        packageSize: cls.lessonPackageSize,
      },
      teacherLang,
    );
    await deps.outbox.enqueue(tx, [
      { kind: 'payment', to: cls.teacherEmail, subject: mail.subject, text: mail.text, html: mail.html ?? '' },
    ]);
    return true;
  });
  if (mailed) deps.outbox.wake();
  return { message: messages.paymentMailSent, _id: request.id, paid: true, mailed };
}
