import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { outlets } from './tenancy.js';
import { businessId } from './tenant-key.js';

/**
 * One row per business, outlet and local day: the day's totals, so that a summary over any range reads one row
 * per outlet and day instead of every order. Kept in the same transaction as every write that changes them
 * (`applyDailySales` in sales/daily-sales.repository.ts); `rebuildDailySales` recomputes a business
 * from the raw rows. Days are cut in the outlet's zone:
 * - completed and cancelled orders count on the local date of `created_at` and of `cancelled_at` respectively;
 * - refunds on the local date of `refunded_at`; voided items on that of `cancelled_time`, once their order is
 *   completed or cancelled (the void list shows no open bill).
 * Refund values are ≤ 0 like the refunds table's, so `net_sales + refund_net_sales` is the day's net after refunds;
 * `cost_of_goods` is already net of refunded units.
 */
export const dailyOutletSales = pgTable(
  'daily_outlet_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    transactionCount: integer('transaction_count').notNull().default(0),
    grossSales: money('gross_sales').notNull().default(0),
    netSales: money('net_sales').notNull().default(0),
    totalCollected: money('total_collected').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    cancelledTotal: money('cancelled_total').notNull().default(0),
    voidItemCount: integer('void_item_count').notNull().default(0),
    voidTotal: money('void_total').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    refundAmount: money('refund_amount').notNull().default(0),
    refundNetSales: money('refund_net_sales').notNull().default(0),
    /**
     * Cost of goods of the day's completed orders (snapshot unit cost × quantity of their lines) less that of the
     * units refunded on the day (decision 0067), so gross profit over any range reads days, not lines.
     */
    costOfGoods: money('cost_of_goods').notNull().default(0),
    /** Every kind of discount of the day's completed orders (their `discount_total`); decision 0230. */
    discountTotal: money('discount_total').notNull().default(0),
    gratuityTotal: money('gratuity_total').notNull().default(0),
    taxTotal: money('tax_total').notNull().default(0),
    roundingAmount: money('rounding_amount').notNull().default(0),
    /** What the day's refunds gave back of gratuity and tax (≤ 0) and of rounding (either sign). */
    refundGratuity: money('refund_gratuity').notNull().default(0),
    refundTax: money('refund_tax').notNull().default(0),
    refundRounding: money('refund_rounding').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.outletId, t.businessDate] }),
    foreignKey({
      name: 'daily_outlet_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    // Summaries across every outlet of the business read a date range of this.
    index('daily_outlet_sales_business_date_idx').on(t.businessId, t.businessDate),
  ],
);

/**
 * Units sold per item and local day of completed orders (the label as the bill shows it: item, or item - variant),
 * so the dashboard's best sellers over any range read days, not lines (decision 0097). Counted like
 * `daily_outlet_sales.transaction_count`: on the order's business date, refunds not taken off.
 */
export const dailyItemSales = pgTable(
  'daily_item_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    itemLabel: text('item_label').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    netSales: money('net_sales').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.outletId, t.businessDate, t.itemLabel] }),
    foreignKey({
      name: 'daily_item_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    index('daily_item_sales_business_date_idx').on(t.businessId, t.businessDate),
  ],
);

/** Payments of completed orders per method name and local day of their order (decision 0097), and refunds. */
export const dailyPaymentSales = pgTable(
  'daily_payment_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    methodName: text('method_name').notNull(),
    amount: money('amount').notNull().default(0),
    paymentCount: integer('payment_count').notNull().default(0),
    /**
     * Refunds made on the day through this method (the refunded payment's method; decision 0230): how many and
     * what they paid back (≤ 0). A day can hold refunds and no payments.
     */
    refundCount: integer('refund_count').notNull().default(0),
    refundAmount: money('refund_amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.outletId, t.businessDate, t.methodName] }),
    foreignKey({
      name: 'daily_payment_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    index('daily_payment_sales_business_date_idx').on(t.businessId, t.businessDate),
  ],
);

/**
 * The bill-level reports' days (decision 0245): per outlet, local day, dimension and key, the figures Reports ›
 * Sales › Discounts, Taxes, Gratuity, Staff, Server and Sales type sum, so any range reads days, not bills.
 * Dimensions and keys (`db/dimension-days.ts` writes them, the same SQL for writers, rebuild and a range's edges):
 * `item_discount`, `bill_discount`, `promotion`, `loyalty` (key: the name on the bill), `discount_refund` (key '');
 * `tax`, `included_tax`, `gratuity` (key: the name); `cashier`, `server` (key: the user id, '' for none);
 * `sales_type` (key: the sales type id, '' for none). A figure a dimension does not use stays 0. Sales count on the
 * order's business date, cancellations on the local date they were cancelled, voids and refunds on theirs; refund
 * values are ≤ 0 as stored on refunds.
 */
export const dailyDimensionSales = pgTable(
  'daily_dimension_sales',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    /** Bills (times applied, for a promotion its count on the bill). */
    count: integer('count').notNull().default(0),
    /** The dimension's amount: discount given, tax or gratuity charged, or net sales. */
    amount: money('amount').notNull().default(0),
    /** The taxable amount a tax or gratuity was charged on. */
    base: money('base').notNull().default(0),
    gratuity: money('gratuity').notNull().default(0),
    discount: money('discount').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    refundAmount: money('refund_amount').notNull().default(0),
    refundBase: money('refund_base').notNull().default(0),
    refundGratuity: money('refund_gratuity').notNull().default(0),
    voidCount: integer('void_count').notNull().default(0),
    voidAmount: money('void_amount').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    cancelledAmount: money('cancelled_amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.outletId, t.businessDate, t.dimension, t.key] }),
    foreignKey({
      name: 'daily_dimension_sales_outlet_fk',
      columns: [t.businessId, t.outletId],
      foreignColumns: [outlets.businessId, outlets.id],
    }).onDelete('cascade'),
    // A report reads one family of dimensions over a date range of every outlet.
    index('daily_dimension_sales_business_dimension_date_idx').on(t.businessId, t.dimension, t.businessDate),
  ],
);
