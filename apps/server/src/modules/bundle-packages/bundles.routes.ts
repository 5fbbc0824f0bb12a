import { bundleEndpoints } from '@backoffice/contracts/bundle-packages';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { createBundle } from './create-bundle.js';
import { deleteBundle } from './delete-bundle.js';
import { getBundle } from './get-bundle.js';
import { listBundleVariants } from './list-bundle-variants.js';
import { listBundles } from './list-bundles.js';
import { updateBundle } from './update-bundle.js';

const options = {
  tags: ['bundle-packages'],
  config: { access: { permission: 'library.bundle_package' } },
} as const;

export function registerBundleRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = bundleEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listBundles(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.variants, options, (request) =>
    listBundleVariants(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.get, options, (request) =>
    getBundle(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createBundle(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateBundle(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteBundle(db(), callerOf(request), request.params.id);
    return null;
  });
}
