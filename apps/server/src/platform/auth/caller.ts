import type { AuthType } from '@backoffice/contracts/account';
import type { Queryable } from '../../db/database.js';
import {
  allPermissionKeys,
  findPermission,
  isGrantable,
  type PermissionKey,
} from '../permissions/permission-catalogue.js';
import type { AccessTokenClaims } from './access-token.js';
import { authError } from './auth-error.js';
import { type BusinessOutlet, type CallerRow, findCaller } from './caller.repository.js';

/**
 * Who is calling, loaded from the database on every authenticated request. `businessId` comes from the verified
 * token and is the only tenant a handler may use: never take a business id from the request.
 */
export interface Caller {
  userId: number;
  businessId: number;
  roleId: number;
  roleName: string;
  isOwner: boolean;
  email: string;
  /** Works with every Outlet of the Business, present and future (owners always). */
  allOutlets: boolean;
  /** The Outlets this user works with when not `allOutlets` (empty: none). */
  outletIds: readonly number[];
  /** The Outlets within reach (all of the business's when `allOutlets`), with name and zone, in id order. */
  outlets: readonly BusinessOutlet[];
  sessionId: string;
  authType: AuthType;
  permissions: ReadonlySet<PermissionKey>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every route whose access is not 'public'. */
    caller: Caller | null;
  }
}

/** Owners hold everything; other roles hold their grants, minus what only an owner may ever hold. */
export function effectivePermissions(
  isOwner: boolean,
  grants: readonly string[],
): ReadonlySet<PermissionKey> {
  if (isOwner) return new Set(allPermissionKeys);
  const held = new Set<PermissionKey>();
  for (const key of grants) {
    const entry = findPermission(key);
    if (entry && isGrantable(entry)) held.add(entry.key as PermissionKey);
  }
  return held;
}

/** Every owner holds the same set; one instance serves them all. */
let ownerPermissions: ReadonlySet<PermissionKey> | undefined;
/**
 * Permission sets of roles, keyed by the role's grants exactly as the caller query read them (sorted). A role whose
 * grants changed reads another list on its next request and gets another set, on every instance at once, so
 * nothing has to be invalidated; roles with equal grants share one set. Bounded: cleared when it grows past what a
 * server's roles need.
 */
const permissionsByGrants = new Map<string, ReadonlySet<PermissionKey>>();
const MAX_CACHED_GRANT_LISTS = 5000;

function permissionsOf(isOwner: boolean, grants: readonly string[]): ReadonlySet<PermissionKey> {
  if (isOwner) return (ownerPermissions ??= effectivePermissions(true, []));
  const key = grants.join('\n');
  let held = permissionsByGrants.get(key);
  if (!held) {
    if (permissionsByGrants.size >= MAX_CACHED_GRANT_LISTS) permissionsByGrants.clear();
    held = effectivePermissions(false, grants);
    permissionsByGrants.set(key, held);
  }
  return held;
}

/** The caller as the database has it now: one round trip (decision 0006). */
export async function loadCaller(db: Queryable, claims: AccessTokenClaims): Promise<Caller> {
  return callerFrom(await findCaller(db, claims.businessId, claims.userId, claims.sessionId), claims);
}

export function callerFrom(row: CallerRow | undefined, claims: AccessTokenClaims): Caller {
  // A deleted user, a moved user, "logout of all devices" (token version) or a logged-out session.
  if (!row || row.tokenVersion !== claims.tokenVersion || !row.sessionLive) throw authError('SESSION_ENDED');
  const everyOutlet = row.isOwner || row.allOutlets;
  return {
    userId: row.userId,
    businessId: row.businessId,
    roleId: row.roleId,
    roleName: row.roleName,
    isOwner: row.isOwner,
    email: row.email,
    allOutlets: everyOutlet,
    outletIds: everyOutlet ? [] : row.outletIds,
    outlets: everyOutlet
      ? row.businessOutlets
      : row.businessOutlets.filter((outlet) => row.outletIds.includes(outlet.id)),
    sessionId: claims.sessionId,
    authType: claims.authType,
    permissions: permissionsOf(row.isOwner, row.grants),
  };
}
