import type { FastifyPluginAsync } from 'fastify';
import { registerSalesTypeRoutes } from './sales-types.routes.js';

/** Everything the sales types module brings to the app: its routes. */
export const salesTypesModule: FastifyPluginAsync = async (api) => {
  registerSalesTypeRoutes(api);
};
