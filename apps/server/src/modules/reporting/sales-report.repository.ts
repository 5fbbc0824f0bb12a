import { and, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import {
  dailyItemReportSales,
  dailyOutletSales,
  dailyPaymentSales,
  orderItems,
  orders,
  outlets,
  paymentMethods,
  payments,
  refundItems,
  refunds,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import type { LocalRange } from '../../sales/orders.repository.js';
import { splitIntoDays } from '../../sales/split-into-days.js';
import { inScope, type OutletScope } from '../../sales/transaction-outlets.repository.js';
import { completedInRange, refundsInRange, total } from '../../sales/reports/report-conditions.js';
import { inSpan, monthsAndDays } from '../../sales/reports/item-report-spans.js';

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

const itemLabel = sql<string>`case when ${orderItems.variantName} = '' then ${orderItems.itemName}
    else ${orderItems.itemName} || ' - ' || ${orderItems.variantName} end`;

/**
 * What a range sold, as one `union all` for the caller to group: whole local days from a daily rollup, the partial
 * days at the edges from the rows (decision 0097). Both sides name the same columns; an edge may be a union itself.
 */
function partsOfRange(
  range: LocalRange,
  fromRows: (edge: LocalRange) => SQLWrapper,
  fromDays: (days: { from: string; to: string }) => SQLWrapper,
): SQL {
  const { days, edges } = splitIntoDays(range);
  const parts = edges.map(fromRows);
  if (days) parts.push(fromDays(days));
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
}

async function rowsOf<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Best sellers by quantity sold in the range (item and variant name as on the bill), the first `limit` of each
 * outlet, or of all outlets together when `perOutlet` is false (outletId 0 then). Ties go by name. Their net sales
 * are Item sales' (decision 0240): the lines' gross less their own discounts, less what the range's refunds gave
 * back of them — read from the same item report days, so the two screens show one figure.
 */
export async function listTopItems(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
  options: { limit: number; perOutlet: boolean },
): Promise<{ outletId: number; name: string; quantity: number; netSales: number }[]> {
  const outletOf = (column: SQL | PgColumn) =>
    (options.perOutlet ? sql<number>`${column}` : sql<number>`0`).as('outlet_key');
  const d = dailyItemReportSales;
  const parts = partsOfRange(
    range,
    (edge) =>
      sql`(${db
        .select({
          outletId: outletOf(sql`${orders.outletId}`),
          name: sql<string>`${itemLabel}`.as('item_label'),
          quantity: sql<number>`sum(${orderItems.quantity})`.as('quantity'),
          netSales: sql<number>`sum(${orderItems.grossAmount} - ${orderItems.discountAmount})`.as('net'),
        })
        .from(orders)
        .innerJoin(
          orderItems,
          and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id)),
        )
        .where(completedInRange(business, scope, edge))
        .groupBy(sql`1`, sql`2`)}) union all (${db
        .select({
          outletId: outletOf(sql`${refunds.outletId}`),
          name: sql<string>`${itemLabel}`.as('item_label'),
          quantity: sql<number>`0`.as('quantity'),
          netSales: sql<number>`sum(${refundItems.netAmount})`.as('net'),
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
        .where(refundsInRange(business, scope, edge))
        .groupBy(sql`1`, sql`2`)})`,
    (days) =>
      sql.join(
        monthsAndDays(days).map(
          (span) =>
            sql`(${db
              .select({
                outletId: outletOf(d.outletId),
                name: sql<string>`case when ${d.variantName} = '' then ${d.itemName}
                  else ${d.itemName} || ' - ' || ${d.variantName} end`.as('item_label'),
                quantity: sql<number>`sum(${d.quantity})`.as('quantity'),
                netSales: sql<number>`sum(${d.grossSales} - ${d.discounts} + ${d.refundNetSales})`.as('net'),
              })
              .from(d)
              .where(inSpan(business, scope, d, span))
              .groupBy(sql`1`, sql`2`)})`,
        ),
        sql` union all `,
      ),
  );
  const rows = await rowsOf<{
    outlet_key: number;
    name: string;
    quantity: string;
    net: string;
    rank: string;
  }>(
    db,
    sql`select outlet_key, item_label as name, sum(quantity)::bigint as quantity, sum(net)::bigint as net,
               row_number() over (partition by outlet_key order by sum(quantity) desc, item_label) as rank
          from (${parts}) as parts
         group by outlet_key, item_label
        having sum(quantity) > 0`,
  );
  return rows
    .map((row) => ({
      outletId: Number(row.outlet_key),
      name: row.name,
      quantity: Number(row.quantity),
      netSales: Number(row.net),
      rank: Number(row.rank),
    }))
    .filter((row) => row.rank <= options.limit)
    .sort((x, y) => x.outletId - y.outletId || x.rank - y.rank)
    .map(({ outletId, name, quantity, netSales }) => ({ outletId, name, quantity, netSales }));
}

/**
 * Payments of the range's completed orders by method name (amount collected and how many payments), with the code
 * of the business's method of that name, so a screen can name the standard ones in its language (decision 0126).
 */
export async function sumPaymentsByMethod(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<{ name: string; code: string | null; amount: number; count: number }[]> {
  const parts = partsOfRange(
    range,
    (edge) =>
      db
        .select({
          name: sql<string>`${payments.methodName}`.as('method_name'),
          amount: sql<number>`sum(${payments.amount})`.as('amount'),
          count: sql<number>`count(*)`.as('payment_count'),
        })
        .from(orders)
        .innerJoin(payments, and(eq(payments.businessId, orders.businessId), eq(payments.orderId, orders.id)))
        .where(completedInRange(business, scope, edge))
        .groupBy(sql`1`),
    (days) =>
      db
        .select({
          name: sql<string>`${dailyPaymentSales.methodName}`.as('method_name'),
          amount: sql<number>`sum(${dailyPaymentSales.amount})`.as('amount'),
          count: sql<number>`sum(${dailyPaymentSales.paymentCount})`.as('payment_count'),
        })
        .from(dailyPaymentSales)
        .where(inDays(business, scope, dailyPaymentSales, days))
        .groupBy(sql`1`),
  );
  const rows = await rowsOf<{ name: string; code: string | null; amount: string; count: string }>(
    db,
    sql`select sums.name, sums.amount, sums.count,
               (select m.code from ${paymentMethods} m
                 where m.business_id = ${business.businessId} and m.name = sums.name
                 order by m.id limit 1) as code
          from (select method_name as name, sum(amount)::bigint as amount, sum(payment_count)::bigint as count
                  from (${parts}) as parts
                 group by method_name) as sums
         order by sums.amount desc, sums.name`,
  );
  return rows.map((row) => ({
    name: row.name,
    code: row.code,
    amount: Number(row.amount),
    count: Number(row.count),
  }));
}

/** Whole local days `from`..`to` of a daily rollup, for the scope's outlets. */
function inDays(
  business: Business,
  scope: OutletScope,
  rollup: typeof dailyPaymentSales,
  days: { from: string; to: string },
) {
  return and(
    inBusiness(rollup.businessId, business),
    inScope(scope, rollup.outletId),
    gte(rollup.businessDate, days.from),
    lte(rollup.businessDate, days.to),
  );
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
  // Each row's hour on its own outlet's clock: the outlet is joined, so every column is named with its table.
  const hourOf = (column: SQL) =>
    sql<string>`to_char(${column} at time zone ${outlets.timeZone}, 'YYYY-MM-DD HH24:00')`;
  const orderHour = hourOf(sql`${orders.createdAt}`);
  const refundHour = hourOf(sql`${refunds.refundedAt}`);
  const [sold, refunded] = await Promise.all([
    db
      .select({
        period: orderHour,
        count: sql<number>`count(*)::int`,
        grossSales: total(sql`${orders.grossSales}`),
        netSales: total(sql`${orders.netSales}`),
      })
      .from(orders)
      .innerJoin(outlets, and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId)))
      .where(completedInRange(business, scope, range))
      .groupBy(sql`1`),
    db
      .select({ period: refundHour, netSales: total(sql`${refunds.totalNetSales}`) })
      .from(refunds)
      .innerJoin(outlets, and(eq(outlets.businessId, refunds.businessId), eq(outlets.id, refunds.outletId)))
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
