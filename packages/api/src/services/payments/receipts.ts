import type { UserRow } from '@quanta/db';
import type { Deps } from '../../deps';

/** One payment's receipt as a PDF, for those who may read the payment. */
export async function getReceipt(
  _deps: Deps,
  _caller: UserRow,
  _id: string,
): Promise<{ filename: string; contentType: string; base64: string }> {
  throw new Error('not built yet');
}
