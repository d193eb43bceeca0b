import type { UserRow } from '@quanta/db';
import type { Deps } from '../../deps';

export async function requestLeave(
  _deps: Deps,
  _caller: UserRow,
  _input: { lessonId: string; studentId: string; reason: string },
): Promise<never> {
  throw new Error('requestLeave');
}
