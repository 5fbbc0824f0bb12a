import type { FastifyPluginAsync } from 'fastify';
import { registerTransactionRoutes } from './transactions.routes.js';

/** The transactions reports: success, cancelled and void lists, summaries and details, and payment methods. */
export const transactionsModule: FastifyPluginAsync = async (api) => {
  registerTransactionRoutes(api);
};
