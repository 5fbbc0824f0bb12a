import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { outlets, users } from './identity.js';
import { orderItems, orders, payments } from './sales.js';
import { businessId } from './tenant-key.js';

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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, {
      onDelete: 'set null',
    }),
    uuid: text('uuid').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    /** The free text given with reason Other. */
    customReason: text('custom_reason'),
    refundedBy: integer('refunded_by').references(() => users.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
    isRefundBreakdown: boolean('is_refund_breakdown').notNull().default(true),
    subtotal: negativeMoney('subtotal'),
    /** Negated share of every discount kind (item, order, promo, redemption) given back. */
    totalDiscount: negativeMoney('total_discount'),
    totalRedeemAmount: negativeMoney('total_redeem_amount'),
    totalGratuity: negativeMoney('total_gratuity'),
    totalTax: negativeMoney('total_tax'),
    totalRoundingAmount: bigint('total_rounding_amount', { mode: 'number' }).notNull().default(0),
    refundAmount: negativeMoney('refund_amount'),
    totalNetSales: negativeMoney('total_net_sales'),
    totalGrossSales: negativeMoney('total_gross_sales'),
    taxes: jsonb('taxes').$type<RefundTaxLine[]>().notNull().default([]),
    gratuities: jsonb('gratuities').$type<RefundTaxLine[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.businessId, t.orderId),
    index('refunds_outlet_refunded_idx').on(t.businessId, t.outletId, t.refundedAt),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    grossAmount: negativeMoney('gross_amount'),
    discountAmount: negativeMoney('discount_amount'),
    gratuityAmount: negativeMoney('gratuity_amount'),
    taxAmount: negativeMoney('tax_amount'),
    netAmount: negativeMoney('net_amount'),
  },
  (t) => [
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    variantId: integer('variant_id'),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    voidBy: integer('void_by').references(() => users.id),
    cancelledTime: timestamp('cancelled_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('void_items_outlet_time_idx').on(t.businessId, t.outletId, t.cancelledTime),
    index('void_items_order_idx').on(t.businessId, t.orderId),
    check('void_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
