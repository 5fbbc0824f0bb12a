import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import { devMailboxQuerySchema, devMailboxResponseSchema } from '@backoffice/contracts/dev-mailbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.js';
import { isLoopbackRequest } from '../../platform/http/loopback.js';
import { listOutboxMessages } from '../../platform/mail/mail-outbox.repository.js';

export const DEV_MAILBOX_LOOPBACK_MESSAGE = 'The developer mailbox answers requests from this machine only.';

/**
 * The developer mailbox: mail the server would have sent, when no SMTP server is configured. Registered only
 * outside production (app.ts). It needs no sign-in, since sign-in codes are read there before anyone is signed in,
 * so it answers loopback callers only: anyone else could request a code for any account and read it here.
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
        response: { 200: devMailboxResponseSchema, 403: errorResponseSchema },
        security: [],
      },
      config: { access: 'public' },
    },
    async (request) => {
      if (!isLoopbackRequest(request)) throw AppError.platform('FORBIDDEN', DEV_MAILBOX_LOOPBACK_MESSAGE);
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
