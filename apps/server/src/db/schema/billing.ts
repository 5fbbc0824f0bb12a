import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { businessId, tenantPrimaryKey } from './tenant-key.js';

/**
 * Subscription billing (decision 0073). Prices, package deals and coupons are the product's, shared by every
 * business; schemes and invoices are a business's own.
 */

/** A package deal (subscription_discount_id): a cycle and its price per outlet per month. */
export const packageDeals = pgTable(
  'package_deals',
  {
    id: serial('id').primaryKey(),
    displayName: text('display_name').notNull(),
    subscriptionName: text('subscription_name').notNull(),
    cycle: smallint('cycle').notNull(),
    pricePerMonth: money('price_per_month').notNull(),
    originalPricePerMonth: money('original_price_per_month').notNull(),
    employeeSlotPricePerMonth: money('employee_slot_price_per_month').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('package_deals_cycle_ck', sql`${t.cycle} in (1, 12)`),
    check(
      'package_deals_price_ck',
      sql`${t.pricePerMonth} >= 0 and ${t.pricePerMonth} <= ${t.originalPricePerMonth}`,
    ),
  ],
);

/** A coupon code (stored upper-cased) and its one benefit. */
export const billingCoupons = pgTable(
  'billing_coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['amount', 'percentage', 'months'] }).notNull(),
    amount: money('amount'),
    percentage: integer('percentage'),
    months: integer('months'),
    /** Null: any cycle. */
    cycle: smallint('cycle'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check('billing_coupons_code_ck', sql`${t.code} = upper(${t.code})`),
    check(
      'billing_coupons_benefit_ck',
      sql`(${t.kind} = 'amount' and ${t.amount} > 0) or (${t.kind} = 'percentage' and ${t.percentage} between 1 and 100) or (${t.kind} = 'months' and ${t.months} between 1 and 12)`,
    ),
  ],
);

/** A yearly business's renewal discount percentages, one per window (domain/renewal-schemes.ts). */
export const businessDiscountSchemes = pgTable(
  'business_discount_schemes',
  {
    businessId: businessId(),
    position: integer('position').notNull(),
    percentage: integer('percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.position] }),
    check('business_discount_schemes_pct_ck', sql`${t.percentage} between 0 and 100`),
  ],
);

/**
 * One payment attempt and, once paid, its invoice. `order_id` is unique per attempt (the gateway's key, routed to
 * its business by `tenant_routes`);
 * `invoice_number` is given only when the attempt is paid, from `billing_invoice_counters`, so the numbers of a
 * year have no gaps.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    businessId: businessId(),
    id: serial('id').notNull(),
    orderId: text('order_id').notNull(),
    invoiceNumber: text('invoice_number'),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    gatewayStatus: text('gateway_status'),
    paymentType: text('payment_type').notNull().default('regular'),
    cycle: smallint('cycle').notNull(),
    packageDealId: integer('package_deal_id').notNull(),
    couponCode: text('coupon_code'),
    /** The priced calculation the payment was made for: outlets, lines, discounts, new end date. */
    calculation: jsonb('calculation').notNull(),
    outletIds: jsonb('outlet_ids').$type<number[]>().notNull(),
    totalAmount: money('total_amount').notNull(),
    startPeriod: date('start_period').notNull(),
    endPeriod: date('end_period').notNull(),
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once, when the paid invoice extended its outlets: the guard against extending twice. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** The gateway's payment method (`bank_transfer`, `echannel`, `credit_card`, …) once it names one. */
    paymentMethod: text('payment_method'),
    /** Set when the gateway first says "pending": until then a new payment is refused (decision 0078). */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    // Unique across the product through `tenant_routes` (the gateway's order id) and the yearly counter (the
    // invoice number); here per business, as a distribution by business needs (decision 0107).
    uniqueIndex('billing_invoices_order_id_uq').on(t.businessId, t.orderId),
    uniqueIndex('billing_invoices_number_uq').on(t.businessId, t.invoiceNumber),
  ],
);

/** The last invoice number given in a year. */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
