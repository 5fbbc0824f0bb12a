import type { FastifyRequest } from 'fastify';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.js';
import { authError } from './auth-error.js';
import type { Caller } from './caller.js';
import type { OutletReach } from './outlet-reach.js';

/**
 * Tenant isolation, the one way: repositories add `inBusiness(table.businessId, caller)` to every query, and
 * services turn "nothing matched" into 404 with `foundInBusiness`. Another business's id then looks exactly like
 * an id that does not exist (404, never 403), so ids cannot be probed across businesses.
 */
export function inBusiness(column: PgColumn, caller: Pick<Caller, 'businessId'>): SQL {
  return eq(column, caller.businessId);
}

/**
 * The rows of a user's outlets only: undefined for a user who reaches every outlet (no condition to add), a
 * condition that matches nothing for a user limited to none. Reads beyond a limited user's outlets are hidden,
 * not refused: such rows answer like rows that do not exist (decision 0011).
 */
export function inOutletReach(caller: OutletReach, outletColumn: PgColumn): SQL | undefined {
  if (caller.allOutlets) return undefined;
  if (caller.outletIds.length === 0) return sql`false`;
  return inArray(outletColumn, [...caller.outletIds]);
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
