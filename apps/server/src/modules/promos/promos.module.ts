import type { FastifyPluginAsync } from 'fastify';
import { registerPromoRoutes } from './promos.routes.js';

/** Everything the promotions module brings to the app: its routes. */
export const promosModule: FastifyPluginAsync = async (api) => {
  registerPromoRoutes(api);
};
