import type { FastifyPluginAsync } from 'fastify';
import { registerQrisRoutes } from './qris.routes.js';

/** Payment methods, banks and the QRIS registration (issue 17). */
export const qrisModule: FastifyPluginAsync = async (api) => {
  registerQrisRoutes(api);
};
