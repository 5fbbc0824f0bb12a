import { salesTypeEndpoints } from '@backoffice/contracts/sales-types';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { checkSalesTypeDeletable } from './check-sales-type-deletable.js';
import { createSalesType } from './create-sales-type.js';
import { deleteSalesType } from './delete-sales-type.js';
import { getSalesType } from './get-sales-type.js';
import { listAllOutletSalesTypes } from './list-all-outlet-sales-types.js';
import { listSalesTypes } from './list-sales-types.js';
import { manageSalesTypeState } from './manage-sales-type-state.js';
import { updateSalesType } from './update-sales-type.js';

const options = { tags: ['sales-types'], config: { access: { permission: 'library.sales_type' } } } as const;

export function registerSalesTypeRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = salesTypeEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listSalesTypes(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.allOutlet, options, (request) =>
    listAllOutletSalesTypes(db(), callerOf(request)),
  );
  routeEndpoint(app, endpoints.get, options, (request) =>
    getSalesType(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createSalesType(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateSalesType(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.manageState, options, (request) =>
    manageSalesTypeState(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.checkDeletable, options, (request) =>
    checkSalesTypeDeletable(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteSalesType(db(), callerOf(request), request.params.id);
    return null;
  });
}
