import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { refreshTokens, rolePermissions, roles, users } from '../../db/schema/index.js';

export interface CallerRow {
  userId: number;
  businessId: number;
  roleId: number;
  roleName: string;
  isOwner: boolean;
  email: string;
  outletIds: number[];
  tokenVersion: number;
  grants: string[];
  sessionLive: boolean;
}

/**
 * Everything a request needs to know about its caller, in one round trip: the user of the token's business,
 * the role, the role's grants, and whether the token's session (refresh-token family) is still open.
 */
export async function findCaller(
  db: Queryable,
  businessId: number,
  userId: number,
  sessionId: string,
): Promise<CallerRow | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      businessId: users.businessId,
      roleId: users.roleId,
      roleName: roles.name,
      isOwner: roles.isOwner,
      email: users.email,
      outletIds: users.outletIds,
      tokenVersion: users.tokenVersion,
      grants: sql<string[]>`coalesce((
        select array_agg(${rolePermissions.permissionKey}) from ${rolePermissions}
        where ${rolePermissions.businessId} = ${users.businessId} and ${rolePermissions.roleId} = ${users.roleId}
      ), '{}'::text[])`,
      sessionLive: sql<boolean>`exists (
        select 1 from ${refreshTokens}
        where ${refreshTokens.businessId} = ${users.businessId}
          and ${refreshTokens.familyId} = ${sessionId}
          and ${refreshTokens.revokedAt} is null
      )`,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.businessId, users.businessId), eq(roles.id, users.roleId)))
    .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
  return row;
}
