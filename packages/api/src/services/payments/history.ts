import type { UserRow } from '@quanta/db';
import type { Deps } from '../../deps';

/** Payment history: a parent's children's, a student's own, an admin's all; newest first, paged in SQL. */
export async function getPayments(
  _deps: Deps,
  _caller: UserRow,
  _input: { page: number; pageSize: number },
): Promise<never> {
  throw new Error('not built yet');
}
