import type { FastifyPluginAsync } from 'fastify';
import { registerTaxRoutes } from './taxes.routes.js';

/** Everything the tax library brings to the app: its routes (no jobs). */
export const taxesModule: FastifyPluginAsync = async (api) => {
  registerTaxRoutes(api);
};
