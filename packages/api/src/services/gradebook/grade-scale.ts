import { messages, type SetGradeScaleInput } from '@quanta/validators';
import type { Deps } from '../../deps';
import { readSetting, writeSetting } from '../home/settings';
import { gradeScaleKey, storedScale } from './grade-rules';

/** The school's grade scale (the letters A–F until an admin sets one): its bands, highest first. */
export async function getGradeScale(deps: Deps) {
  return { bands: storedScale(await readSetting<unknown>(deps.db, gradeScaleKey, null)) };
}

/** Saves the school's grade scale; every gradebook, grades view and term report reads it from then on. */
export async function setGradeScale(deps: Deps, input: SetGradeScaleInput) {
  const bands = input.bands.map((b) => ({ label: b.label, min: b.min }));
  await writeSetting(deps.db, gradeScaleKey, { bands }, deps.now());
  return { message: messages.gradeScaleSaved, bands };
}
