import type { FastifyPluginAsync } from 'fastify';
import { defineReceiptDelivery } from './deliver-receipt.js';
import { defineIdempotencyKeyPruning } from './prune-idempotency-keys.js';
import { registerPosOrderRoutes } from './pos-orders.routes.js';
import { registerPublicInvoiceRoutes, registerTransactionRoutes } from './transactions.routes.js';

/**
 * The transactions reports: success, cancelled and void lists, summaries and details, payment methods, the receipt
 * mail (its route and its job), the public printable invoice and the cashier devices' order ingestion.
 */
export const transactionsModule: FastifyPluginAsync = async (api) => {
  const receipts = defineReceiptDelivery(api.jobs, {
    db: () => api.deps.database.db,
    mailer: () => api.mailer,
  });
  defineIdempotencyKeyPruning(api.jobs, { db: () => api.deps.database.db });
  registerTransactionRoutes(api, { receipts });
  registerPosOrderRoutes(api);
  await registerPublicInvoiceRoutes(api);
};
