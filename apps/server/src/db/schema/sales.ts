import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { users } from './access.js';
import { outlets } from './tenancy.js';
import { posDevices } from './pos.js';
import { money } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/**
 * 32 random bytes (two version-4 UUIDs, 244 random bits) as unpadded base64url, in SQL both PostgreSQL 15 and
 * PGlite run without pgcrypto.
 */
export const ORDER_TOKEN_SQL =
  "translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')";

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
    reward_checkout_title?: string | null;
    reward_type?: string | null;
    redeem_points: number;
    discount: number;
    discount_type: 'cash' | 'percentage';
  } | null;
  /** Absent from snapshots written before the loyalty work sends them; read as 0 and none. */
  new_member_points?: number;
  redemption_options?: {
    type: 'ELIGIBLE' | 'NOT_ELIGIBLE';
    redeem_points: number;
    reward: string;
    max_discount_amount: number | null;
    min_purchase_amount: number | null;
  }[];
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
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    uuid: text('uuid').notNull(),
    /**
     * The invoice token of detail and printable-invoice links (decision 0042): 32 random bytes in base64url,
     * unique across all businesses because a public link names no business. Writers may leave it to the default,
     * and write its `tenant_routes` row (decision 0107).
     */
    orderToken: text('order_token')
      .notNull()
      .default(sql`${sql.raw(ORDER_TOKEN_SQL)}`),
    /** Set when the merchant withdraws the invoice link: the token then opens nothing. */
    orderTokenRevokedAt: timestamp('order_token_revoked_at', { withTimezone: true }),
    /** Shown to merchants and searched as "Receipt Number" / "Order ID". */
    receiptNumber: text('receipt_number').notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    salesTypeId: integer('sales_type_id'),
    customerId: integer('customer_id'),
    /** The staff member who opened the bill (server). */
    createdBy: integer('created_by'),
    /** The staff member who took the payment. */
    collectedBy: integer('collected_by'),
    tableName: text('table_name'),
    pax: smallint('pax'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The outlet's local date of `created_at`, fixed when the order is written (decision 0025). */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    subtotal: money('subtotal').notNull().default(0),
    discountTotal: money('discount_total').notNull().default(0),
    promoTotal: money('promo_total').notNull().default(0),
    redeemAmount: money('redeem_amount').notNull().default(0),
    gratuityTotal: money('gratuity_total').notNull().default(0),
    taxTotal: money('tax_total').notNull().default(0),
    /** Signed: the adjustment that brought the total to the outlet's rounding multiple. */
    roundingAmount: money('rounding_amount').notNull().default(0),
    totalCollected: money('total_collected').notNull().default(0),
    netSales: money('net_sales').notNull().default(0),
    grossSales: money('gross_sales').notNull().default(0),
    /** What refunds gave back, positive: minus the sum of the order's `refunds.refund_amount`. */
    refundedAmount: money('refunded_amount').notNull().default(0),
    includeGratuityTax: boolean('include_gratuity_tax').notNull().default(false),
    loyalty: jsonb('loyalty').$type<OrderLoyaltySnapshot>(),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    /** More than 1 means the receipt was reprinted. */
    receiptCount: smallint('receipt_count').notNull().default(1),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    cancelReason: text('cancel_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The cashier device that sent the order through the ingestion API (null for other writers). */
    deviceId: integer('device_id'),
    /**
     * SHA-256 of the order as the device sent it: a resend of the same uuid with the same body is a replay and
     * answers as the first time; another body under that uuid is a conflict (decision 0071).
     */
    ingestHash: text('ingest_hash'),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('orders_outlet_fk', t, t.outletId, () => outlets),
    tenantReference('orders_device_fk', t, t.deviceId, () => posDevices),
    tenantReference('orders_sales_type_fk', t, t.salesTypeId, () => salesTypes).onDelete('set null'),
    tenantReference('orders_customer_fk', t, t.customerId, () => customers).onDelete('set null'),
    tenantReference('orders_created_by_fk', t, t.createdBy, () => users),
    tenantReference('orders_collected_by_fk', t, t.collectedBy, () => users),
    tenantReference('orders_cancelled_by_fk', t, t.cancelledBy, () => users),
    // Date-range lists with keyset pagination, per outlet and across all outlets of the business. NULLS FIRST
    // is what a plain `order by created_at desc, id desc` means; an index declared otherwise would not serve it.
    index('orders_outlet_created_idx').on(
      t.businessId,
      t.outletId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // "One outlet, one local date range, newest first, by status" as a keyset scan.
    index('orders_outlet_status_date_idx').on(
      t.businessId,
      t.outletId,
      t.status,
      t.businessDate.desc().nullsFirst(),
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
    // An invoice link arrives with its token alone: `tenant_routes` names the business and keeps the token unique
    // across the product; here it is unique per business (decision 0107).
    uniqueIndex('orders_token_uq').on(t.businessId, t.orderToken),
    // A device that sends the same order again finds it there instead of adding a second one.
    uniqueIndex('orders_uuid_uq').on(t.businessId, t.uuid),
    index('orders_receipt_idx').on(t.businessId, t.receiptNumber),
    index('orders_customer_idx')
      .on(t.businessId, t.customerId)
      .where(sql`${t.customerId} is not null`),
    check('orders_cancel_ck', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('orders_refunded_ck', sql`${t.refundedAmount} between 0 and ${t.totalCollected}`),
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
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
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
    /** Units given back by refunds so far; a refund can never give back more than was sold. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    unitPrice: money('unit_price').notNull().default(0),
    unitCost: money('unit_cost').notNull().default(0),
    /** Sum of the chosen modifier options' prices, per unit. */
    modifierAmount: money('modifier_amount').notNull().default(0),
    modifiers: jsonb('modifiers').$type<OrderItemModifier[]>(),
    grossAmount: money('gross_amount').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    discounts: jsonb('discounts').$type<OrderItemDiscount[]>(),
    note: text('note'),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('order_items_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    index('order_items_order_idx').on(t.businessId, t.orderId),
    // The Transactions list of one item (decision 0260): an item's orders found, or one order checked, by seek.
    index('order_items_item_idx')
      .on(t.businessId, t.itemId, t.orderId)
      .where(sql`${t.itemId} is not null`),
    uniqueIndex('order_items_uuid_uq').on(t.businessId, t.uuid),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
    check('order_items_refunded_ck', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Discounts applied to the whole bill (item discounts live on the item). */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    discountId: integer('discount_id'),
    name: text('name').notNull(),
    type: text('type', { enum: ['cash', 'percentage'] }).notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    amount: money('amount').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('order_discounts_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    index('order_discounts_order_idx').on(t.businessId, t.orderId),
  ],
);

export interface OrderPromoItem {
  order_item_uuid: string;
  promo_item_status: 'REWARD' | 'REQUIREMENT';
  /** Sent by cashiers that know them; absent otherwise. */
  promo_requirement_id?: number | null;
  promo_reward_id?: number | null;
  amount: number;
  total_rewarded: number;
}

export const orderPromos = pgTable(
  'order_promos',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    promoId: integer('promo_id'),
    promoName: text('promo_name').notNull(),
    promoTypeId: smallint('promo_type_id').notNull().default(1),
    rewardDiscountType: text('reward_discount_type', { enum: ['PERCENTAGE', 'CASH'] }).notNull(),
    /** How many times the promo applied on this bill. */
    count: integer('count').notNull().default(1),
    rewardAmount: money('reward_amount').notNull().default(0),
    items: jsonb('items').$type<OrderPromoItem[]>().notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('order_promos_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    index('order_promos_order_idx').on(t.businessId, t.orderId),
  ],
);

export const orderTaxes = pgTable(
  'order_taxes',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    taxId: integer('tax_id'),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amount: money('amount').notNull().default(0),
    /**
     * Included in the price: the amount is the part of the order's net sales that was this tax, not added to its
     * total, so it is not in `orders.tax_total` (decision 0155).
     */
    isIncluded: boolean('is_included').notNull().default(false),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('order_taxes_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    index('order_taxes_order_idx').on(t.businessId, t.orderId),
  ],
);

export const orderGratuities = pgTable(
  'order_gratuities',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    gratuityId: integer('gratuity_id'),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amount: money('amount').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('order_gratuities_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    index('order_gratuities_order_idx').on(t.businessId, t.orderId),
  ],
);

/** A completed order has one payment, or several when split; their amounts add up to total_collected. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    uuid: text('uuid').notNull(),
    paymentMethodId: integer('payment_method_id'),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    amount: money('amount').notNull().default(0),
    /** Cash handed over; change = tendered − amount. Null for non-cash. */
    tenderedAmount: money('tendered_amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The outlet's local date of `created_at`, fixed at write time. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('payments_outlet_fk', t, t.outletId, () => outlets),
    tenantReference('payments_order_fk', t, t.orderId, () => orders).onDelete('cascade'),
    tenantReference('payments_payment_method_fk', t, t.paymentMethodId, () => paymentMethods).onDelete(
      'set null',
    ),
    index('payments_order_idx').on(t.businessId, t.orderId),
    index('payments_outlet_created_idx').on(t.businessId, t.outletId, t.createdAt),
    index('payments_outlet_date_idx').on(
      t.businessId,
      t.outletId,
      t.businessDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('payments_uuid_uq').on(t.businessId, t.uuid),
  ],
);
