import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  dailyOutletSales,
  orderItems,
  orders,
  outlets,
  payments,
  refundItems,
  refunds,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import type { LocalRange } from './orders.repository.js';
import { inLocalRange, inScope, type OutletScope } from './transaction-outlets.repository.js';

/**
 * The dashboard's figures, grouped by outlet so that one query serves the summary (summed) and the comparison
 * (per outlet). The conditions are those of the success tab's summary (completed orders by `created_at` in each
 * outlet's zone, refunds by `refunded_at`), so the figures add up to what that tab shows.
 */

type Business = Pick<Caller, 'businessId'>;

export interface OutletTotals {
  outletId: number;
  count: number;
  grossSales: number;
  netSales: number;
  /** Cost of goods sold, net of refunded units (decision 0067). */
  cost: number;
}

const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

function completedInRange(business: Business, scope: OutletScope, range: LocalRange) {
  return and(
    inBusiness(orders.businessId, business),
    eq(orders.status, 'completed'),
    inLocalRange(scope, range, orders.createdAt, orders.outletId),
  );
}

function refundsInRange(business: Business, scope: OutletScope, range: LocalRange) {
  return and(
    inBusiness(refunds.businessId, business),
    inLocalRange(scope, range, refunds.refundedAt, refunds.outletId),
  );
}

/** Whole local days from the daily rollup, per outlet; refund net sales (≤ 0) and refunded cost already in. */
export async function sumRollupByOutlet(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  days: { from: string; to: string },
): Promise<OutletTotals[]> {
  return db
    .select({
      outletId: dailyOutletSales.outletId,
      count: total(sql`${dailyOutletSales.transactionCount}`),
      grossSales: total(sql`${dailyOutletSales.grossSales}`),
      netSales: total(sql`${dailyOutletSales.netSales} + ${dailyOutletSales.refundNetSales}`),
      cost: total(sql`${dailyOutletSales.costOfGoods}`),
    })
    .from(dailyOutletSales)
    .where(
      and(
        inBusiness(dailyOutletSales.businessId, business),
        inScope(scope, dailyOutletSales.outletId),
        gte(dailyOutletSales.businessDate, days.from),
        lte(dailyOutletSales.businessDate, days.to),
      ),
    )
    .groupBy(dailyOutletSales.outletId);
}

/** A partial day straight from the rows, per outlet, refunds made in it and the cost of goods included. */
export async function sumRawByOutlet(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<OutletTotals[]> {
  const [sold, refunded, costs] = await Promise.all([
    db
      .select({
        outletId: orders.outletId,
        count: sql<number>`count(*)::int`,
        grossSales: total(sql`${orders.grossSales}`),
        netSales: total(sql`${orders.netSales}`),
      })
      .from(orders)
      .where(completedInRange(business, scope, range))
      .groupBy(orders.outletId),
    db
      .select({ outletId: refunds.outletId, netSales: total(sql`${refunds.totalNetSales}`) })
      .from(refunds)
      .where(refundsInRange(business, scope, range))
      .groupBy(refunds.outletId),
    sumCostByOutlet(db, business, scope, range),
  ]);
  const none = { count: 0, grossSales: 0, netSales: 0, cost: 0 };
  return [
    ...sold.map((row) => ({ ...row, cost: 0 })),
    ...refunded.map((row) => ({ ...none, outletId: row.outletId, netSales: row.netSales })),
    ...costs.map((row) => ({ ...none, outletId: row.outletId, cost: row.cost })),
  ];
}

/**
 * Cost of goods per outlet: the snapshot unit cost of every line sold in the range, less that of the units
 * refunded in it (decision 0067). Lines are read through their order, found by the orders' range index; only the
 * partial days at a range's edges come here, whole days read `daily_outlet_sales.cost_of_goods`.
 */
async function sumCostByOutlet(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<{ outletId: number; cost: number }[]> {
  const [sold, refunded] = await Promise.all([
    db
      .select({
        outletId: orders.outletId,
        cost: total(sql`${orderItems.unitCost} * ${orderItems.quantity}`),
      })
      .from(orders)
      .innerJoin(
        orderItems,
        and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id)),
      )
      .where(completedInRange(business, scope, range))
      .groupBy(orders.outletId),
    db
      .select({
        outletId: refunds.outletId,
        cost: total(sql`-${orderItems.unitCost} * ${refundItems.quantity}`),
      })
      .from(refunds)
      .innerJoin(
        refundItems,
        and(eq(refundItems.businessId, refunds.businessId), eq(refundItems.refundId, refunds.id)),
      )
      .innerJoin(
        orderItems,
        and(eq(orderItems.businessId, refundItems.businessId), eq(orderItems.id, refundItems.orderItemId)),
      )
      .where(refundsInRange(business, scope, range))
      .groupBy(refunds.outletId),
  ]);
  return [...sold, ...refunded];
}

/**
 * Best sellers by quantity sold in the range (item and variant name as on the bill), the first `limit` of each
 * outlet, or of all outlets together when `perOutlet` is false (outletId 0 then). Ties go by name.
 */
export async function listTopItems(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
  options: { limit: number; perOutlet: boolean },
): Promise<{ outletId: number; name: string; quantity: number; netSales: number }[]> {
  const name = sql<string>`case when ${orderItems.variantName} = '' then ${orderItems.itemName}
    else ${orderItems.itemName} || ' - ' || ${orderItems.variantName} end`;
  const outletKey = options.perOutlet ? sql<number>`${orders.outletId}` : sql<number>`0`;
  const grouped = db
    .select({
      outletId: sql<number>`${outletKey}`.as('outlet_key'),
      name: sql<string>`${name}`.as('item_label'),
      quantity: sql<number>`sum(${orderItems.quantity})::bigint`.as('quantity'),
      netSales: sql<number>`sum(${orderItems.grossAmount} - ${orderItems.discountAmount})::bigint`.as('net'),
    })
    .from(orders)
    .innerJoin(
      orderItems,
      and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id)),
    )
    .where(completedInRange(business, scope, range))
    .groupBy(sql`1`, sql`2`)
    .as('grouped');
  const rows = await db
    .select({
      outletId: sql<number>`${grouped.outletId}`.mapWith(Number),
      name: grouped.name,
      quantity: sql<number>`${grouped.quantity}`.mapWith(Number),
      netSales: sql<number>`${grouped.netSales}`.mapWith(Number),
      rank: sql<number>`row_number() over (partition by ${grouped.outletId} order by ${grouped.quantity} desc, ${grouped.name})`.as(
        'rank',
      ),
    })
    .from(grouped);
  return rows
    .filter((row) => Number(row.rank) <= options.limit)
    .sort((x, y) => x.outletId - y.outletId || Number(x.rank) - Number(y.rank))
    .map(({ outletId, name: label, quantity, netSales }) => ({ outletId, name: label, quantity, netSales }));
}

/** Payments of the range's completed orders by method name (amount collected and how many payments). */
export async function sumPaymentsByMethod(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<{ name: string; amount: number; count: number }[]> {
  return db
    .select({
      name: payments.methodName,
      amount: total(sql`${payments.amount}`),
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .innerJoin(payments, and(eq(payments.businessId, orders.businessId), eq(payments.orderId, orders.id)))
    .where(completedInRange(business, scope, range))
    .groupBy(payments.methodName)
    .orderBy(sql`2 desc`, payments.methodName);
}

export interface PeriodTotals {
  period: string;
  count: number;
  grossSales: number;
  netSales: number;
}

/** Hourly buckets (`yyyy-MM-dd HH:00`, the outlet's clock) of a short range, straight from the rows. */
export async function sumByHour(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<PeriodTotals[]> {
  const zone = sql`(select ${outlets.timeZone} from ${outlets} where ${outlets.businessId} = ${business.businessId} and ${outlets.id} = `;
  const hourOf = (column: SQL, outlet: SQL) =>
    sql<string>`to_char(${column} at time zone ${zone}${outlet}), 'YYYY-MM-DD HH24:00')`;
  const orderHour = hourOf(sql`${orders.createdAt}`, sql`${orders.outletId}`);
  const refundHour = hourOf(sql`${refunds.refundedAt}`, sql`${refunds.outletId}`);
  const [sold, refunded] = await Promise.all([
    db
      .select({
        period: orderHour,
        count: sql<number>`count(*)::int`,
        grossSales: total(sql`${orders.grossSales}`),
        netSales: total(sql`${orders.netSales}`),
      })
      .from(orders)
      .where(completedInRange(business, scope, range))
      .groupBy(sql`1`),
    db
      .select({ period: refundHour, netSales: total(sql`${refunds.totalNetSales}`) })
      .from(refunds)
      .where(refundsInRange(business, scope, range))
      .groupBy(sql`1`),
  ]);
  return [...sold, ...refunded.map((row) => ({ ...row, count: 0, grossSales: 0 }))];
}

/** Daily buckets of whole days from the rollup. */
export async function sumRollupByDay(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  days: { from: string; to: string },
): Promise<PeriodTotals[]> {
  return db
    .select({
      period: dailyOutletSales.businessDate,
      count: total(sql`${dailyOutletSales.transactionCount}`),
      grossSales: total(sql`${dailyOutletSales.grossSales}`),
      netSales: total(sql`${dailyOutletSales.netSales} + ${dailyOutletSales.refundNetSales}`),
    })
    .from(dailyOutletSales)
    .where(
      and(
        inBusiness(dailyOutletSales.businessId, business),
        inScope(scope, dailyOutletSales.outletId),
        gte(dailyOutletSales.businessDate, days.from),
        lte(dailyOutletSales.businessDate, days.to),
      ),
    )
    .groupBy(dailyOutletSales.businessDate);
}
