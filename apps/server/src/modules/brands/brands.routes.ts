import { brandEndpoints } from '@backoffice/contracts/brands';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { bulkDeleteBrands } from './bulk-delete-brands.js';
import { bulkMoveBrands } from './bulk-move-brands.js';
import { createBrand } from './create-brand.js';
import { createPrincipal } from './create-principal.js';
import { deleteBrand } from './delete-brand.js';
import { deletePrincipal } from './delete-principal.js';
import { getBrand } from './get-brand.js';
import { getPrincipal } from './get-principal.js';
import { listBrands } from './list-brands.js';
import { listPrincipals } from './list-principals.js';
import { updateBrand } from './update-brand.js';
import { updatePrincipal } from './update-principal.js';

const tags = ['brands'];
const access = { permission: 'library.brands' } as const;
const options = { tags, config: { access } } as const;

export function registerBrandRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = brandEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listBrands(db(), callerOf(request), request.params.outlet, request.query),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createBrand(db(), callerOf(request), request.params.outlet, request.body),
  );
  routeEndpoint(app, endpoints.createAtAll, options, (request) =>
    createBrand(db(), callerOf(request), request.params.outlet, {
      ...request.body,
      is_saved_to_all_outlets: true,
    }),
  );
  routeEndpoint(app, endpoints.get, options, (request) => getBrand(db(), callerOf(request), request.params));
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateBrand(db(), callerOf(request), request.params, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteBrand(
      db(),
      callerOf(request),
      request.params,
      request.body ?? { is_saved_to_all_outlets: false },
    );
    return null;
  });
  routeEndpoint(app, endpoints.listPrincipals, options, (request) =>
    listPrincipals(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.createPrincipal, options, (request) =>
    createPrincipal(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.getPrincipal, options, (request) =>
    getPrincipal(db(), callerOf(request), request.params.id, request.query.outlet_id),
  );
  routeEndpoint(app, endpoints.updatePrincipal, options, (request) =>
    updatePrincipal(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.deletePrincipal, options, async (request) => {
    await deletePrincipal(db(), callerOf(request), request.params.id, request.body);
    return null;
  });
  routeEndpoint(app, endpoints.bulkDelete, options, (request) =>
    bulkDeleteBrands(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.bulkMove, options, (request) =>
    bulkMoveBrands(db(), callerOf(request), request.body),
  );
}
