import { reportingEndpoints } from '@backoffice/contracts/reporting';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { runReportingQuery } from './run-reporting-query.js';

export function registerReportingRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;

  // The reporting GraphQL (decisions 0066, 0230): its variables name outlets, checked like any outlet filter, and its
  // errors are GraphQL errors in a 200 answer. Any signed-in caller reaches it; each root field then needs its own
  // permission (Dashboard or Reports › Sales), checked before the query runs.
  routeEndpoint(
    app,
    reportingEndpoints.graphql,
    { tags: ['reporting'], config: { access: 'authenticated' } },
    (request) =>
      runReportingQuery(request.body, {
        db: db(),
        caller: callerOf(request),
        production: app.deps.config.isProduction,
        log: request.log,
      }),
  );
}
