import { qrisDocumentKinds, qrisEndpoints } from '@backoffice/contracts/qris';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { getQrisDraft } from './get-qris-draft.js';
import { getQrisRegistration } from './get-qris-registration.js';
import { listPaymentMethods } from './list-payment-methods.js';
import { listBanks } from './qris.repository.js';
import { requestActivation } from './request-activation.js';
import { resubmitQrisDocument } from './resubmit-qris-document.js';
import { saveQrisDraft } from './save-qris-draft.js';
import { submitQrisRegistration } from './submit-qris-registration.js';

const options = {
  tags: ['payments'],
  config: { access: { permission: 'payments.payment_methods' } },
} as const;

export function registerQrisRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = qrisEndpoints;

  routeEndpoint(app, endpoints.paymentMethods, options, (request) =>
    listPaymentMethods(db(), callerOf(request)),
  );
  routeEndpoint(app, endpoints.activationRequest, options, (request) =>
    requestActivation(db(), callerOf(request), request.body.payment_method_id),
  );
  routeEndpoint(app, endpoints.banks, options, async () => ({ data: await listBanks(db()) }));
  routeEndpoint(app, endpoints.registration, options, async (request) => ({
    data: await getQrisRegistration(db(), callerOf(request)),
  }));
  routeEndpoint(app, endpoints.submit, options, (request) =>
    submitQrisRegistration(db(), callerOf(request), request.body),
  );
  routeEndpoint(
    app,
    endpoints.resubmitDocument,
    {
      ...options,
      config: {
        ...options.config,
        sweep: {
          paramsAreNotTenantData: `the document is one of ${qrisDocumentKinds.join(', ')}; the business comes from the token`,
        },
      },
    },
    (request) => resubmitQrisDocument(db(), callerOf(request), request.params.document, request.body),
  );
  routeEndpoint(app, endpoints.draft, options, async (request) => ({
    data: await getQrisDraft(db(), callerOf(request)),
  }));
  routeEndpoint(app, endpoints.saveDraft, options, async (request) => ({
    data: await saveQrisDraft(db(), callerOf(request), request.body),
  }));
}
