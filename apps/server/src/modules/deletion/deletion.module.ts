import type { FastifyPluginAsync } from 'fastify';
import { DELETION_GRACE_WORKING_DAYS } from '@backoffice/contracts/account-deletion';
import { localDate } from '../../domain/local-time.js';
import { addWorkingDays, publicHolidays, yearsWithoutHolidays } from '../../domain/working-days.js';
import { registerDeletionRoutes } from './deletion.routes.js';
import { runDuePurges } from './run-due-purges.js';
import { GRACE_TIME_ZONE, type DeletionDeps } from './request-business-deletion.js';

export const DELETION_PURGE_JOB = 'deletion-purge';

/** Account deletion (issue 18): the owner's request, and the purge after the grace period. */
export const deletionModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const holidays = publicHolidays(deps.config.PUBLIC_HOLIDAYS);
  const deletionDeps = (): DeletionDeps => ({
    db: deps.database.db,
    mailer: api.mailer,
    holidays,
    now: deps.clock ?? (() => new Date()),
    links: { publicUrl: deps.config.PUBLIC_URL, secret: deps.config.JWT_SECRET },
  });
  registerDeletionRoutes(api, deletionDeps);
  // A grace period started today ends within about two months: warn while the list does not reach that far.
  const today = localDate(GRACE_TIME_ZONE, (deps.clock ?? (() => new Date()))());
  const missing = yearsWithoutHolidays(
    holidays,
    today,
    addWorkingDays(today, DELETION_GRACE_WORKING_DAYS, holidays),
  );
  if (missing.length > 0) {
    api.log.warn(
      { years: missing },
      'no public holidays known for these years: deletion grace periods count weekdays only; set PUBLIC_HOLIDAYS',
    );
  }
  api.jobs.define<{ run: true }>({
    name: DELETION_PURGE_JOB,
    // Hourly: a ticket is due from the start of its day, and a purge a dead worker left halfway resumes within
    // the hour (or sooner, when pg-boss retries the failed attempt).
    schedule: { cron: '41 * * * *', data: { run: true } },
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    expireInSeconds: 60 * 60,
    run: async (_data, { log }) => {
      const purged = await runDuePurges(
        { database: deps.database, store: api.fileStore },
        (deps.clock ?? (() => new Date()))(),
      );
      if (purged.length > 0)
        log.info({ tickets: purged }, 'businesses purged after their deletion grace period');
    },
  });
};
