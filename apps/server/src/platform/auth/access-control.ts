import { platformErrors } from '@backoffice/contracts/common/errors';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { findPermission, isPermissionKey } from '../permissions/permission-catalogue.js';
import { type AccessTokenClaims, verifyAccessToken } from './access-token.js';
import { authError } from './auth-error.js';
import { type CallerCache, createCallerCache } from './caller-cache.js';
import { hashDeviceCredential, looksLikeDeviceCredential } from './device-credential.js';
import { type DeviceCaller, findActiveDevice } from './device.repository.js';
import { RateLimitedError } from './rate-limit.js';
import { requiredPermissions, type RouteAccess, type RouteSweep } from './route-access.js';

/** One registered /api route and its access decision; the route sweep test walks this list. */
export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess;
  sweep?: RouteSweep;
  /** The request contract (zod), for tests that feed every field hostile input. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeRecords: readonly RouteRecord[];
    /** Callers between requests, dropped on every change (decision 0140). */
    callerCache: CallerCache;
  }
  interface FastifyRequest {
    /** The verified access token's claims, beside `caller`; for issuing tokens derived from it (stream tickets). */
    accessClaims: AccessTokenClaims | null;
    /** Set for 'device' routes: the paired cashier device the credential belongs to. */
    device: DeviceCaller | null;
  }
}

/** The OpenAPI document and its UI are registered by @fastify/swagger-ui, which cannot declare access. */
function isApiDocumentation(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

function describe(route: RouteOptions): string {
  return `${[route.method].flat().join(',')} ${route.url}`;
}

function checkDeclaration(route: RouteOptions): RouteAccess {
  const access = route.config?.access;
  if (access === undefined) {
    throw new Error(
      `Route ${describe(route)} declares no access. Add config.access: 'public' | 'authenticated' | ` +
        `{ permission: '<key>' } (platform/auth/route-access.ts).`,
    );
  }
  for (const key of requiredPermissions(access)) {
    if (!isPermissionKey(key)) {
      throw new Error(
        `Route ${describe(route)} requires unknown permission '${key}' (not in the catalogue).`,
      );
    }
  }
  return access;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw authError('TOKEN_MISSING');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw authError('TOKEN_INVALID');
  return match[1];
}

/**
 * Access control for every /api route. Registering a route without `config.access` throws, so no endpoint can
 * skip the decision. Requests are checked in onRequest, before the body is read or validated, so that callers
 * without a valid token get 401 and callers without the permission get 403 whatever they send.
 * Call before any route is registered.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const records: RouteRecord[] = [];
  app.decorate('routeRecords', records);
  app.decorateRequest('caller', null);
  app.decorateRequest('accessClaims', null);
  app.decorateRequest('device', null);
  const callers = createCallerCache(app.deps.database, { enabled: app.deps.config.CALLER_CACHE === 'on' });
  app.decorate('callerCache', callers);
  app.addHook('onReady', () => callers.start());
  app.addHook('onClose', () => callers.stop());

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    if (route.config?.access === undefined && isApiDocumentation(route.url)) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = checkDeclaration(route);
    for (const method of [route.method].flat()) {
      records.push({ method, url: route.url, access, sweep: route.config?.sweep, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Only page and static routes have no access declaration; /api routes cannot be registered without one.
    if (access === undefined || access === 'public') return;
    if (access === 'device') {
      request.device = await authenticateDevice(app, bearerToken(request));
      return;
    }
    const claims = await verifyAccessToken(bearerToken(request), app.deps.config.JWT_SECRET);
    const caller = await callers.load(claims);
    request.caller = caller;
    request.accessClaims = claims;
    for (const key of requiredPermissions(access)) {
      const entry = findPermission(key);
      if (!entry || !caller.permissions.has(key)) {
        const message =
          entry?.level === 1 ? 'Only the business owner can do this.' : platformErrors.FORBIDDEN.message;
        throw AppError.platform('FORBIDDEN', message);
      }
    }
  });

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}

/** Looked up on every request, so a revoked device is refused on its very next one. */
async function authenticateDevice(app: FastifyInstance, credential: string): Promise<DeviceCaller> {
  if (!looksLikeDeviceCredential(credential)) throw authError('TOKEN_INVALID', DEVICE_REFUSED);
  const device = await findActiveDevice(app.deps.database.db, hashDeviceCredential(credential));
  if (!device) throw authError('TOKEN_INVALID', DEVICE_REFUSED);
  return device;
}

const DEVICE_REFUSED = 'This device is not paired or was revoked. Pair it again from the back office.';
