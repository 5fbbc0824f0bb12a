import type { FastifyPluginAsync } from 'fastify';
import { registerAccountRoutes } from './account.routes.js';
import { defineLoginCodePruning } from './prune-login-codes.js';

/** Everything the account module brings to the app: its routes and its jobs. */
export const accountModule: FastifyPluginAsync = async (api) => {
  registerAccountRoutes(api);
  defineLoginCodePruning(api.jobs, api.deps.database.db);
};
