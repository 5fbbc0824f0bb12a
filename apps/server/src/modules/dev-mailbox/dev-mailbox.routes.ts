import { devMailboxQuerySchema, devMailboxResponseSchema } from '@backoffice/contracts/dev-mailbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOutboxMessages } from '../../platform/mail/mail-outbox.repository.js';

/**
 * The developer mailbox: mail the server would have sent, when no SMTP server is configured. Registered only
 * outside production (app.ts), where it is public so that sign-in codes can be read before anyone is signed in.
 */
export function registerDevMailboxRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  if (app.deps.config.isProduction)
    throw new Error('The developer mailbox must not be registered in production.');

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxResponseSchema },
        security: [],
      },
      config: { access: 'public' },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.deps.database.db, {
        to: request.query.to,
        limit: request.query.limit,
      });
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
