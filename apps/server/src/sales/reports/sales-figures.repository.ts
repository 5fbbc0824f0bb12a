import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  dailyOutletSales,
  dailyPaymentSales,
  orderItems,
  orders,
  paymentMethods,
  payments,
  refundItems,
  refunds,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import type { LocalRange } from '../orders.repository.js';
import { inScope, type OutletScope } from '../transaction-outlets.repository.js';
import type { Refunded, Sold } from '../../domain/sales-figures.js';
import { completedInRange, refundsInRange, total, type Days } from './report-conditions.js';

/*
 * The sums the sales figures are computed from (domain/sales-figures.ts): whole local days from the daily rollups,
 * the partial days at a range's edges from the rows, under the same conditions (completed orders on their
 * business date, refunds on theirs), so both halves add up to the same figures (decision 0230).
 */

type Business = Pick<Caller, 'businessId'>;

export interface DaySums {
  date: string;
  sold: Sold;
  refunded: Refunded;
}

/** Every day of the scope's outlets in `days` that has a row, all outlets of a day together. */
export async function sumSalesDays(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  days: Days,
): Promise<DaySums[]> {
  const d = dailyOutletSales;
  const rows = await db
    .select({
      date: d.businessDate,
      transactions: total(sql`${d.transactionCount}`),
      grossSales: total(sql`${d.grossSales}`),
      discounts: total(sql`${d.discountTotal}`),
      netSales: total(sql`${d.netSales}`),
      gratuity: total(sql`${d.gratuityTotal}`),
      tax: total(sql`${d.taxTotal}`),
      rounding: total(sql`${d.roundingAmount}`),
      totalCollected: total(sql`${d.totalCollected}`),
      // The rollup's cost is already net of refunded units: the sold half carries it whole.
      costOfGoods: total(sql`${d.costOfGoods}`),
      refundNetSales: total(sql`${d.refundNetSales}`),
      refundGratuity: total(sql`${d.refundGratuity}`),
      refundTax: total(sql`${d.refundTax}`),
      refundRounding: total(sql`${d.refundRounding}`),
      refundAmount: total(sql`${d.refundAmount}`),
    })
    .from(d)
    .where(
      and(
        inBusiness(d.businessId, business),
        inScope(scope, d.outletId),
        gte(d.businessDate, days.from),
        lte(d.businessDate, days.to),
      ),
    )
    .groupBy(d.businessDate);
  return rows.map((row) => ({
    date: row.date,
    sold: {
      transactions: row.transactions,
      grossSales: row.grossSales,
      discounts: row.discounts,
      netSales: row.netSales,
      gratuity: row.gratuity,
      tax: row.tax,
      rounding: row.rounding,
      totalCollected: row.totalCollected,
      costOfGoods: row.costOfGoods,
    },
    refunded: {
      netSales: row.refundNetSales,
      gratuity: row.refundGratuity,
      tax: row.refundTax,
      rounding: row.refundRounding,
      amount: row.refundAmount,
      costOfGoods: 0,
    },
  }));
}

/**
 * A partial day (or any short range) straight from the rows: what its completed orders and refunds brought, in one
 * statement of four aggregates (one round trip, where each part once cost its own; docs/performance.md).
 */
export async function sumSalesRows(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<{ sold: Sold; refunded: Refunded }> {
  const sum = (value: SQL, name: string) => sql`coalesce(sum(${value}), 0)::bigint`.as(name);
  const sold = db
    .select({
      transactions: sql<number>`count(*)::int`.as('transactions'),
      grossSales: sum(sql`${orders.grossSales}`, 'gross_sales'),
      discounts: sum(sql`${orders.discountTotal}`, 'discounts'),
      netSales: sum(sql`${orders.netSales}`, 'net_sales'),
      gratuity: sum(sql`${orders.gratuityTotal}`, 'gratuity'),
      tax: sum(sql`${orders.taxTotal}`, 'tax'),
      rounding: sum(sql`${orders.roundingAmount}`, 'rounding'),
      totalCollected: sum(sql`${orders.totalCollected}`, 'total_collected'),
    })
    .from(orders)
    .where(completedInRange(business, scope, range));
  const soldCost = db
    .select({ cost: sum(sql`${orderItems.unitCost} * ${orderItems.quantity}`, 'sold_cost') })
    .from(orders)
    .innerJoin(
      orderItems,
      and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id)),
    )
    .where(completedInRange(business, scope, range));
  const refunded = db
    .select({
      netSales: sum(sql`${refunds.totalNetSales}`, 'refund_net_sales'),
      gratuity: sum(sql`${refunds.totalGratuity}`, 'refund_gratuity'),
      tax: sum(sql`${refunds.totalTax}`, 'refund_tax'),
      rounding: sum(sql`${refunds.totalRoundingAmount}`, 'refund_rounding'),
      amount: sum(sql`${refunds.refundAmount}`, 'refund_amount'),
    })
    .from(refunds)
    .where(refundsInRange(business, scope, range));
  const refundedCost = db
    .select({ cost: sum(sql`${orderItems.unitCost} * ${refundItems.quantity}`, 'refunded_cost') })
    .from(refunds)
    .innerJoin(
      refundItems,
      and(eq(refundItems.businessId, refunds.businessId), eq(refundItems.refundId, refunds.id)),
    )
    .innerJoin(
      orderItems,
      and(eq(orderItems.businessId, refundItems.businessId), eq(orderItems.id, refundItems.orderItemId)),
    )
    .where(refundsInRange(business, scope, range));
  const result = (await db.execute(
    sql`select * from (${sold}) as sold, (${soldCost}) as sold_cost, (${refunded}) as refunded,
                      (${refundedCost}) as refunded_cost`,
  )) as unknown as { rows: Record<string, string | number>[] };
  const row = result.rows[0]!;
  const n = (name: string) => Number(row[name]);
  return {
    sold: {
      transactions: n('transactions'),
      grossSales: n('gross_sales'),
      discounts: n('discounts'),
      netSales: n('net_sales'),
      gratuity: n('gratuity'),
      tax: n('tax'),
      rounding: n('rounding'),
      totalCollected: n('total_collected'),
      costOfGoods: n('sold_cost'),
    },
    refunded: {
      netSales: n('refund_net_sales'),
      gratuity: n('refund_gratuity'),
      tax: n('refund_tax'),
      rounding: n('refund_rounding'),
      amount: n('refund_amount'),
      costOfGoods: n('refunded_cost'),
    },
  };
}

export interface MethodSums {
  name: string;
  transactions: number;
  amount: number;
  /** As stored: ≤ 0. */
  refundAmount: number;
}

/** Payments and refunds per method name over whole days, from the payment-method rollup. */
export async function sumMethodDays(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  days: Days,
): Promise<MethodSums[]> {
  const d = dailyPaymentSales;
  return db
    .select({
      name: d.methodName,
      transactions: total(sql`${d.paymentCount}`),
      amount: total(sql`${d.amount}`),
      refundAmount: total(sql`${d.refundAmount}`),
    })
    .from(d)
    .where(
      and(
        inBusiness(d.businessId, business),
        inScope(scope, d.outletId),
        gte(d.businessDate, days.from),
        lte(d.businessDate, days.to),
      ),
    )
    .groupBy(d.methodName);
}

/**
 * Payments of the range's completed orders and refunds made in the range, per method name, from the rows; a refund
 * counts under the method of the payment it paid back, or the order's first payment when it names none (as the
 * rollup does, db/rebuild-daily-sales.ts).
 */
export async function sumMethodRows(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<MethodSums[]> {
  const refundMethod = sql<string>`coalesce(${payments.methodName}, (select f.method_name from payments f
      where f.business_id = ${refunds.businessId} and f.order_id = ${refunds.orderId} order by f.id limit 1), '')`;
  const [paid, refunded] = await Promise.all([
    db
      .select({
        name: payments.methodName,
        transactions: sql<number>`count(*)::int`,
        amount: total(sql`${payments.amount}`),
      })
      .from(orders)
      .innerJoin(payments, and(eq(payments.businessId, orders.businessId), eq(payments.orderId, orders.id)))
      .where(completedInRange(business, scope, range))
      .groupBy(payments.methodName),
    db
      .select({ name: refundMethod, refundAmount: total(sql`${refunds.refundAmount}`) })
      .from(refunds)
      .leftJoin(
        payments,
        and(eq(payments.businessId, refunds.businessId), eq(payments.id, refunds.paymentId)),
      )
      .where(refundsInRange(business, scope, range))
      .groupBy(sql`1`),
  ]);
  return [
    ...paid.map((row) => ({ ...row, refundAmount: 0 })),
    ...refunded.map((row) => ({
      name: row.name,
      transactions: 0,
      amount: 0,
      refundAmount: row.refundAmount,
    })),
  ];
}

/** The code of the business's first payment method of each name (CASH, DEBIT_CARD, …), where it has one. */
export async function findMethodCodes(
  db: Queryable,
  business: Business,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([paymentMethods.name], { name: paymentMethods.name, code: paymentMethods.code })
    .from(paymentMethods)
    .where(and(inBusiness(paymentMethods.businessId, business), inArray(paymentMethods.name, [...names])))
    .orderBy(paymentMethods.name, paymentMethods.id);
  return new Map(rows.flatMap((row) => (row.code ? [[row.name, row.code] as const] : [])));
}
