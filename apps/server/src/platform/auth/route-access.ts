import type { Database } from '../../db/database.js';
import type { PermissionKey } from '../permissions/permission-catalogue.js';

/**
 * What a route needs from its caller. Every /api route declares one in `config.access`; registering a route
 * without it fails, so no endpoint can be added without an access decision.
 * - 'public': anyone (sign-in, health). The route sweep test keeps an explicit list of these.
 * - 'authenticated': any signed-in user of the business (profile, flags).
 * - 'device': a paired cashier device's credential, not a user's token (decision 0070): the /pos/v1 ingestion
 *   routes only. A device credential opens no other route, and a user's token opens none of these.
 * - { permission }: the caller's role must hold the permission, or every one of them when a list is given
 *   (e.g. refunds: ['reports.transactions', 'app.issue_refunds']). Owners hold every permission.
 */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  | 'device'
  | { permission: PermissionKey | readonly [PermissionKey, ...PermissionKey[]] };

/** A request the route sweep sends as the owner of one business, naming a resource of another business. */
export interface ForeignRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A body that passes validation, so that the tenant check (404) is what answers. */
  body?: unknown;
}

/**
 * How the route sweep (test/route-sweep.test.ts) proves that the route keeps businesses apart. Every
 * non-public route with path parameters must declare one of the two; others may.
 */
export interface RouteSweep {
  /**
   * Creates (or finds) a resource belonging to `businessId` and returns a request naming it. The sweep sends it
   * as the owner of a different business and expects 404.
   */
  foreignRequest?: (context: { db: Database; businessId: number }) => Promise<ForeignRequest>;
  /** The path parameters are not ids of a business's data (e.g. a tab name); say why. */
  paramsAreNotTenantData?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    sweep?: RouteSweep;
  }
}

export function requiredPermissions(access: RouteAccess): readonly PermissionKey[] {
  if (typeof access === 'string') return [];
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}
