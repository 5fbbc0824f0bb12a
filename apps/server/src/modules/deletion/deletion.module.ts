import type { FastifyPluginAsync } from 'fastify';
import { publicHolidays } from '../../domain/working-days.js';
import { registerDeletionRoutes } from './deletion.routes.js';
import type { DeletionDeps } from './request-business-deletion.js';

/** Account deletion (issue 18): the owner's request, and the purge after the grace period. */
export const deletionModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const holidays = publicHolidays(deps.config.PUBLIC_HOLIDAYS);
  const deletionDeps = (): DeletionDeps => ({
    db: deps.database.db,
    mailer: api.mailer,
    holidays,
    now: deps.clock ?? (() => new Date()),
  });
  registerDeletionRoutes(api, deletionDeps);
};
