import { paymentNotificationEndpoint } from '@backoffice/contracts/billing';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { applyPaymentResult, type PaymentResult } from './apply-payment-result.js';
import { registerBillingRoutes } from './billing.routes.js';
import { receivePaymentNotification } from './receive-payment-notification.js';

export const PAYMENT_RESULT_JOB = 'billing-payment-result';

/** Subscription billing: its routes and the job that applies the gateway's payment results. */
export const billingModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const now = deps.clock ?? (() => new Date());
  const job = api.jobs.define<PaymentResult>({
    name: PAYMENT_RESULT_JOB,
    retry: { limit: 5, delaySeconds: 5, backoff: true },
    pollingIntervalSeconds: 1,
    run: async (data, { log }) => {
      const status = await applyPaymentResult(deps.database.db, data, now());
      log.info({ orderId: data.orderId, status }, 'payment result applied');
    },
  });
  registerBillingRoutes(api);
  // Public: the gateway calls it; the signature is its authentication.
  routeEndpoint(
    api,
    paymentNotificationEndpoint,
    { tags: ['billing'], config: { access: 'public' } },
    (request) =>
      receivePaymentNotification(deps.database.db, deps.config.MIDTRANS_SERVER_KEY, job, request.body),
  );
};
