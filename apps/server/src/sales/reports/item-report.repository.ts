import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  dailyItemHourSales,
  dailyItemReportSales,
  dailyModifierSales,
  dailyOutletSales,
  orderItems,
  orders,
  outlets,
  refundItems,
  refunds,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import type { LocalRange } from '../orders.repository.js';
import { inScope, type OutletScope } from '../transaction-outlets.repository.js';
import { inSpan, type DaySpan } from './item-report-spans.js';
import { completedInRange, refundsInRange, total, type Days } from './report-conditions.js';

/*
 * The sums Item, Category, Modifier and Hourly item sales are computed from (decision 0240): whole local days from
 * the item report days, the partial days at a range's edges from the rows under the same conditions as
 * db/item-report-days.ts (completed orders' lines on their business date, refunds' lines on theirs).
 */

type Business = Pick<Caller, 'businessId'>;

export interface ItemSums {
  itemId: number | null;
  name: string;
  variantName: string;
  categoryName: string;
  quantity: number;
  grossSales: number;
  /** The lines' own discounts. */
  discounts: number;
  costOfGoods: number;
  refundedQuantity: number;
  /** As stored: ≤ 0. */
  refundNetSales: number;
  /** Positive. */
  refundedCost: number;
}

const NO_SALE = { quantity: 0, grossSales: 0, discounts: 0, costOfGoods: 0 };
const NO_REFUND = { refundedQuantity: 0, refundNetSales: 0, refundedCost: 0 };

/** Item sums over a span of whole days or months, one per item, variant and category name. */
export async function sumItemDays(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  span: DaySpan,
): Promise<ItemSums[]> {
  const d = dailyItemReportSales;
  return db
    .select({
      itemId: sql<number | null>`max(${d.itemId})`,
      name: d.itemName,
      variantName: d.variantName,
      categoryName: d.categoryName,
      quantity: total(sql`${d.quantity}`),
      grossSales: total(sql`${d.grossSales}`),
      discounts: total(sql`${d.discounts}`),
      costOfGoods: total(sql`${d.costOfGoods}`),
      refundedQuantity: total(sql`${d.refundedQuantity}`),
      refundNetSales: total(sql`${d.refundNetSales}`),
      refundedCost: total(sql`${d.refundedCost}`),
    })
    .from(d)
    .where(inSpan(business, scope, d, span))
    .groupBy(d.itemName, d.variantName, d.categoryName);
}

const categoryOfLine = sql<string>`coalesce(${orderItems.categoryName}, '')`;
const refundLinesJoin = and(
  eq(refundItems.businessId, refunds.businessId),
  eq(refundItems.refundId, refunds.id),
);
const orderLineOfRefund = and(
  eq(orderItems.businessId, refundItems.businessId),
  eq(orderItems.id, refundItems.orderItemId),
);
const orderLines = and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id));

/** Item sums of a partial day (or any short range) from the rows. */
export async function sumItemRows(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<ItemSums[]> {
  const key = {
    itemId: sql<number | null>`max(${orderItems.itemId})`,
    name: orderItems.itemName,
    variantName: orderItems.variantName,
    categoryName: categoryOfLine,
  };
  const [sold, refunded] = await Promise.all([
    db
      .select({
        ...key,
        quantity: total(sql`${orderItems.quantity}`),
        grossSales: total(sql`${orderItems.grossAmount}`),
        discounts: total(sql`${orderItems.discountAmount}`),
        costOfGoods: total(sql`${orderItems.unitCost} * ${orderItems.quantity}`),
      })
      .from(orders)
      .innerJoin(orderItems, orderLines)
      .where(completedInRange(business, scope, range))
      .groupBy(orderItems.itemName, orderItems.variantName, categoryOfLine),
    db
      .select({
        ...key,
        refundedQuantity: total(sql`${refundItems.quantity}`),
        refundNetSales: total(sql`${refundItems.netAmount}`),
        refundedCost: total(sql`${orderItems.unitCost} * ${refundItems.quantity}`),
      })
      .from(refunds)
      .innerJoin(refundItems, refundLinesJoin)
      .innerJoin(orderItems, orderLineOfRefund)
      .where(refundsInRange(business, scope, range))
      .groupBy(orderItems.itemName, orderItems.variantName, categoryOfLine),
  ]);
  return [
    ...sold.map((row) => ({ ...row, ...NO_REFUND })),
    ...refunded.map((row) => ({ ...row, ...NO_SALE })),
  ];
}

/** Every discount of the completed orders of whole days (their `discount_total`), as Summary counts them. */
export async function sumOrderDiscountDays(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  days: Days,
): Promise<number> {
  const d = dailyOutletSales;
  const [row] = await db
    .select({ discounts: total(sql`${d.discountTotal}`) })
    .from(d)
    .where(
      and(
        inBusiness(d.businessId, business),
        inScope(scope, d.outletId),
        gte(d.businessDate, days.from),
        lte(d.businessDate, days.to),
      ),
    );
  return row!.discounts;
}

/** The same of a partial day, from the orders. */
export async function sumOrderDiscountRows(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<number> {
  const [row] = await db
    .select({ discounts: total(sql`${orders.discountTotal}`) })
    .from(orders)
    .where(completedInRange(business, scope, range));
  return row!.discounts;
}

async function rowsOf(db: Queryable, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export interface ModifierSums {
  modifierName: string;
  optionName: string;
  quantity: number;
  amount: number;
  refundedQuantity: number;
  /** As stored: ≤ 0. */
  refundAmount: number;
}

/** Option sums over a span of whole days or months. */
export async function sumModifierDays(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  span: DaySpan,
): Promise<ModifierSums[]> {
  const d = dailyModifierSales;
  return db
    .select({
      modifierName: d.modifierName,
      optionName: d.optionName,
      quantity: total(sql`${d.quantity}`),
      amount: total(sql`${d.amount}`),
      refundedQuantity: total(sql`${d.refundedQuantity}`),
      refundAmount: total(sql`${d.refundAmount}`),
    })
    .from(d)
    .where(inSpan(business, scope, d, span))
    .groupBy(d.modifierName, d.optionName);
}

/** The options on a line, as db/item-report-days.ts reads them. */
const lineOptions = sql`cross join lateral jsonb_array_elements(case when jsonb_typeof(${orderItems.modifiers}) = 'array'
      then ${orderItems.modifiers} else '[]'::jsonb end) as m(option)`;
const optionKey = sql`coalesce(m.option ->> 'modifier_name', '') as modifier_name,
      coalesce(m.option ->> 'modifier_option_name', '') as option_name`;
const optionPrice = sql`coalesce((m.option ->> 'price')::bigint, 0)`;

/** Option sums of a partial day from the rows. */
export async function sumModifierRows(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<ModifierSums[]> {
  const [sold, refunded] = await Promise.all([
    rowsOf(
      db,
      sql`select ${optionKey}, sum(${orderItems.quantity})::bigint as quantity,
                 sum(${optionPrice} * ${orderItems.quantity})::bigint as amount
            from ${orders} join ${orderItems} on ${orderLines} ${lineOptions}
           where ${completedInRange(business, scope, range)}
           group by 1, 2`,
    ),
    rowsOf(
      db,
      sql`select ${optionKey}, sum(${refundItems.quantity})::bigint as quantity,
                 -sum(${optionPrice} * ${refundItems.quantity})::bigint as amount
            from ${refunds} join ${refundItems} on ${refundLinesJoin} join ${orderItems} on ${orderLineOfRefund}
                 ${lineOptions}
           where ${refundsInRange(business, scope, range)}
           group by 1, 2`,
    ),
  ]);
  const named = (row: Record<string, unknown>) => ({
    modifierName: String(row.modifier_name),
    optionName: String(row.option_name),
  });
  return [
    ...sold.map((row) => ({
      ...named(row),
      quantity: Number(row.quantity),
      amount: Number(row.amount),
      refundedQuantity: 0,
      refundAmount: 0,
    })),
    ...refunded.map((row) => ({
      ...named(row),
      quantity: 0,
      amount: 0,
      refundedQuantity: Number(row.quantity),
      refundAmount: Number(row.amount),
    })),
  ];
}

export interface HourSums {
  name: string;
  variantName: string;
  /** 24 entries, hour 0 first. */
  quantities: number[];
  /** Net sales by hour, refunds (≤ 0) in their own hour. */
  netSales: number[];
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Hour sums over a span of whole days or months: the 24 hours of every row added element by element. */
export async function sumHourDays(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  span: DaySpan,
): Promise<HourSums[]> {
  const d = dailyItemHourSales;
  const sums = (column: string, as: string) =>
    sql.raw(HOURS.map((hour) => `sum(${column}[${hour + 1}])::bigint as ${as}${hour}`).join(', '));
  const rows = await rowsOf(
    db,
    sql`select ${d.itemName} as name, ${d.variantName} as variant_name, ${sums('quantities', 'q')},
               ${sums('net_sales', 'n')}
          from ${d} where ${inSpan(business, scope, d, span)}
         group by 1, 2`,
  );
  return rows.map((row) => ({
    name: String(row.name),
    variantName: String(row.variant_name),
    quantities: HOURS.map((hour) => Number(row[`q${hour}`])),
    netSales: HOURS.map((hour) => Number(row[`n${hour}`])),
  }));
}

/** Hour sums of a partial day from the rows, each sale and refund in its hour on its outlet's clock. */
export async function sumHourRows(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
): Promise<HourSums[]> {
  const hourOf = (column: SQL) => sql`extract(hour from timezone(${outlets.timeZone}, ${column}))::int`;
  const [sold, refunded] = await Promise.all([
    rowsOf(
      db,
      sql`select ${orderItems.itemName} as name, ${orderItems.variantName} as variant_name,
                 ${hourOf(sql`${orders.createdAt}`)} as hour, sum(${orderItems.quantity})::bigint as quantity,
                 sum(${orderItems.grossAmount} - ${orderItems.discountAmount})::bigint as net
            from ${orders} join ${orderItems} on ${orderLines}
            join ${outlets} on ${outlets.businessId} = ${orders.businessId} and ${outlets.id} = ${orders.outletId}
           where ${completedInRange(business, scope, range)}
           group by 1, 2, 3`,
    ),
    rowsOf(
      db,
      sql`select ${orderItems.itemName} as name, ${orderItems.variantName} as variant_name,
                 ${hourOf(sql`${refunds.refundedAt}`)} as hour, 0 as quantity,
                 sum(${refundItems.netAmount})::bigint as net
            from ${refunds} join ${refundItems} on ${refundLinesJoin} join ${orderItems} on ${orderLineOfRefund}
            join ${outlets} on ${outlets.businessId} = ${refunds.businessId} and ${outlets.id} = ${refunds.outletId}
           where ${refundsInRange(business, scope, range)}
           group by 1, 2, 3`,
    ),
  ]);
  return [...sold, ...refunded].map((row) => {
    const hour = Number(row.hour);
    return {
      name: String(row.name),
      variantName: String(row.variant_name),
      quantities: HOURS.map((h) => (h === hour ? Number(row.quantity) : 0)),
      netSales: HOURS.map((h) => (h === hour ? Number(row.net) : 0)),
    };
  });
}
