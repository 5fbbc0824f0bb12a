import { discountEndpoints } from '@backoffice/contracts/discounts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { createDiscount } from './create-discount.js';
import { deleteDiscount } from './delete-discount.js';
import { getDiscount } from './get-discount.js';
import { listDiscountOutlets } from './list-discount-outlets.js';
import { listDiscounts } from './list-discounts.js';
import { updateDiscount } from './update-discount.js';

const options = { tags: ['discounts'], config: { access: { permission: 'library.discounts' } } } as const;

export function registerDiscountRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = discountEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listDiscounts(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.detail, options, (request) =>
    getDiscount(db(), callerOf(request), { ...request.query, amount: request.query.amount ?? null }),
  );
  routeEndpoint(app, endpoints.outlets, options, (request) =>
    listDiscountOutlets(db(), callerOf(request), { ...request.query, amount: request.query.amount ?? null }),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createDiscount(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateDiscount(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteDiscount(db(), callerOf(request), request.body);
    return null;
  });
}
