import type { FastifyPluginAsync } from 'fastify';
import { registerModifierRoutes } from './modifiers.routes.js';

/** Everything the modifier module brings to the app: its routes (no jobs). */
export const modifiersModule: FastifyPluginAsync = async (api) => {
  registerModifierRoutes(api);
};
