import type { FastifyPluginAsync } from 'fastify';
import { registerItemRoutes } from './items.routes.js';

/** Everything the item list brings to the app: its routes (it has no jobs). */
export const itemsModule: FastifyPluginAsync = async (api) => {
  registerItemRoutes(api);
};
