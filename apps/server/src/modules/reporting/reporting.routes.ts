import { reportingEndpoints } from '@backoffice/contracts/reporting';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { runReportingQuery } from './run-reporting-query.js';

export function registerReportingRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;

  // The dashboard's GraphQL (decision 0066): its variables name outlets, checked like any outlet filter, and its
  // errors are GraphQL errors in a 200 answer.
  routeEndpoint(
    app,
    reportingEndpoints.graphql,
    { tags: ['reporting'], config: { access: { permission: 'dashboard' } } },
    (request) =>
      runReportingQuery(request.body, {
        db: db(),
        caller: callerOf(request),
        production: app.deps.config.isProduction,
        log: request.log,
      }),
  );
}
