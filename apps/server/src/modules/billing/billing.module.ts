import {
  billingPaymentEndpoints,
  INVOICE_PDF_PATH,
  invoicePdfQuerySchema,
  paymentNotificationEndpoint,
} from '@backoffice/contracts/billing';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, routeEndpoint } from '../../platform/http/endpoint-route.js';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { paymentGatewayBaseUrl } from '../../platform/payments/gateway-address.js';
import type { PaymentResult } from './apply-payment-result.js';
import { checkPaymentStatus } from './check-payment-status.js';
import { confirmPaymentResult } from './confirm-payment-result.js';
import { getInvoicePdf } from './get-invoice-pdf.js';
import { payBilling } from './pay-billing.js';
import { createPaymentGateway } from './payment-gateway.js';
import { registerBillingRoutes } from './billing.routes.js';
import { receivePaymentNotification } from './receive-payment-notification.js';

export const PAYMENT_RESULT_JOB = 'billing-payment-result';

/** Subscription billing: its routes and the job that applies the gateway's payment results. */
export const billingModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const now = deps.clock ?? (() => new Date());
  const gateway = createPaymentGateway({
    baseUrl: paymentGatewayBaseUrl(deps.config),
    serverKey: deps.config.MIDTRANS_SERVER_KEY,
  });
  // The notification's own status rides along for the log only: what is applied is the gateway's confirmed answer.
  const job = api.jobs.define<PaymentResult>({
    name: PAYMENT_RESULT_JOB,
    retry: { limit: 5, delaySeconds: 5, backoff: true },
    pollingIntervalSeconds: 1,
    run: async (data, { log }) => {
      const status = await confirmPaymentResult(
        deps.database.db,
        gateway,
        data.orderId,
        now(),
        (orderId, businessId) =>
          log.warn(
            { orderId, businessId },
            'payment of a business being deleted: recorded, nothing extended; refund it',
          ),
      );
      log.info(
        { orderId: data.orderId, notified: data.transactionStatus, status },
        status === null ? 'payment result not confirmed by the gateway' : 'payment result applied',
      );
    },
  });
  registerBillingRoutes(api);
  const owner = { tags: ['billing'], config: { access: { permission: 'settings.billing' } } } as const;
  routeEndpoint(api, billingPaymentEndpoints.pay, owner, (request) =>
    payBilling(
      deps.database.db,
      gateway,
      callerOf(request),
      request.body,
      `${deps.config.PUBLIC_URL}/v2/settings/billing/redirect/regular`,
      now(),
    ),
  );
  routeEndpoint(api, billingPaymentEndpoints.status, owner, (request) =>
    checkPaymentStatus(deps.database.db, gateway, callerOf(request), request.query.order_id, now()),
  );
  api.withTypeProvider<ZodTypeProvider>().get(
    INVOICE_PDF_PATH,
    {
      schema: {
        tags: ['billing'],
        summary: 'A paid invoice as a PDF (business, lines, coupon, totals)',
        querystring: invoicePdfQuerySchema,
        response: errorResponses([400, 401, 403, 404]),
      },
      config: owner.config,
    },
    async (request, reply) => {
      const pdf = await getInvoicePdf(deps.database.db, callerOf(request), request.query.invoice_number);
      const name = `${request.query.invoice_number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
  // Public: the gateway calls it; the signature is its authentication.
  routeEndpoint(
    api,
    paymentNotificationEndpoint,
    { tags: ['billing'], config: { access: 'public' } },
    (request) =>
      receivePaymentNotification(deps.database.db, deps.config.MIDTRANS_SERVER_KEY, job, request.body),
  );
};
