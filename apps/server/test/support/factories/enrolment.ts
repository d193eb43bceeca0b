import { type classes, classInterests, classStudents } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import type { World } from '../world';
import { buildPublishedClass } from './classes';

/** A published class of `teacher` running through 2026; pass overrides for anything else. */
export const buildClass = (t: World, teacher: { id: string }, overrides: Partial<typeof classes.$inferInsert> = {}) =>
  buildPublishedClass(t, teacher, {
    paymentInfo: 'Pay at the front desk',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...overrides,
  });

/** An interest/registration request as a given state, inserted directly. */
export async function buildInterest(
  t: World,
  cls: { id: string },
  student: { id: string },
  overrides: Partial<typeof classInterests.$inferInsert> = {},
) {
  const [row] = await t.app.deps.db
    .insert(classInterests)
    .values({ classId: cls.id, studentId: student.id, ...overrides })
    .returning();
  return row!;
}

/** A place on a class's roster, inserted directly. */
export async function buildPlace(t: World, cls: { id: string }, student: { id: string }, expiresAt: Date | null) {
  await t.app.deps.db.insert(classStudents).values({ classId: cls.id, studentId: student.id, expiresAt });
}

/** A student's interest/registration request in a class, if any. */
export async function interestOf(t: World, cls: { id: string }, student: { id: string }) {
  const [row] = await t.app.deps.db
    .select()
    .from(classInterests)
    .where(and(eq(classInterests.classId, cls.id), eq(classInterests.studentId, student.id)));
  return row;
}

/** A student's place on a class's roster, if any. */
export async function placeOf(t: World, cls: { id: string }, student: { id: string }) {
  const [row] = await t.app.deps.db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, cls.id), eq(classStudents.studentId, student.id)));
  return row;
}
