import type { FastifyPluginAsync } from 'fastify';
import { registerFileRoutes } from './files.routes.js';

export const filesModule: FastifyPluginAsync = async (api) => {
  registerFileRoutes(api);
};
