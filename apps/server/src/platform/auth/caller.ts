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
import { findCaller } from './caller.repository.js';

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
  /** The Outlets this user works with; empty means every Outlet of the Business (owners always). */
  outletIds: readonly number[];
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

export async function loadCaller(db: Queryable, claims: AccessTokenClaims): Promise<Caller> {
  const row = await findCaller(db, claims.businessId, claims.userId, claims.sessionId);
  // A deleted user, a moved user, "logout of all devices" (token version) or a logged-out session.
  if (!row || row.tokenVersion !== claims.tokenVersion || !row.sessionLive) throw authError('SESSION_ENDED');
  return {
    userId: row.userId,
    businessId: row.businessId,
    roleId: row.roleId,
    roleName: row.roleName,
    isOwner: row.isOwner,
    email: row.email,
    outletIds: row.isOwner ? [] : row.outletIds,
    sessionId: claims.sessionId,
    authType: claims.authType,
    permissions: effectivePermissions(row.isOwner, row.grants),
  };
}
