import { billingPaymentEndpoints, paymentNotificationEndpoint } from '@backoffice/contracts/billing';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { applyPaymentResult, type PaymentResult } from './apply-payment-result.js';
import { checkPaymentStatus } from './check-payment-status.js';
import { payBilling } from './pay-billing.js';
import { createPaymentGateway } from './payment-gateway.js';
import { SANDBOX_GATEWAY_PREFIX } from './sandbox-gateway.js';
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
  const gateway = createPaymentGateway({
    baseUrl: deps.config.MIDTRANS_BASE_URL ?? `${deps.config.PUBLIC_URL}${SANDBOX_GATEWAY_PREFIX}`,
    serverKey: deps.config.MIDTRANS_SERVER_KEY,
  });
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
  // Public: the gateway calls it; the signature is its authentication.
  routeEndpoint(
    api,
    paymentNotificationEndpoint,
    { tags: ['billing'], config: { access: 'public' } },
    (request) =>
      receivePaymentNotification(deps.database.db, deps.config.MIDTRANS_SERVER_KEY, job, request.body),
  );
};
