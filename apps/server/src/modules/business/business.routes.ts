import { businessEndpoints } from '@backoffice/contracts/business';
import { businessSettingsEndpoints } from '@backoffice/contracts/business-settings';
import { outletEndpoints } from '@backoffice/contracts/outlets';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { getBusinessSettings } from './get-business-settings.js';
import { getBusiness } from './get-business.js';
import { listOutlets } from './list-outlets.js';
import { updateBusinessSettings } from './update-business-settings.js';

// The shared calls every screen reads, on the spec's paths (declared in contracts).
const tags = ['business'];
const anyUser = { access: 'authenticated' } as const;

export function registerBusinessRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => (app.deps.clock ?? (() => new Date()))();

  routeEndpoint(app, businessEndpoints.get, { tags, config: anyUser }, (request) =>
    getBusiness(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, businessSettingsEndpoints.get, { tags, config: anyUser }, (request) =>
    getBusinessSettings(db(), callerOf(request)),
  );
  // Settings are level-1 entries; "Owner Access" is the catalogue's owner-only endpoint grant.
  routeEndpoint(
    app,
    businessSettingsEndpoints.update,
    { tags, config: { access: { permission: 'endpoint.owner_access' } } },
    (request) => updateBusinessSettings(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, outletEndpoints.list, { tags, config: anyUser }, (request) =>
    listOutlets(db(), callerOf(request), request.query, now()),
  );
}
