import { and, eq, sql, type SQL } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import type { LocalRange } from '../orders.repository.js';
import { inLocalRange, type OutletScope } from '../transaction-outlets.repository.js';

/*
 * What a report counts in a range read from the rows (the partial days at its edges): completed orders by the time
 * they were opened, refunds by the time they were made, each on its outlet's clock — the rules the daily rollups
 * follow by business date (docs/sales-figures.md, decision 0230).
 */

type Business = Pick<Caller, 'businessId'>;

/** Whole local days of a range, both included (yyyy-MM-dd): what the day rollups are read over. */
export type Days = { from: string; to: string };

/** A sum of Rupiah or units as a number: 0 over no rows, bigint in SQL so that two years of a chain cannot overflow. */
export const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

export function completedInRange(business: Business, scope: OutletScope, range: LocalRange) {
  return and(
    inBusiness(orders.businessId, business),
    eq(orders.status, 'completed'),
    inLocalRange(scope, range, orders.createdAt, orders.outletId),
  );
}

export function refundsInRange(business: Business, scope: OutletScope, range: LocalRange) {
  return and(
    inBusiness(refunds.businessId, business),
    inLocalRange(scope, range, refunds.refundedAt, refunds.outletId),
  );
}

/** The last local date a range (end exclusive) touches. */
export function lastLocalDate(range: LocalRange): string {
  return new Date(Date.parse(`${range.end}Z`) - 1000).toISOString().slice(0, 10);
}
