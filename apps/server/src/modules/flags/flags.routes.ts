import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import { eligibleFeaturesResponseSchema, flagsResponseSchema } from '@backoffice/contracts/flags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import type { FlagDefinition } from '../../platform/flags/flag-definition.js';
import { getEligibleFeatures, getFlags } from './get-flags.js';

const tags = ['feature-flags'];

export function registerFlagRoutes(api: FastifyInstance, definitions: readonly FlagDefinition[]): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/feature-flags/v1/flags',
    {
      schema: { tags, response: { 200: flagsResponseSchema, 401: errorResponseSchema } },
      config: { access: 'authenticated' },
    },
    (request) => getFlags(app.deps.database.db, definitions, callerOf(request)),
  );

  app.get(
    '/inventory/v1/feature-flag/eligible-features',
    {
      schema: { tags, response: { 200: eligibleFeaturesResponseSchema, 401: errorResponseSchema } },
      config: { access: 'authenticated' },
    },
    (request) => getEligibleFeatures(app.deps.database.db, definitions, callerOf(request)),
  );
}
