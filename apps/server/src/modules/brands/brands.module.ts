import type { FastifyPluginAsync } from 'fastify';
import { registerBrandRoutes } from './brands.routes.js';

/** Everything the brands module brings to the app: its routes (it has no jobs). */
export const brandsModule: FastifyPluginAsync = async (api) => {
  registerBrandRoutes(api);
};
