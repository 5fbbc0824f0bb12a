import type { Endpoint } from '@backoffice/contracts/common/endpoint';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database.js';
import type { RouteRecord } from '../src/platform/auth/access-control.js';
import { requiredPermissions } from '../src/platform/auth/route-access.js';
import { managerPermissionKeys } from '../src/platform/permissions/permission-catalogue.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';

/**
 * Walks every registered /api route and checks the access rules from the outside:
 * - public routes are exactly the allow-list;
 * - no token → 401, a role without the permission → 403 (and a manager → 403 for owner-only permissions);
 * - a route with path parameters either proves that another business's id answers 404 (a foreign request of the
 *   test's, keyed by the route, builds that request) or states in `config.sweep` why its parameters are not
 *   tenant data; a route without path parameters is checked for 404 too when it has a foreign request (outlet
 *   filters in the query, ids in the body).
 * Returns one line per problem; an empty list means the routes pass.
 */

/** A request the route sweep sends as the owner of one business, naming a resource of another business. */
export interface ForeignRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A body that passes validation, so that the tenant check (404) is what answers. */
  body?: unknown;
}

/** Creates (or finds) a resource belonging to `businessId` and returns a request naming it. */
export type ForeignRequestProvider = (context: {
  db: Database;
  businessId: number;
}) => Promise<ForeignRequest>;

/** "METHOD /api/path", as the sweep names a route: the key of its foreign request. */
export function routeKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} /api${endpoint.path}`;
}

export interface SweepContext {
  db: Database;
  fixtures: IdentityFixtures;
  /** "METHOD /path" of every route that is meant to be public; /api/docs* is the OpenAPI document. */
  publicRoutes: readonly string[];
  /** By route ("METHOD /path"): the request naming another business's resource, which must answer 404. */
  foreignRequests: Readonly<Record<string, ForeignRequestProvider>>;
}

export interface SweepResult {
  problems: string[];
  swept: string[];
}

const PLACEHOLDER = '1';

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

const LITERAL_COLON = '%%colon%%';

function fillPath(url: string, params: Record<string, string> = {}): string {
  return (
    url
      // `::` is a literal colon in a Fastify path (`orders::batch`), not a parameter.
      .replaceAll('::', LITERAL_COLON)
      .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_, name: string) =>
        encodeURIComponent(params[name] ?? PLACEHOLDER),
      )
      .replace(/\*$/, 'x')
      .replaceAll(LITERAL_COLON, ':')
  );
}

function isErrorShape(body: unknown, code?: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return (
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    Array.isArray(value.errors) &&
    (code === undefined || value.code === code)
  );
}

async function expectStatus(
  app: FastifyInstance,
  request: InjectOptions,
  status: number,
  label: string,
  problems: string[],
): Promise<void> {
  const response = await app.inject(request);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  if (response.statusCode !== status || !isErrorShape(body)) {
    problems.push(
      `${label}: expected ${status} in the error shape, got ${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  }
}

export async function sweepRoutes(app: FastifyInstance, context: SweepContext): Promise<SweepResult> {
  const problems: string[] = [];
  const swept: string[] = [];
  const { fixtures } = context;
  const owner = await signIn(app, fixtures.a.owner.email);
  const manager = await signIn(app, fixtures.a.manager.email);
  const noGrants = await signIn(app, fixtures.a.noGrants.email);

  const records: RouteRecord[] = app.routeRecords.filter((record) => record.method !== 'HEAD');
  const publicFound = records
    .filter((record) => record.access === 'public' && !record.url.startsWith('/api/docs'))
    .map((record) => `${record.method} ${record.url}`);
  for (const route of publicFound) {
    if (!context.publicRoutes.includes(route)) problems.push(`${route} is public but not in the allow-list`);
  }
  for (const route of context.publicRoutes) {
    if (!publicFound.includes(route))
      problems.push(`${route} is in the allow-list but not registered as public`);
  }

  for (const record of records) {
    if (record.access === 'public') continue;
    const label = `${record.method} ${record.url}`;
    swept.push(label);
    const url = fillPath(record.url);
    const method = record.method as InjectOptions['method'];

    await expectStatus(app, { method, url }, 401, `${label} without a token`, problems);
    if (record.access === 'device') {
      // Device routes take a device credential only: the owner's own token opens nothing there.
      await expectStatus(
        app,
        { method, url, headers: bearer(owner.access_token) },
        401,
        `${label} with a user's token`,
        problems,
      );
      continue;
    }

    const required = requiredPermissions(record.access);
    if (required.length > 0) {
      await expectStatus(
        app,
        { method, url, headers: bearer(noGrants.access_token) },
        403,
        `${label} without the permission`,
        problems,
      );
      if (required.some((key) => !(managerPermissionKeys as string[]).includes(key))) {
        await expectStatus(
          app,
          { method, url, headers: bearer(manager.access_token) },
          403,
          `${label} as a manager`,
          problems,
        );
      }
    }

    const params = pathParams(record.url);
    const foreignRequest = context.foreignRequests[label];
    if (foreignRequest) {
      const foreign = await foreignRequest({ db: context.db, businessId: fixtures.b.id });
      const missing = params.filter((name) => foreign.params?.[name] === undefined);
      if (missing.length > 0) {
        problems.push(`${label}: its foreign request returns no value for ${missing.join(', ')}`);
        continue;
      }
      const response = await app.inject({
        method,
        url: fillPath(record.url, foreign.params),
        query: foreign.query,
        headers: { ...foreign.headers, ...bearer(owner.access_token) },
        ...(foreign.body === undefined ? {} : { payload: foreign.body as InjectOptions['payload'] }),
      });
      if (response.statusCode !== 404 || !isErrorShape(response.json(), 'NOT_FOUND')) {
        problems.push(
          `${label} with another business's resource: expected 404 NOT_FOUND, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    } else if (params.length > 0 && !record.sweep?.paramsAreNotTenantData) {
      problems.push(
        `${label} has path parameters but no foreign request: add one to test/foreign-requests/foreign-requests.ts ` +
          "(another business's resource → 404) or declare config.sweep.paramsAreNotTenantData on the route (why " +
          'the parameters are not tenant data)',
      );
    }
  }
  // A request kept for a route that is gone (or renamed) would silently stop checking the new one.
  for (const key of Object.keys(context.foreignRequests)) {
    if (!swept.includes(key)) problems.push(`${key} has a foreign request but no such route is swept`);
  }
  return { problems, swept };
}
