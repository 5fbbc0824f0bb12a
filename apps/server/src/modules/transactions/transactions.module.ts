import type { FastifyPluginAsync } from 'fastify';
import { registerPublicInvoiceRoutes, registerTransactionRoutes } from './transactions.routes.js';

/** The transactions reports: success, cancelled and void lists, summaries and details, payment methods, and
 * the public printable invoice. */
export const transactionsModule: FastifyPluginAsync = async (api) => {
  registerTransactionRoutes(api);
  await registerPublicInvoiceRoutes(api);
};
