import type { FastifyRequest } from 'fastify';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.js';
import { authError } from './auth-error.js';
import type { Caller } from './caller.js';
import { type OutletReach, reachesEveryOutlet } from './outlet-reach.js';

/**
 * Tenant isolation, the one way: repositories add `inBusiness(table.businessId, caller)` to every query, and
 * services turn "nothing matched" into 404 with `foundInBusiness`. Another business's id then looks exactly like
 * an id that does not exist (404, never 403), so ids cannot be probed across businesses.
 */
export function inBusiness(column: PgColumn, caller: Pick<Caller, 'businessId'>): SQL {
  return eq(column, caller.businessId);
}

/**
 * The Outlet half of the same scoping (decision 0011): rows of the Outlets the caller works with. `undefined` when
 * the caller reaches every Outlet, so the query gains no condition (`and()` skips it); `false` for a user limited to
 * no Outlet at all. Reads of per-Outlet data (reports, transactions, the Outlet list) put it beside `inBusiness`;
 * negated, it finds what lies beyond the caller's reach (a shared Discount they may not change).
 */
export function inOutletReach(caller: OutletReach, outletColumn: PgColumn): SQL | undefined {
  if (reachesEveryOutlet(caller)) return undefined;
  if (caller.outletIds.length === 0) return sql`false`;
  return inArray(outletColumn, [...caller.outletIds]);
}

/**
 * Rows that name a list of Outlets (a `jsonb` array of ids, such as an export's) every one of which the caller
 * reaches: `undefined` for a caller who reaches every Outlet. A record that also covers an Outlet beyond the caller's
 * reach is not theirs to read (issue 27: an export of all outlets holds every outlet's sales).
 */
export function outletListWithinReach(caller: OutletReach, outletListColumn: PgColumn): SQL | undefined {
  if (reachesEveryOutlet(caller)) return undefined;
  return sql`${outletListColumn} <@ ${JSON.stringify([...caller.outletIds])}::jsonb`;
}

export function foundInBusiness<T>(row: T | null | undefined, message?: string): T {
  if (row === null || row === undefined) throw AppError.notFound(message);
  return row;
}

/** The caller of a non-public route; the access hook has already authenticated it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw authError('TOKEN_MISSING');
  return request.caller;
}
