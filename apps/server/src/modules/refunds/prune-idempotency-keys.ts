import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { deleteIdempotencyKeysBefore } from '../../platform/idempotency/idempotency-keys.repository.js';
import { IDEMPOTENCY_RETENTION_HOURS } from '../../platform/idempotency/idempotent.js';

export const PRUNE_IDEMPOTENCY_KEYS_JOB = 'prune-idempotency-keys';

/** Hourly: forgets refund answers older than the retention, so replays work for at least 24 hours (0063). */
export function defineIdempotencyKeyPruning(jobs: JobQueue, deps: { db: () => Database }): void {
  jobs.define<{ hours: number }>({
    name: PRUNE_IDEMPOTENCY_KEYS_JOB,
    schedule: { cron: '17 * * * *', data: { hours: IDEMPOTENCY_RETENTION_HOURS } },
    async run(data, { log }) {
      const before = new Date(Date.now() - data.hours * 3600_000);
      const deleted = await deleteIdempotencyKeysBefore(deps.db(), before);
      if (deleted > 0) log.info({ deleted }, 'pruned idempotency keys');
    },
  });
}
