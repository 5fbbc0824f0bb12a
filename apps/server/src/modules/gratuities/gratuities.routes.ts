import { gratuityEndpoints } from '@backoffice/contracts/gratuities';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { createGratuity } from './create-gratuity.js';
import { deleteGratuity } from './delete-gratuity.js';
import { getGratuity } from './get-gratuity.js';
import { listGratuities } from './list-gratuities.js';
import { listSalesTypeChoices } from './list-sales-type-choices.js';
import { updateGratuity } from './update-gratuity.js';

const options = { tags: ['gratuities'], config: { access: { permission: 'library.gratuity' } } } as const;

export function registerGratuityRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = gratuityEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listGratuities(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.salesTypeChoices, options, (request) =>
    listSalesTypeChoices(db(), callerOf(request)),
  );
  routeEndpoint(app, endpoints.get, options, (request) =>
    getGratuity(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createGratuity(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateGratuity(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteGratuity(db(), callerOf(request), request.params.id);
    return null;
  });
}
