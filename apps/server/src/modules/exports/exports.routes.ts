import { deletionEndpoints } from '@backoffice/contracts/account-deletion';
import { exportEndpoints } from '@backoffice/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { getExport } from './get-export.js';
import { getLatestDataBundle } from './get-latest-data-bundle.js';
import { requestDataBundle } from './request-data-bundle.js';
import { listExports } from './list-exports.js';
import { requestExport, type ExportJobData } from './request-export.js';

const tags = ['exports'];
// Any signed-in caller; each kind of export needs its screen's permission, checked by the operations
// (export-access.ts, decision 0231).
const access = 'authenticated' as const;

export function registerExportRoutes(app: FastifyInstance, job: JobSender<ExportJobData>): void {
  const { deps } = app;
  const db = () => deps.database.db;
  const signing = {
    publicUrl: deps.config.PUBLIC_URL,
    secret: deps.config.JWT_SECRET,
    now: deps.clock ?? (() => new Date()),
  };

  routeEndpoint(app, exportEndpoints.create, { tags, config: { access } }, (request) =>
    requestExport(db(), job, callerOf(request), request.body),
  );
  routeEndpoint(app, exportEndpoints.status, { tags, config: { access } }, (request) =>
    getExport(db(), signing, callerOf(request), request.params.id),
  );
  // The data bundle is the owner's (decision 0088): the deletion page's step before the terms.
  const owner = { access: { permission: 'account.deletion' } } as const;
  routeEndpoint(app, deletionEndpoints.createDataBundle, { tags: ['account'], config: owner }, (request) =>
    requestDataBundle(db(), job, signing, callerOf(request), request.body),
  );
  routeEndpoint(app, deletionEndpoints.latestDataBundle, { tags: ['account'], config: owner }, (request) =>
    getLatestDataBundle(db(), signing, callerOf(request)),
  );
  routeEndpoint(app, exportEndpoints.history, { tags, config: { access } }, (request) =>
    listExports(db(), signing, callerOf(request), request.query),
  );
}
