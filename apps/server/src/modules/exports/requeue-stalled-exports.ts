import type { Database } from '../../db/database.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { releaseStaleExports } from './export-requests.repository.js';
import type { ExportJobData } from './request-export.js';

/**
 * Exports whose run stopped renewing its hold (the process was killed, or the machine lost) are queued again at
 * once, instead of waiting for the job's expiry (decision 0060). The release and the new job share a transaction:
 * an export is never released without a job to pick it up.
 */
export async function requeueStalledExports(
  db: Database,
  job: JobSender<ExportJobData>,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await releaseStaleExports(tx, now);
    for (const row of released) await job.send({ businessId: row.businessId, exportId: row.id }, { in: tx });
    return released.length;
  });
}
