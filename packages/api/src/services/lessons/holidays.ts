import { classes, classSlots, type DbOrTx, holidays, type UserRow } from '@quanta/db';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { presentHoliday } from '../../presenters/lessons';
import { takeBookingLock } from './lesson-clashes';
import { regenerateLessons } from './regenerate';

async function holidayList(db: DbOrTx) {
  const rows = await db.select().from(holidays).orderBy(asc(holidays.day));
  return { list: rows.map(presentHoliday) };
}

/** The school's holidays, by date. */
export async function getHolidays(deps: Deps) {
  return holidayList(deps.db);
}

/**
 * Puts the holiday `name` on exactly `dates`: its other dates are freed, a date another holiday held is
 * renamed to this one, and an empty list removes it. In the same transaction every scheduled class's
 * future lessons follow (none on a holiday, a freed day's lessons back); answers the whole list.
 */
export async function setHolidays(deps: Deps, _caller: UserRow, input: { dates: string[]; name: string }) {
  const now = deps.now();
  const dates = [...new Set(input.dates)];
  return deps.db.transaction(async (tx) => {
    await takeBookingLock(tx);
    await tx
      .delete(holidays)
      .where(and(eq(holidays.name, input.name), dates.length > 0 ? notInArray(holidays.day, dates) : undefined));
    if (dates.length > 0) {
      await tx
        .insert(holidays)
        .values(dates.map((day) => ({ day, name: input.name })))
        .onConflictDoUpdate({ target: holidays.day, set: { name: sql`excluded.name` } });
    }
    const scheduled = await tx
      .selectDistinct({ id: classSlots.classId })
      .from(classSlots)
      .innerJoin(classes, eq(classes.id, classSlots.classId))
      .where(and(isNotNull(classes.startDate), isNotNull(classes.endDate)))
      .orderBy(asc(classSlots.classId));
    for (const cls of scheduled) await regenerateLessons(tx, deps, cls.id, now);
    return holidayList(tx);
  });
}
