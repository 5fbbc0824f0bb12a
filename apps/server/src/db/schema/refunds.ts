import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { users } from './access.js';
import { outlets } from './tenancy.js';
import { orderItems, orders, payments } from './sales.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/** Refund values are stored negative, as the spec's refund payload carries them, so orders + refunds sum to net. */
/** Same column as `money`; the name says the check constraint below keeps refund values at or below zero. */
const negativeMoney = money;

export const refundReasons = ['Returned Goods', 'Accidental Charge', 'Cancelled Order', 'Other'] as const;
export type RefundReason = (typeof refundReasons)[number];

export interface RefundTaxLine {
  tax_id: number | null;
  name: string;
  amount: number;
}

/**
 * Money given back on a completed order. Same arithmetic as the order, every value ≤ 0:
 *   total_net_sales = subtotal − total_discount;  refund_amount = total_net_sales + total_gratuity + total_tax +
 *   total_rounding_amount;  total_gross_sales = subtotal. Rounding is refunded only with the whole order.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    uuid: text('uuid').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    /** The free text given with reason Other. */
    customReason: text('custom_reason'),
    refundedBy: integer('refunded_by'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
    /** The outlet's local date of `refunded_at`, fixed at write time. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    isRefundBreakdown: boolean('is_refund_breakdown').notNull().default(true),
    subtotal: negativeMoney('subtotal').notNull().default(0),
    /** Negated share of every discount kind (item, order, promo, redemption) given back. */
    totalDiscount: negativeMoney('total_discount').notNull().default(0),
    totalRedeemAmount: negativeMoney('total_redeem_amount').notNull().default(0),
    totalGratuity: negativeMoney('total_gratuity').notNull().default(0),
    totalTax: negativeMoney('total_tax').notNull().default(0),
    totalRoundingAmount: money('total_rounding_amount').notNull().default(0),
    refundAmount: negativeMoney('refund_amount').notNull().default(0),
    totalNetSales: negativeMoney('total_net_sales').notNull().default(0),
    totalGrossSales: negativeMoney('total_gross_sales').notNull().default(0),
    taxes: jsonb('taxes').$type<RefundTaxLine[]>().notNull().default([]),
    gratuities: jsonb('gratuities').$type<RefundTaxLine[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('refunds_outlet_fk', t, t.outletId, () => outlets),
    tenantReference('refunds_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    tenantReference('refunds_payment_fk', t, t.paymentId, () => payments).onDelete('set null'),
    tenantReference('refunds_refunded_by_fk', t, t.refundedBy, () => users),
    index('refunds_order_idx').on(t.businessId, t.orderId),
    index('refunds_outlet_refunded_idx').on(t.businessId, t.outletId, t.refundedAt),
    index('refunds_outlet_date_idx').on(
      t.businessId,
      t.outletId,
      t.businessDate.desc().nullsFirst(),
      t.refundedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('refunds_uuid_uq').on(t.businessId, t.uuid),
    check(
      'refunds_negative_ck',
      sql`${t.subtotal} <= 0 and ${t.totalDiscount} <= 0 and ${t.totalRedeemAmount} <= 0 and ${t.totalGratuity} <= 0 and ${t.totalTax} <= 0 and ${t.refundAmount} <= 0 and ${t.totalNetSales} <= 0 and ${t.totalGrossSales} <= 0`,
    ),
  ],
);

/** The refunded quantity of one order item, with its share of discounts, gratuity and tax (all ≤ 0). */
export const refundItems = pgTable(
  'refund_items',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    refundId: bigint('refund_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    grossAmount: negativeMoney('gross_amount').notNull().default(0),
    discountAmount: negativeMoney('discount_amount').notNull().default(0),
    gratuityAmount: negativeMoney('gratuity_amount').notNull().default(0),
    taxAmount: negativeMoney('tax_amount').notNull().default(0),
    netAmount: negativeMoney('net_amount').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('refund_items_refund_fk', t, t.refundId, () => refunds).onDelete('cascade'),
    tenantReference('refund_items_order_item_fk', t, t.orderItemId, () => orderItems).onDelete('cascade'),
    index('refund_items_refund_idx').on(t.businessId, t.refundId),
    index('refund_items_order_item_idx').on(t.businessId, t.orderItemId),
    check('refund_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * An item removed from a bill after it was entered (on completed or cancelled orders). Voided lines are not in
 * order_items and not in the order's amounts; `total_price` = unit_price × quantity.
 */
export const voidItems = pgTable(
  'void_items',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    uuid: text('uuid').notNull(),
    itemId: integer('item_id'),
    variantId: integer('variant_id'),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    reason: text('reason').notNull(),
    voidBy: integer('void_by'),
    cancelledTime: timestamp('cancelled_time', { withTimezone: true }).notNull(),
    /** The outlet's local date of `cancelled_time`, fixed at write time. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('void_items_outlet_fk', t, t.outletId, () => outlets),
    tenantReference('void_items_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    tenantReference('void_items_void_by_fk', t, t.voidBy, () => users),
    index('void_items_outlet_time_idx').on(t.businessId, t.outletId, t.cancelledTime),
    index('void_items_outlet_date_idx').on(
      t.businessId,
      t.outletId,
      t.businessDate.desc().nullsFirst(),
      t.cancelledTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('void_items_uuid_uq').on(t.businessId, t.uuid),
    index('void_items_order_idx').on(t.businessId, t.orderId),
    check('void_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * The answer given to a refund request sent with an `Idempotency-Key` header, so a retry of the same request gets
 * the identical answer and never refunds twice (decision 0063). `request_hash` tells a replay from another body
 * sent with the same key. Rows are pruned by a daily job once they are older than the retention (≥ 24 h).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: businessId(),
    /** The endpoint the key was used on: one key may not be reused across operations. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
