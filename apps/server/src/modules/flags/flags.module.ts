import type { FastifyPluginAsync } from 'fastify';
import type { FlagDefinition } from '../../platform/flags/flag-definition.js';
import { registerFlagRoutes } from './flags.routes.js';

export const flagsModule: FastifyPluginAsync<{ flagDefinitions: readonly FlagDefinition[] }> = async (
  api,
  { flagDefinitions },
) => {
  registerFlagRoutes(api, flagDefinitions);
};
