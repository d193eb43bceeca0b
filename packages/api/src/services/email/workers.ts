import type { Deps } from '../../deps';
import { deadJob, deliverJob } from './deliver';
import { startDigestSchedule } from './digest-schedule';

/** Starts the outbox's workers and the weekly family digest's schedule on this server. */
export async function startMailWorkers(deps: Deps) {
  await deps.outbox.work(
    (job) => deliverJob(deps, job),
    (job) => deadJob(deps, job),
  );
  await startDigestSchedule(deps);
}
