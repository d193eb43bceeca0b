import { classes, classSources, sources } from '@quanta/db';
import { sequence } from '../sequence';
import type { World } from '../world';

const next = sequence();

/** A source of `teacher` (not expired unless asked). */
export async function buildSource(t: World, teacher: { id: string }, o: Partial<typeof sources.$inferInsert> = {}) {
  const counter = next();
  const [row] = await t.app.deps.db
    .insert(sources)
    .values({ teacherId: teacher.id, name: `Source ${counter}`, ...o })
    .returning();
  return row!;
}

/** A class of `teacher`, a draft in English unless asked; `sourceIds` are attached as they are. */
export async function buildClass(
  t: World,
  teacher: { id: string },
  o: Partial<typeof classes.$inferInsert> & { sourceIds?: string[] } = {},
) {
  const counter = next();
  const { sourceIds = [], ...values } = o;
  const [row] = await t.app.deps.db
    .insert(classes)
    .values({
      teacherId: teacher.id,
      name: `Class ${counter}`,
      priceMinor: 10_000,
      registerLink: 'https://example.com/register',
      paymentInfo: '<p>Pay by bank transfer</p>',
      startDate: '2026-09-01',
      endDate: '2026-12-20',
      ...values,
    })
    .returning();
  if (sourceIds.length > 0) {
    await t.app.deps.db.insert(classSources).values(sourceIds.map((sourceId) => ({ classId: row!.id, sourceId })));
  }
  return row!;
}

export const buildPublishedClass = (t: World, teacher: { id: string }, o: Parameters<typeof buildClass>[2] = {}) =>
  buildClass(t, teacher, { isPublish: 2, ...o });

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
