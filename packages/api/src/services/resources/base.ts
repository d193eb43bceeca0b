import { limits } from '@quanta/validators';
import type { Deps } from '../../deps';
import { readSetting, writeSetting } from '../home/settings';
import { sanitiseRichText } from '../richtext/sanitise';

/** The `site_settings` keys of the Resource base (§3: helpContent, maxQuestions). */
const keys = { help: 'resourceHelpContent', max: 'resourceMaxQuestions' } as const;

export async function getResourceBase(deps: Deps) {
  const [helpContent, maxQuestions] = await Promise.all([
    readSetting(deps.db, keys.help, ''),
    readSetting(deps.db, keys.max, limits.resourceMaxQuestionsDefault),
  ]);
  return { helpContent, maxQuestions };
}

/** The admin's Resources Setting: either field alone (each has its own Save); help is sanitised. */
export async function editResourceBase(deps: Deps, input: { helpContent?: string | null; maxQuestions?: number }) {
  await deps.db.transaction(async (tx) => {
    if (input.helpContent !== undefined && input.helpContent !== null) {
      await writeSetting(tx, keys.help, sanitiseRichText(input.helpContent), deps.now());
    }
    if (input.maxQuestions !== undefined) await writeSetting(tx, keys.max, input.maxQuestions, deps.now());
  });
  return getResourceBase(deps);
}

export async function maxQuestionsOf(deps: Deps): Promise<number> {
  return readSetting(deps.db, keys.max, limits.resourceMaxQuestionsDefault);
}
