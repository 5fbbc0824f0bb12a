import { posEndpoints } from '@backoffice/contracts/pos';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { listDevices } from './list-devices.js';
import { pairDevice } from './pair-device.js';
import { renameDevice } from './rename-device.js';
import { revokeDevice } from './revoke-device.js';

const tags = ['pos'];
/** The Outlets permission (owner-only in the catalogue): pairing a device opens an outlet's sales to it. */
const access = { permission: 'settings.outlets' } as const;

export function registerDeviceRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => (app.deps.clock ?? (() => new Date()))();
  const options = { tags, config: { access } };

  routeEndpoint(app, posEndpoints.pairDevice, options, (request) =>
    pairDevice(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, posEndpoints.listDevices, options, (request) =>
    listDevices(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, posEndpoints.renameDevice, options, (request) =>
    renameDevice(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, posEndpoints.revokeDevice, options, (request) =>
    revokeDevice({ db: db(), now: now() }, callerOf(request), request.params.id),
  );
}
