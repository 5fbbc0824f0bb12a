import type { FastifyPluginAsync } from 'fastify';
import { registerBillingRoutes } from './billing.routes.js';

/** Subscription billing: its routes (the payment and its jobs come next). */
export const billingModule: FastifyPluginAsync = async (api) => {
  registerBillingRoutes(api);
};
