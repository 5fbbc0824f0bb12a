import type { FastifyPluginAsync } from 'fastify';
import { registerDiscountRoutes } from './discounts.routes.js';

/** Everything the discount module brings to the app: its routes (it has no jobs yet; they would be defined here). */
export const discountsModule: FastifyPluginAsync = async (api) => {
  registerDiscountRoutes(api);
};
