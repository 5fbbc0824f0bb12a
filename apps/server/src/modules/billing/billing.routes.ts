import {
  billingEndpoints,
  discountSchemesEndpoint,
  discountSettingsEndpoint,
  outletBillingEndpoints,
} from '@backoffice/contracts/billing';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { calculateBilling } from './calculate-billing.js';
import { getBillingOverview } from './get-billing-overview.js';
import { listBillingHistory } from './list-billing-history.js';
import { listDiscountSchemes } from './list-discount-schemes.js';
import { toggleOutletSubscription } from './toggle-outlet-subscription.js';
import { verifyBilling } from './verify-billing.js';
import { verifyCoupon } from './verify-coupon.js';
import { calculateOutletBilling } from './calculate-outlet-billing.js';
import { getDiscountSettings } from './get-discount-settings.js';
import { verifyOutletBilling } from './verify-outlet-billing.js';

/** Billing is owner only (docs/spec-notes.md, decided reading 9): 'settings.billing' is an owner-only permission. */
const options = { tags: ['billing'], config: { access: { permission: 'settings.billing' } } } as const;

export function registerBillingRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = billingEndpoints;
  const now = () => (app.deps.clock ?? (() => new Date()))();

  routeEndpoint(app, endpoints.overview, options, (request) =>
    getBillingOverview(db(), callerOf(request), now()),
  );
  routeEndpoint(app, endpoints.calculate, options, (request) =>
    calculateBilling(db(), callerOf(request), request.body, now()),
  );
  routeEndpoint(app, endpoints.verify, options, (request) =>
    verifyBilling(db(), callerOf(request), request.body, now()),
  );
  routeEndpoint(
    app,
    endpoints.verifyCoupon,
    {
      ...options,
      config: {
        ...options.config,
        sweep: { paramsAreNotTenantData: 'A coupon code is the product’s, shared by every business.' },
      },
    },
    (request) =>
      verifyCoupon(db(), callerOf(request), request.params.code, request.body.verify_coupon_request, now()),
  );
  routeEndpoint(app, endpoints.history, options, (request) =>
    listBillingHistory(db(), callerOf(request), request.query, now()),
  );
  routeEndpoint(app, endpoints.toggleOutlet, options, (request) =>
    toggleOutletSubscription(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, discountSchemesEndpoint, options, (request) =>
    listDiscountSchemes(db(), callerOf(request), now()),
  );
  routeEndpoint(app, discountSettingsEndpoint, options, (request) =>
    getDiscountSettings(db(), callerOf(request), now()),
  );
  routeEndpoint(app, outletBillingEndpoints.calculate, options, (request) =>
    calculateOutletBilling(db(), callerOf(request), request.params.outletId, request.body, now()),
  );
  routeEndpoint(app, outletBillingEndpoints.verify, options, (request) =>
    verifyOutletBilling(db(), callerOf(request), request.params.outletId, request.body, now()),
  );
}
