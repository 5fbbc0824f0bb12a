import { deletionEndpoints } from '@backoffice/contracts/account-deletion';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { mailLanguageOf } from '../../platform/mail/mail-language.js';
import { type DeletionDeps, requestBusinessDeletion } from './request-business-deletion.js';

export function registerDeletionRoutes(app: FastifyInstance, deps: () => DeletionDeps): void {
  routeEndpoint(
    app,
    deletionEndpoints.createTicket,
    { tags: ['account'], config: { access: { permission: 'account.deletion' } } },
    (request) =>
      requestBusinessDeletion(
        deps(),
        callerOf(request),
        request.body,
        mailLanguageOf(request.cookies.lang, request.headers['accept-language']),
      ),
  );
}
