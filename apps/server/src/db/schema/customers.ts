import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { money, timestamps } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthDate: date('birth_date'),
    address: text('address'),
    city: text('city'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customers_business_name_idx').on(t.businessId, sql`lower(${t.name})`),
    index('customers_business_phone_idx').on(t.businessId, t.phone),
    index('customers_business_email_idx').on(t.businessId, sql`lower(${t.email})`),
  ],
);

/** One active program per business: points are earned per `earn_spend_amount` Rupiah of net sales. */
export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    earningRuleType: text('earning_rule_type', { enum: ['SPENDING', 'VISIT'] })
      .notNull()
      .default('SPENDING'),
    earnSpendAmount: money('earn_spend_amount').notNull(),
    earnPoints: integer('earn_points').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    check('loyalty_programs_earn_ck', sql`${t.earnSpendAmount} > 0 and ${t.earnPoints} > 0`),
  ],
);

/** What points buy: a cash or percentage discount on the bill, above a minimum purchase. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    programId: integer('program_id').notNull(),
    name: text('name').notNull(),
    redeemPoints: integer('redeem_points').notNull(),
    discountType: text('discount_type', { enum: ['cash', 'percentage'] }).notNull(),
    /** Rupiah for cash, percent for percentage. */
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    maxDiscountAmount: money('max_discount_amount'),
    minPurchaseAmount: money('min_purchase_amount').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('loyalty_rewards_program_fk', t, t.programId, () => loyaltyPrograms).onDelete('cascade'),
    index('loyalty_rewards_program_idx').on(t.businessId, t.programId),
  ],
);

/**
 * A customer's membership and current balance. The balance is kept here (not summed from orders) because the
 * POS reads and updates it at checkout; orders keep a snapshot of the balance before and after.
 */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    programId: integer('program_id').notNull(),
    customerId: integer('customer_id').notNull(),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull(),
    pointsBalance: integer('points_balance').notNull().default(0),
    lifetimePoints: integer('lifetime_points').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('loyalty_members_program_fk', t, t.programId, () => loyaltyPrograms).onDelete('cascade'),
    tenantReference('loyalty_members_customer_fk', t, t.customerId, () => customers).onDelete('cascade'),
    uniqueIndex('loyalty_members_customer_uq').on(t.businessId, t.customerId, t.programId),
    check('loyalty_members_balance_ck', sql`${t.pointsBalance} >= 0`),
  ],
);
