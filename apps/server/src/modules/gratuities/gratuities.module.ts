import type { FastifyPluginAsync } from 'fastify';
import { registerGratuityRoutes } from './gratuities.routes.js';

/** Everything the service charge library brings to the app: its routes (no jobs). */
export const gratuitiesModule: FastifyPluginAsync = async (api) => {
  registerGratuityRoutes(api);
};
