import { transactionEndpoints } from '@backoffice/contracts/transactions';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { foreignCancelledRequest, foreignOrderRequest, foreignOutletQuery } from './foreign-order-sweep.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { summarizeOrders } from './summarize-orders.js';

const tags = ['transactions'];
const access = { permission: 'reports.transactions' } as const;
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
}
