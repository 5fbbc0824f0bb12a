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
 * - a route with path parameters either proves that another business's id answers 404 (its `sweep` declaration
 *   builds that request) or states why its parameters are not tenant data.
 * Returns one line per problem; an empty list means the routes pass.
 */

export interface SweepContext {
  db: Database;
  fixtures: IdentityFixtures;
  /** "METHOD /path" of every route that is meant to be public; /api/docs* is the OpenAPI document. */
  publicRoutes: readonly string[];
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
    const sweep = record.sweep;
    if (sweep?.foreignRequest) {
      const foreign = await sweep.foreignRequest({ db: context.db, businessId: fixtures.b.id });
      const missing = params.filter((name) => foreign.params?.[name] === undefined);
      if (missing.length > 0) {
        problems.push(`${label}: sweep.foreignRequest returns no value for ${missing.join(', ')}`);
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
    } else if (params.length > 0 && !sweep?.paramsAreNotTenantData) {
      problems.push(
        `${label} has path parameters but no config.sweep: add sweep.foreignRequest (another business's resource → 404) ` +
          'or sweep.paramsAreNotTenantData (why the parameters are not tenant data)',
      );
    }
  }
  return { problems, swept };
}
