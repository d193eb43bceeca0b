import type { Deps } from '../../deps';
import { startExpiryNoticeSchedule } from '../lessons/expiry-notices';
import { deadJob, deliverJob } from './deliver';
import { startDigestSchedule } from './digest-schedule';

/** Starts the outbox's workers, the weekly family digest's schedule and the hourly expiry notices on this server. */
export async function startMailWorkers(deps: Deps) {
  await deps.outbox.work(
    (job) => deliverJob(deps, job),
    (job) => deadJob(deps, job),
  );
  await startDigestSchedule(deps);
  await startExpiryNoticeSchedule(deps);
}
