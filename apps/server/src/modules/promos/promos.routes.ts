import { promoEndpoints } from '@backoffice/contracts/promos';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { createPromo } from './create-promo.js';
import { deletePromo } from './delete-promo.js';
import { getPromo } from './get-promo.js';
import { listPromoItemChoices } from './list-promo-item-choices.js';
import { listPromos } from './list-promos.js';
import { updatePromo } from './update-promo.js';

const options = { tags: ['promos'], config: { access: { permission: 'library.promo' } } } as const;

export function registerPromoRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = promoEndpoints;
  routeEndpoint(app, endpoints.list, options, (request) =>
    listPromos(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.itemChoices, options, (request) =>
    listPromoItemChoices(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.get, options, (request) =>
    getPromo(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createPromo(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updatePromo(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deletePromo(db(), callerOf(request), request.params.id);
    return null;
  });
}
