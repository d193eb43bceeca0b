import type { Deps } from '../../deps';
import { sanitiseRichText } from '../richtext/sanitise';
import { readSetting, settingKeys, writeSetting } from './settings';

export async function getHomeIntroduction(deps: Deps) {
  return { introduction: await readSetting(deps.db, settingKeys.homeIntroduction, '') };
}

/** The admin's home introduction, sanitised like every rich field. */
export async function setHomeIntroduction(deps: Deps, html: string) {
  const introduction = sanitiseRichText(html);
  await writeSetting(deps.db, settingKeys.homeIntroduction, introduction, deps.now());
  return { introduction };
}
