import type { Database } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { deleteEventsOlderThan } from './rate-limit.repository.js';
import { deleteFamiliesExpiredBefore } from './session.repository.js';

export const AUTH_PRUNE_JOB = 'auth-prune';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rate-limit events matter for their 15-minute window and refresh-token rows until their family expires; a day's
 * margin past either keeps them for whoever investigates an incident, and nothing older piles up.
 */
export async function pruneAuthRecords(
  db: Database,
  now: Date,
): Promise<{ rateLimitEvents: number; refreshTokens: number }> {
  const before = new Date(now.getTime() - DAY_MS);
  return {
    rateLimitEvents: await deleteEventsOlderThan(db, before),
    refreshTokens: await deleteFamiliesExpiredBefore(db, before),
  };
}

export function defineAuthPruning(jobs: JobQueue, db: Database): void {
  jobs.define<Record<string, never>>({
    name: AUTH_PRUNE_JOB,
    schedule: { cron: '*/15 * * * *', data: {} },
    retry: { limit: 2, delaySeconds: 60, backoff: false },
    async run(_data, { log }) {
      const pruned = await pruneAuthRecords(db, new Date());
      log.info({ pruned }, 'expired sign-in records removed');
    },
  });
}
