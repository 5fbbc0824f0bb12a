import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/**
 * Recurring billing (issue 16, decision 0098). A business has at most one recurring subscription: the mandate the
 * gateway keeps (a GoPay account link or a saved card token, and the gateway's subscription object) and our
 * schedule. Each charge we ask of the gateway is a charge attempt under an order id we choose before calling it.
 */
export const recurringSubscriptions = pgTable(
  'recurring_subscriptions',
  {
    businessId: businessId(),
    id: serial('id').notNull(),
    /**
     * PROCESSING while the owner links the account (or enters the card); ACTIVE once linked; FAILED when the
     * retries of a cycle are spent; INACTIVE when the owner or support stopped it.
     */
    status: text('status', { enum: ['PROCESSING', 'ACTIVE', 'FAILED', 'INACTIVE'] })
      .notNull()
      .default('PROCESSING'),
    paymentType: text('payment_type', { enum: ['debit', 'credit_card'] }).notNull(),
    /** The gateway's GoPay account id (direct debit), known from the start of the linking. */
    accountId: text('account_id'),
    /** The token charges name: the linked account's payment option token, or a saved card's token id. */
    paymentToken: text('payment_token'),
    gatewaySubscriptionId: text('gateway_subscription_id'),
    cardName: text('card_name'),
    cardImageUrl: text('card_image_url'),
    billingEmail: text('billing_email'),
    /** Months per cycle: 1 or 12. */
    interval: smallint('interval').notNull(),
    packageDealId: integer('package_deal_id').notNull(),
    couponCode: text('coupon_code'),
    tncApproveDate: timestamp('tnc_approve_date', { withTimezone: true }),
    /** The first billing date; cycle n is billed at firstBillingDate + n × interval months (no day drift). */
    firstBillingDate: date('first_billing_date').notNull(),
    cyclesCharged: integer('cycles_charged').notNull().default(0),
    nextBillingDate: date('next_billing_date').notNull(),
    /** When the next retry of a failed cycle is due; null when no retry is pending. */
    retryDate: date('retry_date'),
    failedPaymentCount: integer('failed_payment_count').notNull().default(0),
    failedPaymentMessage: text('failed_payment_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('recurring_subscriptions_business_uq').on(t.businessId),
    // The gateway's notification names only the account.
    index('recurring_subscriptions_account_ix').on(t.accountId),
    check('recurring_subscriptions_interval_ck', sql`${t.interval} in (1, 12)`),
  ],
);

/**
 * One charge of one cycle. It is written (pending) and committed before the gateway is called, under the order id
 * the gateway will know it by: a process that dies after the gateway charged finds the pending attempt on the next
 * run and asks the gateway for its result instead of charging again. `applied_at` is set once, when a paid attempt
 * extended the outlets.
 */
export const recurringChargeAttempts = pgTable(
  'recurring_charge_attempts',
  {
    businessId: businessId(),
    id: serial('id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The cycle's billing date, and which try at it this is (1 = on the date, 2… = retries). */
    billingDate: date('billing_date').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    gatewayStatus: text('gateway_status'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference(
      'recurring_charge_attempts_subscription_fk',
      t,
      t.subscriptionId,
      () => recurringSubscriptions,
    ),
    uniqueIndex('recurring_charge_attempts_order_uq').on(t.businessId, t.orderId),
    uniqueIndex('recurring_charge_attempts_try_uq').on(
      t.businessId,
      t.subscriptionId,
      t.billingDate,
      t.attemptNumber,
    ),
    index('recurring_charge_attempts_pending_ix').on(t.status),
  ],
);
