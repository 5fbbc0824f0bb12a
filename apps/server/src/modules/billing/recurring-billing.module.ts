import { RECURRING_TOPIC, recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { paymentGatewayBaseUrl } from '../../platform/payments/gateway-address.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { activateOutletNow } from './activate-outlet-now.js';
import { changeRecurringPackage } from './change-recurring-package.js';
import { changeRecurringPaymentMethod } from './change-recurring-payment-method.js';
import { listRecurringOutlets } from './list-recurring-outlets.js';
import { completeRecurringLink } from './complete-recurring-link.js';
import { getActiveRecurring } from './get-active-recurring.js';
import { createPaymentGateway } from './payment-gateway.js';
import { previewOutletProrate } from './preview-outlet-prorate.js';
import { createRecurringGateway } from './recurring-gateway.js';
import { findBusinessOfAccount } from './recurring.repository.js';
import type { RecurringContext } from './recurring-rules.js';
import { runRecurringCharges } from './run-recurring-charges.js';
import { startDirectDebit } from './start-direct-debit.js';

export const RECURRING_CHARGE_JOB = 'billing-recurring-charges';

/** Recurring billing (issue 16): its routes, its realtime topic and the hourly charge job. */
export const recurringBillingModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const gatewayOptions = {
    baseUrl: paymentGatewayBaseUrl(deps.config),
    serverKey: deps.config.MIDTRANS_SERVER_KEY,
  };
  const context: RecurringContext = {
    db: deps.database.db,
    payments: createPaymentGateway(gatewayOptions),
    recurring: createRecurringGateway(gatewayOptions),
    realtime: api.realtime,
    now: deps.clock ?? (() => new Date()),
    linkReturnUrl: `${deps.config.PUBLIC_URL}/v2/settings/billing/recurring/payment`,
  };
  api.realtime.defineTopic(RECURRING_TOPIC, { permission: 'settings.billing' });
  api.jobs.define<{ run: true }>({
    name: RECURRING_CHARGE_JOB,
    // Hourly: a cycle is due from the start of its day on the business's calendar, in any zone, and an attempt a
    // dead worker left pending is reconciled within the hour.
    schedule: { cron: '23 * * * *', data: { run: true } },
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    expireInSeconds: 30 * 60,
    run: async (_data, { log }) => {
      const summary = await runRecurringCharges(context);
      if (summary.charged + summary.reconciled > 0) log.info(summary, 'recurring charges run');
    },
  });

  const owner = { tags: ['billing'], config: { access: { permission: 'settings.billing' } } } as const;
  routeEndpoint(api, recurringEndpoints.directDebit, owner, (request) =>
    startDirectDebit(context, callerOf(request), request.body),
  );
  routeEndpoint(api, recurringEndpoints.active, owner, (request) =>
    getActiveRecurring(context, callerOf(request)),
  );
  routeEndpoint(api, recurringEndpoints.prorate, owner, (request) =>
    previewOutletProrate(context.db, callerOf(request), request.params.outletId, context.now()),
  );
  routeEndpoint(api, recurringEndpoints.activateOutlet, owner, (request) =>
    activateOutletNow(
      context,
      callerOf(request),
      request.params.outletId,
      `${deps.config.PUBLIC_URL}/v2/settings/billing/redirect/outlet-activation`,
    ),
  );
  routeEndpoint(api, recurringEndpoints.paymentMethod, owner, (request) =>
    changeRecurringPaymentMethod(context, callerOf(request), request.body),
  );
  routeEndpoint(api, recurringEndpoints.changePackage, owner, (request) =>
    changeRecurringPackage(context, callerOf(request), request.body),
  );
  routeEndpoint(api, recurringEndpoints.outlets, owner, (request) =>
    listRecurringOutlets(context.db, callerOf(request), request.query, context.now()),
  );
  // Public: the gateway calls it. Its body only names the account; the status is asked of the gateway.
  routeEndpoint(
    api,
    recurringEndpoints.notification,
    { tags: ['billing'], config: { access: 'public' } },
    async (request) => {
      const businessId = await findBusinessOfAccount(context.db, request.body.account_id);
      if (businessId !== null) {
        await completeRecurringLink(context, businessId).catch((error: unknown) =>
          request.log.warn({ err: error }, 'recurring link not completed; the screen’s polling retries'),
        );
      }
      return { received: true as const };
    },
  );
};
