import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from '../../db/database.js';
import {
  callerVersions,
  outlets,
  refreshTokens,
  rolePermissions,
  roles,
  userOutlets,
  users,
} from '../../db/schema/index.js';

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
  /** The business's `caller_versions` counter in the same snapshot (0: never raised). */
  version: number;
  /** Every Outlet of the business, in id order; the caller's reach is cut from it in code. */
  businessOutlets: BusinessOutlet[];
}

export interface BusinessOutlet {
  id: number;
  name: string;
  timeZone: string;
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
      version: sql<number>`coalesce((
        select ${callerVersions.version} from ${callerVersions} where ${callerVersions.businessId} = ${users.businessId}
      ), 0)`.mapWith(Number),
      // The list and summary screens need the names and zones of the outlets they cover; loading them here saves
      // those requests a round trip of their own (decision 0140).
      businessOutlets: sql<BusinessOutlet[]>`coalesce((
        select json_agg(json_build_object('id', ${outlets.id}, 'name', ${outlets.name}, 'timeZone', ${outlets.timeZone})
                        order by ${outlets.id})
        from ${outlets}
        where ${outlets.businessId} = ${users.businessId}
      ), '[]'::json)`,
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
 * the role, the role's grants, the outlets of the business, and whether the token's session (refresh-token
 * family) is still open.
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

/** The business's counter now: equal to what a cached caller read means nothing about it changed since. */
export async function readCallerVersion(database: DatabaseHandle, businessId: number): Promise<number> {
  const { rows } = await database.executePrepared(
    'read_caller_version',
    'select version from caller_versions where business_id = $1',
    [businessId],
  );
  return rows.length === 0 ? 0 : Number(rows[0]!.version);
}
