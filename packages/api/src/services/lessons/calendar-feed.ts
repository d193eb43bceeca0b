import type { UserRow } from '@quanta/db';
import type { Deps } from '../../deps';

export async function getCalendarLink(_deps: Deps, _caller: UserRow): Promise<never> {
  throw new Error('getCalendarLink');
}
export async function resetCalendarLink(_deps: Deps, _caller: UserRow): Promise<never> {
  throw new Error('resetCalendarLink');
}
/** The iCalendar text of the feed `token` names (404 for none). */
export async function calendarFeed(_deps: Deps, _token: string): Promise<string> {
  throw new Error('calendarFeed');
}
