import type { messages, SchoolDetailsInput } from '@quanta/validators';
import type { Deps } from '../../deps';

/** The school's name and address as receipts print them. */
export async function getSchoolDetails(_deps: Deps): Promise<{ name: string; address: string }> {
  throw new Error('not built yet');
}

export async function setSchoolDetails(
  _deps: Deps,
  _input: SchoolDetailsInput,
): Promise<{ message: typeof messages.schoolDetailsSaved; name: string; address: string }> {
  throw new Error('not built yet');
}
