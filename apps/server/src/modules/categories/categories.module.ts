import type { FastifyPluginAsync } from 'fastify';
import { registerCategoryRoutes } from './categories.routes.js';

/** Everything the categories module brings to the app: its routes. */
export const categoriesModule: FastifyPluginAsync = async (api) => {
  registerCategoryRoutes(api);
};
