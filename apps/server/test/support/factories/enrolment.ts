import { type classes, classInterests, classStudents } from '@quanta/db';
import type { TestApp } from '../harness';
import { buildPublishedClass } from './classes';

/** A published class of `teacher` running through 2026; pass overrides for anything else. */
export const buildClass = (t: TestApp, teacher: { id: string }, overrides: Partial<typeof classes.$inferInsert> = {}) =>
  buildPublishedClass(t, teacher, {
    paymentInfo: 'Pay at the front desk',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...overrides,
  });

/** An interest/registration request as a given state, inserted directly. */
export async function buildInterest(
  t: TestApp,
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
export async function buildPlace(t: TestApp, cls: { id: string }, student: { id: string }, expiresAt: Date | null) {
  await t.app.deps.db.insert(classStudents).values({ classId: cls.id, studentId: student.id, expiresAt });
}
