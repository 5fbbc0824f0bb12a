import type { FastifyPluginAsync } from 'fastify';
import type { FlagDefinition } from '../../platform/flags/flag-definition.js';
import { registerHealthRoutes } from './health.routes.js';

export const healthModule: FastifyPluginAsync<{ flagDefinitions: readonly FlagDefinition[] }> = async (
  api,
  { flagDefinitions },
) => {
  registerHealthRoutes(api, flagDefinitions);
};
