import { healthResponseSchema } from '@backoffice/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function registerHealthRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: { tags: ['platform'], response: { 200: healthResponseSchema } },
      config: { access: 'public' },
    },
    async () => {
      const { database } = app.deps;
      await database.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: database.kind,
        version: process.env.npm_package_version ?? '0.0.0',
        dev_mailbox: !app.deps.config.isProduction,
      };
    },
  );
}
