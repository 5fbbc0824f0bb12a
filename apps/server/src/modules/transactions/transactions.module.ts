import type { FastifyPluginAsync } from 'fastify';
import { defineReceiptDelivery } from './deliver-receipt.js';
import { registerTransactionRoutes } from './transactions.routes.js';

/**
 * The transactions reports: success, cancelled and void lists, summaries and details, payment methods, and the
 * receipt mail (its route and its job).
 */
export const transactionsModule: FastifyPluginAsync = async (api) => {
  const receipts = defineReceiptDelivery(api.jobs, {
    db: () => api.deps.database.db,
    mailer: () => api.mailer,
  });
  registerTransactionRoutes(api, { receipts });
};
