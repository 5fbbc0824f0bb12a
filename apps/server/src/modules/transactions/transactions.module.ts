import type { FastifyPluginAsync } from 'fastify';
import { registerTransactionRoutes } from './transactions.routes.js';

/**
 * The transactions reports' read side: success, cancelled and void lists, their summaries and details, and the
 * payment methods to filter by. Refunds, receipts, the dashboard's reporting and the cashier devices' ingestion
 * are modules of their own; the order reads they share are in `sales/` (decision 0106).
 */
export const transactionsModule: FastifyPluginAsync = async (api) => {
  registerTransactionRoutes(api);
};
