import type { FastifyPluginAsync } from 'fastify';
import { registerBusinessRoutes } from './business.routes.js';

/** The shared business, settings and outlets calls every screen reads; no jobs. */
export const businessModule: FastifyPluginAsync = async (api) => {
  registerBusinessRoutes(api);
};
