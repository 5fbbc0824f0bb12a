import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.js';
import { outlets } from '../db/schema/index.js';
import type { Caller } from '../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../platform/auth/tenant-scope.js';
import { localTimeToInstant } from '../domain/calendar-text.js';

export interface ScopeOutlet {
  id: number;
  name: string;
  timeZone: string;
}

/**
 * The outlets a transactions query covers. `everyOutlet` says the caller reaches every outlet and named none, so
 * the query needs no outlet condition at all (and the business-wide index serves it).
 */
export interface OutletScope {
  outlets: ScopeOutlet[];
  everyOutlet: boolean;
}

/** The caller's outlets among `outletIds` (all of them within reach when absent), in id order. */
export async function listReachableOutlets(
  db: Queryable,
  caller: Caller,
  outletIds: readonly number[] | undefined,
): Promise<ScopeOutlet[]> {
  const conditions = [inBusiness(outlets.businessId, caller), inOutletReach(caller, outlets.id)];
  if (outletIds !== undefined) conditions.push(inArray(outlets.id, [...outletIds]));
  return db
    .select({ id: outlets.id, name: outlets.name, timeZone: outlets.timeZone })
    .from(outlets)
    .where(and(...conditions))
    .orderBy(asc(outlets.id));
}

/** `column` belongs to an outlet of the scope (undefined: no condition needed). */
export function inScope(scope: OutletScope, outletColumn: PgColumn): SQL | undefined {
  if (scope.everyOutlet) return undefined;
  if (scope.outlets.length === 0) return sql`false`;
  return inArray(
    outletColumn,
    scope.outlets.map((outlet) => outlet.id),
  );
}

/**
 * `timeColumn` lies in [start, end) of the wall clocks of each row's outlet. One zone is one pair of instants;
 * several zones are an envelope the index can range over, refined per zone.
 */
export function inLocalRange(
  scope: OutletScope,
  range: { start: string; end: string },
  timeColumn: PgColumn,
  outletColumn: PgColumn,
): SQL | undefined {
  const zones = new Map<string, number[]>();
  for (const outlet of scope.outlets) {
    zones.set(outlet.timeZone, [...(zones.get(outlet.timeZone) ?? []), outlet.id]);
  }
  if (zones.size === 0) return sql`false`;
  const bounds = [...zones].map(([zone, ids]) => ({
    ids,
    from: localTimeToInstant(range.start, zone),
    to: localTimeToInstant(range.end, zone),
  }));
  const between = (from: Date, to: Date) =>
    sql`${timeColumn} >= ${from.toISOString()}::timestamptz and ${timeColumn} < ${to.toISOString()}::timestamptz`;
  if (bounds.length === 1) return and(inScope(scope, outletColumn), between(bounds[0]!.from, bounds[0]!.to));
  const from = new Date(Math.min(...bounds.map((bound) => bound.from.getTime())));
  const to = new Date(Math.max(...bounds.map((bound) => bound.to.getTime())));
  const perZone = bounds.map(
    (bound) => sql`(${inArray(outletColumn, bound.ids)} and ${between(bound.from, bound.to)})`,
  );
  return and(between(from, to), sql`(${sql.join(perZone, sql` or `)})`);
}
