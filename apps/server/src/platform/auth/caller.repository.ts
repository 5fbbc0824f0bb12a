import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { refreshTokens, rolePermissions, roles, userOutlets, users } from '../../db/schema/index.js';

export interface CallerRow {
  userId: number;
  businessId: number;
  roleId: number;
  roleName: string;
  isOwner: boolean;
  email: string;
  allOutlets: boolean;
  outletIds: number[];
  tokenVersion: number;
  grants: string[];
  sessionLive: boolean;
}

function prepareFindCaller(db: Queryable) {
  return db
    .select({
      userId: users.id,
      businessId: users.businessId,
      roleId: users.roleId,
      roleName: roles.name,
      isOwner: roles.isOwner,
      email: users.email,
      allOutlets: users.allOutlets,
      // Sorted, so that the same assignment reads the same list.
      outletIds: sql<number[]>`coalesce((
        select array_agg(${userOutlets.outletId} order by ${userOutlets.outletId})
        from ${userOutlets}
        where ${userOutlets.businessId} = ${users.businessId} and ${userOutlets.userId} = ${users.id}
      ), '{}'::int[])`,
      tokenVersion: users.tokenVersion,
      // Sorted, so that equal grants give equal lists (the permission cache is keyed by them).
      grants: sql<string[]>`coalesce((
        select array_agg(${rolePermissions.permissionKey} order by ${rolePermissions.permissionKey})
        from ${rolePermissions}
        where ${rolePermissions.businessId} = ${users.businessId} and ${rolePermissions.roleId} = ${users.roleId}
      ), '{}'::text[])`,
      sessionLive: sql<boolean>`exists (
        select 1 from ${refreshTokens}
        where ${refreshTokens.businessId} = ${users.businessId}
          and ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
          and ${refreshTokens.revokedAt} is null
      )`,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.businessId, users.businessId), eq(roles.id, users.roleId)))
    .where(and(eq(users.businessId, sql.placeholder('businessId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('find_caller');
}

/** Built once per database: on PostgreSQL a named statement, parsed and planned once per connection. */
const preparedFindCaller = new WeakMap<Queryable, ReturnType<typeof prepareFindCaller>>();

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
  let query = preparedFindCaller.get(db);
  if (!query) {
    query = prepareFindCaller(db);
    preparedFindCaller.set(db, query);
  }
  const [row] = await query.execute({ businessId, userId, sessionId });
  return row;
}
