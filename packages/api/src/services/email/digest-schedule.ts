import type { Deps } from '../../deps';
import { digestCron, readDigestSettings, runFamilyDigest } from './family-digest';
import { digestQueueName as digestQueue } from './outbox';

/** Works the weekly digest's job and makes pg-boss's schedule match the admin's settings. */
export async function startDigestSchedule(deps: Deps) {
  await deps.outbox.ensureQueue(digestQueue, { retryLimit: 5, retryDelay: 60, expireInSeconds: 1800 });
  await deps.outbox.boss.work(digestQueue, { pollingIntervalSeconds: 5 }, async () => {
    await runFamilyDigest(deps);
  });
  const settings = await readDigestSettings(deps);
  await deps.outbox.scheduleDigest(settings.enabled ? { cron: digestCron(settings), tz: settings.timeZone } : null);
}
