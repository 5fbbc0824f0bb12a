import type { FastifyPluginAsync } from 'fastify';
import { defineReceiptDelivery } from './deliver-receipt.js';
import { registerPublicInvoiceRoutes, registerReceiptRoutes } from './receipts.routes.js';

/**
 * An order's invoice and receipt: the signed-in invoice detail and its link's reissue, the public printable
 * invoice, and the receipt mail (its route and its job).
 */
export const receiptsModule: FastifyPluginAsync = async (api) => {
  const receipts = defineReceiptDelivery(api.jobs, {
    db: () => api.deps.database.db,
    mailer: () => api.mailer,
  });
  registerReceiptRoutes(api, { receipts });
  await registerPublicInvoiceRoutes(api);
};
