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
import {
  foreignBrandRequest,
  foreignBulkRequest,
  foreignOutletRequest,
  foreignPrincipalListRequest,
  foreignPrincipalRequest,
} from './foreign-brand-sweep.js';
import { getBrand } from './get-brand.js';
import { getPrincipal } from './get-principal.js';
import { listBrands } from './list-brands.js';
import { listPrincipals } from './list-principals.js';
import { updateBrand } from './update-brand.js';
import { updatePrincipal } from './update-principal.js';

const tags = ['brands'];
const access = { permission: 'library.brands' } as const;
const sweeping = (foreignRequest: typeof foreignOutletRequest) => ({
  tags,
  config: { access, sweep: { foreignRequest } },
});

export function registerBrandRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = brandEndpoints;

  routeEndpoint(app, endpoints.list, sweeping(foreignOutletRequest), (request) =>
    listBrands(db(), callerOf(request), request.params.outlet, request.query),
  );
  routeEndpoint(app, endpoints.create, sweeping(foreignOutletRequest), (request) =>
    createBrand(db(), callerOf(request), request.params.outlet, request.body),
  );
  routeEndpoint(app, endpoints.createAtAll, sweeping(foreignOutletRequest), (request) =>
    createBrand(db(), callerOf(request), request.params.outlet, {
      ...request.body,
      is_saved_to_all_outlets: true,
    }),
  );
  routeEndpoint(app, endpoints.get, sweeping(foreignBrandRequest), (request) =>
    getBrand(db(), callerOf(request), request.params),
  );
  routeEndpoint(app, endpoints.update, sweeping(foreignBrandRequest), (request) =>
    updateBrand(db(), callerOf(request), request.params, request.body),
  );
  routeEndpoint(app, endpoints.delete, sweeping(foreignBrandRequest), async (request) => {
    await deleteBrand(
      db(),
      callerOf(request),
      request.params,
      request.body ?? { is_saved_to_all_outlets: false },
    );
    return null;
  });
  routeEndpoint(app, endpoints.listPrincipals, sweeping(foreignPrincipalListRequest), (request) =>
    listPrincipals(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.createPrincipal, sweeping(foreignPrincipalListRequest), (request) =>
    createPrincipal(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.getPrincipal, sweeping(foreignPrincipalRequest), (request) =>
    getPrincipal(db(), callerOf(request), request.params.id, request.query.outlet_id),
  );
  routeEndpoint(app, endpoints.updatePrincipal, sweeping(foreignPrincipalRequest), (request) =>
    updatePrincipal(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.deletePrincipal, sweeping(foreignPrincipalRequest), async (request) => {
    await deletePrincipal(db(), callerOf(request), request.params.id, request.body);
    return null;
  });
  routeEndpoint(app, endpoints.bulkDelete, sweeping(foreignBulkRequest), (request) =>
    bulkDeleteBrands(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.bulkMove, sweeping(foreignBulkRequest), (request) =>
    bulkMoveBrands(db(), callerOf(request), request.body),
  );
}
