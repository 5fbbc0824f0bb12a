import { ORDERS_REALTIME_KIND, posEndpoints } from '@backoffice/contracts/pos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';
import { authError } from '../../platform/auth/auth-error.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { getPosOrder } from './get-pos-order.js';
import { ingestOrders } from './ingest-orders.js';
import { createIngestionGate } from './ingestion-gate.js';
import { readPosCatalogue } from './read-pos-catalogue.js';

const tags = ['pos'];
/** A batch of 500 large bills is a few megabytes; the server's default limit is kept for every other route. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;
/** Ingestion transactions writing at once in one server process (decision 0104). */
const INGESTION_WRITERS = 1;

function deviceOf(request: FastifyRequest): DeviceCaller {
  if (!request.device) throw authError('TOKEN_MISSING');
  return request.device;
}

/** The cashier devices' ingestion routes (decision 0070): a device credential, not a user's token, opens them. */
export function registerPosOrderRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const gate = createIngestionGate({
    writers: INGESTION_WRITERS,
    foreground: app.foreground,
    concurrentDatabase: app.deps.database.kind === 'postgres',
  });
  const now = () => (app.deps.clock ?? (() => new Date()))();
  // A device's orders are its outlet's: heard only by those who reach that outlet (issue 27).
  app.realtime.defineTopic(ORDERS_REALTIME_KIND, {
    permission: 'reports.transactions',
    outletsOf: (data) => (typeof data.outlet_id === 'number' ? [data.outlet_id] : null),
  });

  routeEndpoint(
    app,
    posEndpoints.ingestOrders,
    { tags, config: { access: 'device' }, bodyLimit: BATCH_BODY_LIMIT },
    (request) =>
      ingestOrders(
        { db: db(), now: now(), realtime: app.realtime, gate },
        deviceOf(request),
        request.body.orders,
      ),
  );
  routeEndpoint(app, posEndpoints.catalogue, { tags, config: { access: 'device' } }, (request) =>
    readPosCatalogue(db(), deviceOf(request), request.query.since),
  );
  routeEndpoint(
    app,
    posEndpoints.getOrder,
    {
      tags,
      config: {
        access: 'device',
        sweep: {
          paramsAreNotTenantData:
            'answered for the device’s own outlet only; a user token opens nothing here',
        },
      },
    },
    (request) => getPosOrder(db(), deviceOf(request), request.params.uuid),
  );
}
