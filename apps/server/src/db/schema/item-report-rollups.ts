import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { outlets } from './tenancy.js';
import { businessId } from './tenant-key.js';

/*
 * The days Item, Category, Modifier and Hourly item sales read (decision 0240), kept like the other daily rollups
 * (schema/rollups.ts): in the transaction of the ingest or refund that changes them, rebuilt from the raw rows by
 * `rebuildDailySales`, from one SQL definition (db/item-report-days.ts). Sales count on their order's business
 * date, refunds on the refund's; refund money is ≤ 0 as in the refunds table.
 *
 * Each table holds every figure twice: per local day (`period` 'day') and per local month (`period` 'month',
 * `business_date` the month's first day), so a two-year range reads about 24 month rows per outlet and key and at
 * most two partial months of day rows, not 730 days of them (decision 0240).
 */

/** 'day' or 'month'; part of every key. */
const period = () => text('period').notNull();
const periodCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('day', 'month')`);

/**
 * Per outlet, local day, and item, variant and category as the bill named them ('' for no category): units sold
 * and refunded, gross, the lines' own discounts, net sales refunded, cost of the units sold and refunded.
 */
export const dailyItemReportSales = pgTable(
  'daily_item_report_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    period: period(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull(),
    categoryName: text('category_name').notNull(),
    /** The highest catalogue item id the day's lines of this name carried; null when none did. */
    itemId: integer('item_id'),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    grossSales: money('gross_sales').notNull().default(0),
    /** The lines' own discounts (`order_items.discount_amount`); bill-level discounts are not on lines. */
    discounts: money('discounts').notNull().default(0),
    costOfGoods: money('cost_of_goods').notNull().default(0),
    refundedQuantity: bigint('refunded_quantity', { mode: 'number' }).notNull().default(0),
    /** Net sales given back by the day's refunds of these lines (≤ 0, `refund_items.net_amount`). */
    refundNetSales: money('refund_net_sales').notNull().default(0),
    /** Cost of the units refunded on the day, positive. */
    refundedCost: money('refunded_cost').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [
        t.businessId,
        t.outletId,
        t.period,
        t.businessDate,
        t.itemName,
        t.variantName,
        t.categoryName,
      ],
    }),
    foreignKey({
      name: 'daily_item_report_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    index('daily_item_report_sales_period_idx').on(t.businessId, t.period, t.businessDate),
    periodCheck('daily_item_report_sales_period_ck', t.period),
  ],
);

/**
 * Per outlet, local day, item and variant: units sold and net sales by hour of the outlet's clock, as two arrays of
 * 24 (index 1 is 00:00–00:59). Sales count in the hour their bill was opened, refunds (≤ 0) in the hour they were
 * made. One row per item and day rather than per hour keeps a two-year range at the row count of Item sales.
 */
export const dailyItemHourSales = pgTable(
  'daily_item_hour_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    period: period(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull(),
    quantities: bigint('quantities', { mode: 'number' }).array().notNull(),
    netSales: bigint('net_sales', { mode: 'number' }).array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.outletId, t.period, t.businessDate, t.itemName, t.variantName] }),
    foreignKey({
      name: 'daily_item_hour_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    index('daily_item_hour_sales_period_idx').on(t.businessId, t.period, t.businessDate),
    periodCheck('daily_item_hour_sales_period_ck', t.period),
  ],
);

/**
 * Per outlet, local day, modifier and option name as the bill named them: units of the lines that carried the
 * option and its price × those units; refunded units and the price given back (≤ 0) on the refund's day.
 */
export const dailyModifierSales = pgTable(
  'daily_modifier_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    period: period(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    modifierName: text('modifier_name').notNull(),
    optionName: text('option_name').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    amount: money('amount').notNull().default(0),
    refundedQuantity: bigint('refunded_quantity', { mode: 'number' }).notNull().default(0),
    refundAmount: money('refund_amount').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.businessId, t.outletId, t.period, t.businessDate, t.modifierName, t.optionName],
    }),
    foreignKey({
      name: 'daily_modifier_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    index('daily_modifier_sales_period_idx').on(t.businessId, t.period, t.businessDate),
    periodCheck('daily_modifier_sales_period_ck', t.period),
  ],
);
