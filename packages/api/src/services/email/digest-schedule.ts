import { type DigestSettings, messages } from '@quanta/validators';
import type { Deps } from '../../deps';
import { readSetting, writeSetting } from '../home/settings';
import { runFamilyDigest } from './family-digest';
import { digestQueueName as digestQueue } from './outbox';

const digestSettingKey = 'familyDigest';
const defaultDigestSettings: DigestSettings = { enabled: false, day: 0, hour: 18, timeZone: 'UTC' };

/** When the weekly family digest goes out, as the admin set it (off by default). */
export const readDigestSettings = (deps: Deps) =>
  readSetting<DigestSettings>(deps.db, digestSettingKey, defaultDigestSettings);

/** The pg-boss cron expression of the settings: minute 0 of `hour` on `day`. */
const digestCron = (s: DigestSettings) => `0 ${s.hour} * * ${s.day}`;

/** Makes pg-boss's schedule match the settings: removed while the digest is off. */
const applySchedule = (deps: Deps, settings: DigestSettings) =>
  deps.outbox.scheduleDigest(settings.enabled ? { cron: digestCron(settings), tz: settings.timeZone } : null);

export async function saveDigestSettings(deps: Deps, settings: DigestSettings) {
  await writeSetting(deps.db, digestSettingKey, settings, deps.now());
  await applySchedule(deps, settings);
  return { message: messages.digestSettingsSaved, ...settings };
}

/** Works the weekly digest's job and makes pg-boss's schedule match the admin's settings. */
export async function startDigestSchedule(deps: Deps) {
  await deps.outbox.ensureQueue(digestQueue, { retryLimit: 5, retryDelay: 60, expireInSeconds: 1800 });
  await deps.outbox.boss.work(digestQueue, { pollingIntervalSeconds: 5 }, async () => {
    await runFamilyDigest(deps);
  });
  await applySchedule(deps, await readDigestSettings(deps));
}
