import type { DbOrTx } from '@quanta/db';
import { messages, type SchoolDetailsInput } from '@quanta/validators';
import type { Deps } from '../../deps';
import { readSetting, writeSetting } from '../home/settings';

/** The `site_settings` key of the school's details (the name comes from `SCHOOL_NAME`). */
export const schoolDetailsKey = 'schoolDetails';

interface StoredDetails {
  address: string;
}

/** The school's name and address as receipts print them; no address until an admin sets one. */
export async function schoolDetailsOf(deps: Pick<Deps, 'schoolName'>, db: DbOrTx) {
  const stored = await readSetting<Partial<StoredDetails>>(db, schoolDetailsKey, {});
  return { name: deps.schoolName, address: typeof stored.address === 'string' ? stored.address : '' };
}

/** The school's name and address as receipts print them. */
export async function getSchoolDetails(deps: Deps): Promise<{ name: string; address: string }> {
  return schoolDetailsOf(deps, deps.db);
}

/** Saves the address receipts print; the name stays the configured one. */
export async function setSchoolDetails(
  deps: Deps,
  input: SchoolDetailsInput,
): Promise<{ message: typeof messages.schoolDetailsSaved; name: string; address: string }> {
  const value: StoredDetails = { address: input.address };
  await writeSetting(deps.db, schoolDetailsKey, value, deps.now());
  return { message: messages.schoolDetailsSaved, name: deps.schoolName, address: input.address };
}
