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

/**
 * What the route sweep (test/route-sweep.test.ts) needs to know of a route, as plain data. A non-public route
 * with path parameters is swept with a request naming another business's resource, which must answer 404; those
 * requests are the test's own (test/foreign-requests/, decision 0108). A route whose parameters are not tenant
 * data says so here instead.
 */
export interface RouteSweep {
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
