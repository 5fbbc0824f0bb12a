import { healthResponseSchema } from '@backoffice/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expiredFlags, type FlagDefinition } from '../../platform/flags/flag-definition.js';
import { isLoopbackRequest } from '../../platform/http/loopback.js';

export function registerHealthRoutes(app: FastifyInstance, flagDefinitions: readonly FlagDefinition[]): void {
  const now = app.deps.clock ?? (() => new Date());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: { tags: ['platform'], response: { 200: healthResponseSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      const { database } = app.deps;
      await database.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: database.kind,
        version: process.env.npm_package_version ?? '0.0.0',
        // Only where the caller may open it: outside production and from this machine.
        dev_mailbox: !app.deps.config.isProduction && isLoopbackRequest(request),
        expired_flags: expiredFlags(flagDefinitions, now()).map((definition) => definition.name),
      };
    },
  );
}
