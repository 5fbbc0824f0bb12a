import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.js';
import { dailyOutletSales } from '../db/schema/index.js';
import type { Caller } from '../platform/auth/caller.js';
import { inBusiness } from '../platform/auth/tenant-scope.js';
import { insertDimensionDays, insertDimensionRefundDays } from '../db/dimension-days.js';
import { insertItemDays, insertPaymentDays, insertPaymentRefundDays } from '../db/rebuild-daily-sales.js';
import {
  insertItemHourDays,
  insertItemHourRefundDays,
  insertItemReportDays,
  insertItemReportRefundDays,
  insertModifierDays,
  insertModifierRefundDays,
} from '../db/item-report-days.js';
import { localDate } from '../domain/local-time.js';
import { inScope, type OutletScope } from './transaction-outlets.repository.js';

type Business = Pick<Caller, 'businessId'>;

/** What one write adds to one outlet's day; absent figures add nothing. */
export interface DailySalesEffect {
  outletId: number;
  businessDate: string;
  transactionCount?: number;
  grossSales?: number;
  netSales?: number;
  totalCollected?: number;
  cancelledCount?: number;
  cancelledTotal?: number;
  voidItemCount?: number;
  voidTotal?: number;
  refundCount?: number;
  refundAmount?: number;
  refundNetSales?: number;
  costOfGoods?: number;
  discountTotal?: number;
  gratuityTotal?: number;
  taxTotal?: number;
  roundingAmount?: number;
  refundGratuity?: number;
  refundTax?: number;
  refundRounding?: number;
}

type Figure = Exclude<keyof DailySalesEffect, 'outletId' | 'businessDate'>;
const figures: Figure[] = [
  'transactionCount',
  'grossSales',
  'netSales',
  'totalCollected',
  'cancelledCount',
  'cancelledTotal',
  'voidItemCount',
  'voidTotal',
  'refundCount',
  'refundAmount',
  'refundNetSales',
  'costOfGoods',
  'discountTotal',
  'gratuityTotal',
  'taxTotal',
  'roundingAmount',
  'refundGratuity',
  'refundTax',
  'refundRounding',
];

/** A completed order, on its business date; `costOfGoods` is Σ unit cost × quantity of its lines. */
export function completedOrderEffect(order: {
  outletId: number;
  businessDate: string;
  grossSales: number;
  netSales: number;
  totalCollected: number;
  costOfGoods: number;
  discountTotal: number;
  gratuityTotal: number;
  taxTotal: number;
  roundingAmount: number;
}): DailySalesEffect {
  return {
    outletId: order.outletId,
    businessDate: order.businessDate,
    transactionCount: 1,
    grossSales: order.grossSales,
    netSales: order.netSales,
    totalCollected: order.totalCollected,
    costOfGoods: order.costOfGoods,
    discountTotal: order.discountTotal,
    gratuityTotal: order.gratuityTotal,
    taxTotal: order.taxTotal,
    roundingAmount: order.roundingAmount,
  };
}

/** A cancelled bill, on the outlet's local date of its cancellation. */
export function cancelledOrderEffect(
  order: { outletId: number; cancelledAt: Date; totalCollected: number },
  timeZone: string,
): DailySalesEffect {
  return {
    outletId: order.outletId,
    businessDate: localDate(timeZone, order.cancelledAt),
    cancelledCount: 1,
    cancelledTotal: order.totalCollected,
  };
}

/** A refund (values ≤ 0, `refundedCost` the refunded units' cost as a positive number), on its business date. */
export function refundEffect(refund: {
  outletId: number;
  businessDate: string;
  refundAmount: number;
  totalNetSales: number;
  totalGratuity: number;
  totalTax: number;
  totalRoundingAmount: number;
  refundedCost: number;
}): DailySalesEffect {
  return {
    outletId: refund.outletId,
    businessDate: refund.businessDate,
    refundCount: 1,
    refundAmount: refund.refundAmount,
    refundNetSales: refund.totalNetSales,
    refundGratuity: refund.totalGratuity,
    refundTax: refund.totalTax,
    refundRounding: refund.totalRoundingAmount,
    costOfGoods: -refund.refundedCost,
  };
}

/** A voided line of a completed or cancelled bill, on its business date. */
export function voidItemEffect(line: {
  outletId: number;
  businessDate: string;
  quantity: number;
  totalPrice: number;
}): DailySalesEffect {
  return {
    outletId: line.outletId,
    businessDate: line.businessDate,
    voidItemCount: line.quantity,
    voidTotal: line.totalPrice,
  };
}

/**
 * Adds effects to their days, in the caller's transaction, so the rollup changes exactly when the rows it sums
 * commit. Effects on the same day are merged first: one upsert per day, in a fixed order, so two writers touching
 * the same days lock them in the same order.
 */
export async function applyDailySales(
  db: Queryable,
  business: Business,
  effects: readonly DailySalesEffect[],
): Promise<void> {
  const upsert = dailySalesUpsert(db, business, effects);
  if (upsert) await db.execute(upsert);
}

function dailySalesUpsert(
  db: Queryable,
  business: Business,
  effects: readonly DailySalesEffect[],
): SQL | null {
  const byDay = new Map<string, DailySalesEffect>();
  for (const effect of effects) {
    const key = `${effect.outletId}|${effect.businessDate}`;
    const merged = byDay.get(key) ?? { outletId: effect.outletId, businessDate: effect.businessDate };
    for (const figure of figures) merged[figure] = (merged[figure] ?? 0) + (effect[figure] ?? 0);
    byDay.set(key, merged);
  }
  const rows = [...byDay.values()].sort(
    (x, y) => x.outletId - y.outletId || x.businessDate.localeCompare(y.businessDate),
  );
  if (rows.length === 0) return null;
  const set = Object.fromEntries(
    figures.map((figure) => {
      const column = dailyOutletSales[figure];
      return [
        figure,
        sql`${sql.identifier('daily_outlet_sales')}.${sql.identifier(column.name)} + excluded.${sql.identifier(column.name)}`,
      ];
    }),
  );
  return db
    .insert(dailyOutletSales)
    .values(
      rows.map((row) => ({
        businessId: business.businessId,
        outletId: row.outletId,
        businessDate: row.businessDate,
        ...Object.fromEntries(figures.map((figure) => [figure, row[figure] ?? 0])),
      })),
    )
    .onConflictDoUpdate({
      target: [dailyOutletSales.businessId, dailyOutletSales.outletId, dailyOutletSales.businessDate],
      set: { ...set, updatedAt: sql`now()` },
    })
    .getSQL();
}

export interface DailySalesTotals {
  transactionCount: number;
  netSales: number;
  totalCollected: number;
  refundNetSales: number;
}

/** Totals of the scope's outlets over whole local days `from`..`to` (inclusive). */
export async function sumDailySales(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  days: { from: string; to: string },
): Promise<DailySalesTotals> {
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({
      transactionCount: total(dailyOutletSales.transactionCount),
      netSales: total(dailyOutletSales.netSales),
      totalCollected: total(dailyOutletSales.totalCollected),
      refundNetSales: total(dailyOutletSales.refundNetSales),
    })
    .from(dailyOutletSales)
    .where(
      and(
        inBusiness(dailyOutletSales.businessId, business),
        inScope(scope, dailyOutletSales.outletId),
        gte(dailyOutletSales.businessDate, days.from),
        lte(dailyOutletSales.businessDate, days.to),
      ),
    );
  return row!;
}

/**
 * The item and payment-method days of newly written completed orders, in the writer's transaction (decision 0097),
 * the item report days (decision 0240) and the bill-level reports' days of every one of them (sales, cancellations,
 * voids; decision 0245); `applyDailySales` keeps the outlets' days, or `outletEffects` of the same writes in the same
 * statement (one round trip for a batch's outlet, item and payment rollups). Orders that are not completed add
 * nothing to those.
 */
export async function applyOrderSales(
  db: Queryable,
  business: Business,
  orderIds: readonly number[],
  outletEffects: readonly DailySalesEffect[] = [],
): Promise<void> {
  const outletDays = dailySalesUpsert(db, business, outletEffects);
  if (orderIds.length === 0) {
    if (outletDays) await db.execute(outletDays);
    return;
  }
  const ids = sql`array(select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb)::bigint)`;
  const which = sql`o.business_id = ${business.businessId} and o.id = any(${ids})`;
  await db.execute(
    insertDimensionDays(sql`orders.business_id = ${business.businessId} and orders.id = any(${ids})`),
  );
  // Data-modifying CTEs on different tables, each upserting its rows in a fixed order.
  await db.execute(sql`
    with ${outletDays ? sql`outlet_days as (${outletDays}), ` : sql``}item_days as (${insertItemDays(which)}),
         item_report_days as (${insertItemReportDays(which)}),
         item_hour_days as (${insertItemHourDays(which)}),
         modifier_days as (${insertModifierDays(which)})
    ${insertPaymentDays(which)}`);
}

/**
 * The payment-method day (decision 0230), the item report days (decision 0240) and the bill-level reports' days
 * (decision 0245) of a refund just written, in the writer's transaction.
 */
export async function applyRefundSales(db: Queryable, business: Business, refundId: number): Promise<void> {
  const which = sql`o.business_id = ${business.businessId} and r.id = ${refundId}`;
  await db.execute(sql`
    with item_report_days as (${insertItemReportRefundDays(which)}),
         item_hour_days as (${insertItemHourRefundDays(which)}),
         modifier_days as (${insertModifierRefundDays(which)})
    ${insertPaymentRefundDays(which)}`);
  await db.execute(
    insertDimensionRefundDays(sql`refunds.business_id = ${business.businessId} and refunds.id = ${refundId}`),
  );
}
