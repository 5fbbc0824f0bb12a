import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentMethods, salesTypes } from './checkout.js';
import { customers } from './customers.js';
import { outlets, users } from './identity.js';
import { money } from './columns.js';
import { businessId } from './tenant-key.js';

export const orderStatuses = ['completed', 'cancelled', 'open'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Snapshot keys follow the API's snake_case so they can be returned as stored. */
export interface OrderLoyaltySnapshot {
  type: 'EARNING' | 'REDEMPTION';
  program_id: number;
  member_id: number;
  member_since: string;
  current_balance: number;
  new_earned_points: number;
  closing_balance: number;
  earning_rule: { type: 'SPENDING' | 'VISIT'; amount: number; point: number };
  redemption: {
    reward_id: number;
    reward: string;
    redeem_points: number;
    discount: number;
    discount_type: 'cash' | 'percentage';
  } | null;
}

/**
 * One bill. Amounts are integer Rupiah and always satisfy
 *   net_sales       = subtotal − discount_total
 *   total_collected = net_sales + gratuity_total + tax_total + rounding_amount
 * where discount_total covers item discounts, order discounts, promo rewards (promo_total) and the loyalty
 * redemption (redeem_amount), and gross_sales = subtotal (item prices with modifiers, before any discount).
 * Cancelled and open bills carry the bill's amounts too, but only completed orders have payments. Refunds do not
 * change these columns; they are rows in `refunds` with negative values.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    uuid: text('uuid').notNull(),
    /** Opaque token in detail and invoice links; unique per business. */
    orderToken: text('order_token').notNull(),
    /** Shown to merchants and searched as "Receipt Number" / "Order ID". */
    receiptNumber: text('receipt_number').notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    salesTypeId: integer('sales_type_id').references(() => salesTypes.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The staff member who opened the bill (server). */
    createdBy: integer('created_by').references(() => users.id),
    /** The staff member who took the payment. */
    collectedBy: integer('collected_by').references(() => users.id),
    tableName: text('table_name'),
    pax: smallint('pax'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    subtotal: money('subtotal'),
    discountTotal: money('discount_total'),
    promoTotal: money('promo_total'),
    redeemAmount: money('redeem_amount'),
    gratuityTotal: money('gratuity_total'),
    taxTotal: money('tax_total'),
    /** Signed: the adjustment that brought the total to the outlet's rounding multiple. */
    roundingAmount: money('rounding_amount'),
    totalCollected: money('total_collected'),
    netSales: money('net_sales'),
    grossSales: money('gross_sales'),
    includeGratuityTax: boolean('include_gratuity_tax').notNull().default(false),
    loyalty: jsonb('loyalty').$type<OrderLoyaltySnapshot>(),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    /** More than 1 means the receipt was reprinted. */
    receiptCount: smallint('receipt_count').notNull().default(1),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Date-range lists with keyset pagination, per outlet and across all outlets of the business. NULLS FIRST
    // is what a plain `order by created_at desc, id desc` means; an index declared otherwise would not serve it.
    index('orders_outlet_created_idx').on(
      t.businessId,
      t.outletId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_business_created_idx').on(
      t.businessId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Partial: the cancelled tab's queries must say `status = 'cancelled'` to use it (the check below ties
    // that status to cancelled_at being set).
    index('orders_cancelled_idx')
      .on(t.businessId, t.outletId, t.cancelledAt)
      .where(sql`${t.status} = 'cancelled'`),
    uniqueIndex('orders_token_uq').on(t.businessId, t.orderToken),
    index('orders_receipt_idx').on(t.businessId, t.receiptNumber),
    index('orders_customer_idx')
      .on(t.businessId, t.customerId)
      .where(sql`${t.customerId} is not null`),
    check('orders_cancel_ck', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

export interface OrderItemModifier {
  modifier_id: number;
  modifier_name: string;
  modifier_option_id: number;
  modifier_option_name: string;
  price: number;
}

export interface OrderItemDiscount {
  discount_id: number | null;
  discount_name: string;
  discount_type: 'cash' | 'percentage';
  discount_percentage: number | null;
  discount_amount: number;
}

/**
 * A line of the bill. Names, prices and costs are a snapshot taken at sale time, so the catalogue can change
 * without rewriting history; for the same reason item and variant ids carry no foreign key.
 *   gross_amount = (unit_price + modifier_amount) × quantity;  discount_amount = Σ discounts[].discount_amount
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    position: smallint('position').notNull().default(0),
    itemId: integer('item_id'),
    variantId: integer('variant_id'),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    salesTypeId: integer('sales_type_id'),
    salesTypeName: text('sales_type_name'),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    unitCost: money('unit_cost'),
    /** Sum of the chosen modifier options' prices, per unit. */
    modifierAmount: money('modifier_amount'),
    modifiers: jsonb('modifiers').$type<OrderItemModifier[]>(),
    grossAmount: money('gross_amount'),
    discountAmount: money('discount_amount'),
    discounts: jsonb('discounts').$type<OrderItemDiscount[]>(),
    note: text('note'),
  },
  (t) => [
    index('order_items_order_idx').on(t.businessId, t.orderId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Discounts applied to the whole bill (item discounts live on the item). */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id'),
    name: text('name').notNull(),
    type: text('type', { enum: ['cash', 'percentage'] }).notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    amount: money('amount'),
  },
  (t) => [index('order_discounts_order_idx').on(t.businessId, t.orderId)],
);

export interface OrderPromoItem {
  order_item_uuid: string;
  promo_item_status: 'REWARD' | 'REQUIREMENT';
  amount: number;
  total_rewarded: number;
}

export const orderPromos = pgTable(
  'order_promos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promoId: integer('promo_id'),
    promoName: text('promo_name').notNull(),
    promoTypeId: smallint('promo_type_id').notNull().default(1),
    rewardDiscountType: text('reward_discount_type', { enum: ['PERCENTAGE', 'CASH'] }).notNull(),
    /** How many times the promo applied on this bill. */
    count: integer('count').notNull().default(1),
    rewardAmount: money('reward_amount'),
    items: jsonb('items').$type<OrderPromoItem[]>().notNull(),
  },
  (t) => [index('order_promos_order_idx').on(t.businessId, t.orderId)],
);

export const orderTaxes = pgTable(
  'order_taxes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    taxId: integer('tax_id'),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amount: money('amount'),
  },
  (t) => [index('order_taxes_order_idx').on(t.businessId, t.orderId)],
);

export const orderGratuities = pgTable(
  'order_gratuities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gratuityId: integer('gratuity_id'),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amount: money('amount'),
  },
  (t) => [index('order_gratuities_order_idx').on(t.businessId, t.orderId)],
);

/** A completed order has one payment, or several when split; their amounts add up to total_collected. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    amount: money('amount'),
    /** Cash handed over; change = tendered − amount. Null for non-cash. */
    tenderedAmount: bigint('tendered_amount', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.businessId, t.orderId),
    index('payments_outlet_created_idx').on(t.businessId, t.outletId, t.createdAt),
    uniqueIndex('payments_uuid_uq').on(t.businessId, t.uuid),
  ],
);
