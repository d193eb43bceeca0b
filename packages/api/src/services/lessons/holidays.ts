import type { UserRow } from '@quanta/db';
import type { Deps } from '../../deps';

export async function getHolidays(_deps: Deps): Promise<never> {
  throw new Error('getHolidays');
}
export async function setHolidays(
  _deps: Deps,
  _caller: UserRow,
  _input: { dates: string[]; name: string },
): Promise<never> {
  throw new Error('setHolidays');
}
