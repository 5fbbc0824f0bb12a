import { transactionEndpoints } from '@backoffice/contracts/transactions';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
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

export function registerTransactionRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = transactionEndpoints;

  routeEndpoint(app, endpoints.listOrders, { tags, config: { access } }, (request) =>
    listOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.orderSummary, { tags, config: { access } }, (request) =>
    summarizeOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.orderDetail, { tags, config: { access } }, (request) =>
    getOrder(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.listCancelled, { tags, config: { access } }, (request) =>
    listCancelledOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.cancelledSummary, { tags, config: { access } }, (request) =>
    summarizeCancelledOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.cancelledDetail, { tags, config: { access } }, (request) =>
    getCancelledOrder(db(), callerOf(request), request.params),
  );
  routeEndpoint(app, endpoints.listVoidItems, { tags, config: { access } }, (request) =>
    listVoidItems(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.voidSummary, { tags, config: { access } }, (request) =>
    summarizeVoidItems(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.paymentMethods, { tags, config: { access } }, (request) =>
    listPaymentMethods(db(), callerOf(request)),
  );
}
