import type { Deps } from '../deps';
import { deadJob, deliverJob } from './deliver';

/** Starts the outbox's workers on this server. */
export async function startMailWorkers(deps: Deps) {
  await deps.outbox.work(
    (job) => deliverJob(deps, job),
    (job) => deadJob(deps, job),
  );
}
