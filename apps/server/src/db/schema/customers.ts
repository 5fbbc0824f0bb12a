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

import { timestamps } from './columns.js';
import { businessId } from './tenant-key.js';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
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
    index('customers_business_name_idx').on(t.businessId, sql`lower(${t.name})`),
    index('customers_business_phone_idx').on(t.businessId, t.phone),
    index('customers_business_email_idx').on(t.businessId, sql`lower(${t.email})`),
  ],
);

/** One active program per business: points are earned per `earn_spend_amount` Rupiah of net sales. */
export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    earningRuleType: text('earning_rule_type', { enum: ['SPENDING', 'VISIT'] })
      .notNull()
      .default('SPENDING'),
    earnSpendAmount: bigint('earn_spend_amount', { mode: 'number' }).notNull(),
    earnPoints: integer('earn_points').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('loyalty_programs_business_idx').on(t.businessId, t.id),
    check('loyalty_programs_earn_ck', sql`${t.earnSpendAmount} > 0 and ${t.earnPoints} > 0`),
  ],
);

/** What points buy: a cash or percentage discount on the bill, above a minimum purchase. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    redeemPoints: integer('redeem_points').notNull(),
    discountType: text('discount_type', { enum: ['cash', 'percentage'] }).notNull(),
    /** Rupiah for cash, percent for percentage. */
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    maxDiscountAmount: bigint('max_discount_amount', { mode: 'number' }),
    minPurchaseAmount: bigint('min_purchase_amount', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('loyalty_rewards_program_idx').on(t.businessId, t.programId)],
);

/**
 * A customer's membership and current balance. The balance is kept here (not summed from orders) because the
 * POS reads and updates it at checkout; orders keep a snapshot of the balance before and after.
 */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull(),
    pointsBalance: integer('points_balance').notNull().default(0),
    lifetimePoints: integer('lifetime_points').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('loyalty_members_customer_uq').on(t.businessId, t.customerId, t.programId),
    check('loyalty_members_balance_ck', sql`${t.pointsBalance} >= 0`),
  ],
);
