import { transactionEndpoints } from '@backoffice/contracts/transactions';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { foreignCancelledRequest, foreignOrderRequest, foreignOutletQuery } from './foreign-order-sweep.js';
import { getCancelledOrder } from './get-cancelled-order.js';
import { listCancelledOrders } from './list-cancelled-orders.js';
import { listPaymentMethods } from './list-payment-methods.js';
import { listVoidItems } from './list-void-items.js';
import { summarizeCancelledOrders } from './summarize-cancelled-orders.js';
import { summarizeVoidItems } from './summarize-void-items.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { summarizeOrders } from './summarize-orders.js';

const tags = ['transactions'];
const access = { permission: 'reports.transactions' } as const;
const instantDay = { startDate: '2024-01-01T00:00:00+07:00', endDate: '2024-01-01T23:59:59+07:00' };
const localDay = { start_time: '2024-01-01T00:00:00', end_time: '2024-01-01T23:59:59' };

export function registerTransactionRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = transactionEndpoints;

  routeEndpoint(
    app,
    endpoints.listOrders,
    { tags, config: { access, sweep: { foreignRequest: foreignOutletQuery('outlet_ids', localDay) } } },
    (request) => listOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(
    app,
    endpoints.orderSummary,
    { tags, config: { access, sweep: { foreignRequest: foreignOutletQuery('outlet_ids', localDay) } } },
    (request) => summarizeOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(
    app,
    endpoints.orderDetail,
    { tags, config: { access, sweep: { foreignRequest: foreignOrderRequest } } },
    (request) => getOrder(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(
    app,
    endpoints.listCancelled,
    { tags, config: { access, sweep: { foreignRequest: foreignOutletQuery('outletIds', instantDay) } } },
    (request) => listCancelledOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(
    app,
    endpoints.cancelledSummary,
    { tags, config: { access, sweep: { foreignRequest: foreignOutletQuery('outletId', instantDay) } } },
    (request) => summarizeCancelledOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(
    app,
    endpoints.cancelledDetail,
    { tags, config: { access, sweep: { foreignRequest: foreignCancelledRequest } } },
    (request) => getCancelledOrder(db(), callerOf(request), request.params),
  );
  routeEndpoint(
    app,
    endpoints.listVoidItems,
    { tags, config: { access, sweep: { foreignRequest: foreignOutletQuery('outlets', instantDay) } } },
    (request) => listVoidItems(db(), callerOf(request), request.query),
  );
  routeEndpoint(
    app,
    endpoints.voidSummary,
    { tags, config: { access, sweep: { foreignRequest: foreignOutletQuery('outlets', instantDay) } } },
    (request) => summarizeVoidItems(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.paymentMethods, { tags, config: { access } }, (request) =>
    listPaymentMethods(db(), callerOf(request)),
  );
}
