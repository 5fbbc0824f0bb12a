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
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outlets } from './tenancy.js';
import { money, timestamps } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/**
 * Discount library. `amount` null = customizable: the cashier types the value at
 * checkout. For `percentage` the amount is 1–100 with up to two decimals; for `cash` it is whole Rupiah
 * (decision 0020).
 * The name is unique per business ignoring case and surrounding spaces (error 0005-0010).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['cash', 'percentage'] }).notNull(),
    /** numeric(18,2): whole Rupiah up to 2^53 and percentages with two decimals, both stored exactly. */
    amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('discounts_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
    check(
      'discounts_amount_ck',
      sql`${t.amount} is null or (${t.amount} >= 1 and (${t.type} = 'cash' and ${t.amount} = trunc(${t.amount}) or ${t.type} = 'percentage' and ${t.amount} <= 100))`,
    ),
  ],
);

export const discountOutlets = pgTable(
  'discount_outlets',
  {
    businessId: businessId(),
    discountId: integer('discount_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('discount_outlets_discount_fk', t, t.discountId, () => discounts).onDelete('cascade'),
    tenantReference('discount_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.discountId, t.outletId] }),
    index('discount_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

export interface PromoRequirement {
  type: 'item' | 'category' | 'allItems' | 'specificItems' | 'cart';
  relation?: 'AND' | 'OR';
  items?: { itemId: number; itemName: string; variantName?: string; quantity: number }[];
  categoryId?: number;
  categoryName?: string;
  categoryQuantity?: number;
  minimumAmount?: number;
  /**
   * Buy X get Y: the items the reward applies to, kept in the same document as what must be bought (decision 0171,
   * no column of its own); absent = the reward is on the required items or the bill.
   */
  rewardItems?: { itemId: number; itemName: string; quantity: number }[];
}

/**
 * When in the week a promotion runs, on each outlet's own wall clock: ISO weekdays (1 = Monday … 7 = Sunday) and a
 * time window `HH:mm`–`HH:mm` (an end before the start runs past midnight). Null = all day, every day.
 */
export interface PromoSchedule {
  days: number[];
  from: string;
  to: string;
}

/** Automatic promotions the POS applies when the requirement is met (e.g. "Beli 2 Gratis 1"). */
export const promos = pgTable(
  'promos',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    promoTypeId: smallint('promo_type_id').notNull().default(1),
    discountType: text('discount_type', { enum: ['PERCENTAGE', 'CASH'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    maxDiscount: money('max_discount'),
    requirement: jsonb('requirement').$type<PromoRequirement>().notNull(),
    /** Empty = every sales type. */
    salesTypeIds: integer('sales_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    schedule: jsonb('schedule').$type<PromoSchedule>(),
    /** Which promotion wins when two apply to the same items: the higher priority, then the older promotion. */
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey(t)],
);

/** The outlets a promotion runs at. */
export const promoOutlets = pgTable(
  'promo_outlets',
  {
    businessId: businessId(),
    promoId: integer('promo_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('promo_outlets_promo_fk', t, t.promoId, () => promos).onDelete('cascade'),
    tenantReference('promo_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.promoId, t.outletId] }),
    index('promo_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/**
 * A campaign image is stored by its keys, never by an address: addresses are built per request on the address the
 * caller reached the server by (decision 0132).
 */
export interface CampaignImage {
  /** The uploaded file (`files.id`); absent for an image that is only an address (the demo's). */
  id?: string;
  name: string;
  /** Only for an image without a file: its own address (the demo's `data:` slides). */
  url?: string;
  /** The file of the copy resized for the display, when one was made. */
  displayId?: string;
}

/**
 * Customer-display slideshow. Status is derived, not stored: inactive when `is_active` is false, scheduled when
 * the start is in the future, ongoing while the end is null or in the future.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    images: jsonb('images').$type<CampaignImage[]>().notNull(),
    /** Seconds each image stays on screen. */
    duration: smallint('duration').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** null = runs indefinitely. */
    endDate: timestamp('end_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('campaigns_business_start_idx').on(t.businessId, t.startDate),
    check('campaigns_duration_ck', sql`${t.duration} between 1 and 60`),
  ],
);

/** A link table rather than an id array so "at most 5 campaigns per outlet" is one indexed count. */
export const campaignOutlets = pgTable(
  'campaign_outlets',
  {
    businessId: businessId(),
    campaignId: integer('campaign_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('campaign_outlets_campaign_fk', t, t.campaignId, () => campaigns).onDelete('cascade'),
    tenantReference('campaign_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.campaignId, t.outletId] }),
    index('campaign_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);
