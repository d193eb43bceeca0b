import { classes, classInterests, type DbOrTx, familyLinks, payments, users } from '@quanta/db';
import { and, eq, inArray } from 'drizzle-orm';
import { addMonths } from '../services/enrolment/rules';
import { nextReceiptNumber } from '../services/payments/receipt-number';

const DAY_MS = 86_400_000;

/**
 * The payments behind the demo's registrations, as a teacher confirmed them (offline, receipts 1–3): Amy's
 * year paid by her mother in Chinese, Ben's month by his father, Cara's expired month by herself. Runs after
 * the registrations exist; names and prices are read from them, so a demo class renamed later keeps its books.
 */
export async function seedPayments(db: DbOrTx, currency: string, now: Date) {
  const rows = await db
    .select({
      interestId: classInterests.id,
      classId: classes.id,
      className: classes.name,
      priceMinor: classes.priceMinor,
      teacherId: classes.teacherId,
      durationType: classInterests.durationType,
      expiresAt: classInterests.expiresAt,
      studentId: users.id,
      studentName: users.name,
      studentEmail: users.email,
    })
    .from(classInterests)
    .innerJoin(classes, eq(classes.id, classInterests.classId))
    .innerJoin(users, eq(users.id, classInterests.studentId))
    .where(and(eq(classInterests.registered, true), eq(classInterests.interested, false)));
  if (rows.length === 0) return;
  const parents = await db
    .select({ studentId: familyLinks.studentId, id: users.id, name: users.name, email: users.email })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(
      inArray(
        familyLinks.studentId,
        rows.map((r) => r.studentId),
      ),
    );
  // Oldest first, so the receipt numbers follow the dates.
  const paid = rows
    .filter((r) => r.expiresAt && r.priceMinor > 0)
    .map((r) => {
      const months = r.durationType === 2 ? 12 : 1;
      const end = r.expiresAt as Date;
      const start = addMonths(end, -months);
      return { ...r, months, start: start < now ? start : new Date(now.getTime() - DAY_MS), end };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const r of paid) {
    const parent = parents.find((p) => p.studentId === r.studentId);
    await db.insert(payments).values({
      classId: r.classId,
      className: r.className,
      studentId: r.studentId,
      studentName: r.studentName,
      payerId: parent?.id ?? r.studentId,
      payerName: parent?.name ?? r.studentName,
      payerEmail: parent?.email ?? r.studentEmail,
      interestId: r.interestId,
      durationType: r.durationType,
      periodStart: r.start,
      periodEnd: r.end,
      amountMinor: r.priceMinor * r.months,
      currency,
      method: 'offline',
      provider: 'manual',
      receiptNumber: await nextReceiptNumber(db),
      language: parent?.email === 'parent.chen@quanta.test' ? 'zh' : 'en',
      confirmedBy: r.teacherId,
      paidAt: r.start,
      createdAt: r.start,
    });
  }
}
