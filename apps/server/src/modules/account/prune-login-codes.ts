import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { deleteCodesExpiredBefore } from './one-time-code.repository.js';

export const LOGIN_CODE_PRUNE_JOB = 'account-prune-login-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

export function pruneLoginCodes(db: Database, now: Date): Promise<number> {
  return deleteCodesExpiredBefore(db, new Date(now.getTime() - DAY_MS));
}

export function defineLoginCodePruning(jobs: JobQueue, db: Database): void {
  jobs.define<Record<string, never>>({
    name: LOGIN_CODE_PRUNE_JOB,
    schedule: { cron: '7,22,37,52 * * * *', data: {} },
    retry: { limit: 2, delaySeconds: 60, backoff: false },
    async run(_data, { log }) {
      log.info({ pruned: await pruneLoginCodes(db, new Date()) }, 'expired sign-in codes removed');
    },
  });
}
