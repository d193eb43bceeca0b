import type { UserRow } from '@quanta/db';
import type { TimetableInput } from '@quanta/validators';
import type { Deps } from '../../deps';

export async function getTimetable(_deps: Deps, _caller: UserRow, _input: TimetableInput): Promise<never> {
  throw new Error('getTimetable');
}
