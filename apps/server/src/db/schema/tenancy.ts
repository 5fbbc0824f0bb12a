import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

// Tenancy: the business (the tenant key's owner), its settings, its outlets and its add-on subscriptions.

/** The merchant. Not a tenant table itself: its id is the tenant key every other table carries. */
export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  city: text('city'),
  province: text('province'),
  postalCode: text('postal_code'),
  kecamatan: text('kecamatan'),
  description: text('description'),
  email: text('email'),
  phone: text('phone'),
  logoUrl: text('logo_url'),
  businessTypeId: integer('business_type_id'),
  businessCategoryId: integer('business_category_id'),
  website: text('website'),
  twitter: text('twitter'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  outletSlot: integer('outlet_slot').notNull().default(0),
  /** Extra employee slots bought, renewed with the subscription (employee-slot card). */
  employeeSlot: integer('employee_slot').notNull().default(0),
  isTrial: boolean('is_trial').notNull().default(false),
  trialEndAt: timestamp('trial_end_at', { withTimezone: true }),
  /** 1 = monthly, 12 = yearly (current_plan). */
  currentPlan: smallint('current_plan').notNull().default(1),
  billingMode: text('billing_mode', { enum: ['regular', 'recurring'] })
    .notNull()
    .default('regular'),
  lastPaymentDate: timestamp('last_payment_date', { withTimezone: true }),
  isEnterprise: boolean('is_enterprise').notNull().default(false),
  isRegistrationComplete: boolean('is_registration_complete').notNull().default(true),
  startYear: integer('start_year'),
  revenueRange: text('revenue_range'),
  isKybRegistrationCompleted: boolean('is_kyb_registration_completed').notNull().default(false),
  kybStatus: text('kyb_status').notNull().default('pending'),
  businessEntityType: text('business_entity_type', { enum: ['personal', 'corporate'] })
    .notNull()
    .default('personal'),
  referralCode: text('referral_code'),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  isPosUser: boolean('is_pos_user').notNull().default(true),
  isMokapayUser: boolean('is_mokapay_user').notNull().default(false),
  isLeads: boolean('is_leads').notNull().default(false),
  /** Capabilities such as ECOMMERCE_ATTRIBUTES (Brands gating). */
  capabilities: text('capabilities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * Set when the owner asks for the account's deletion (issue 18): nobody signs in any more and the data waits for
   * the purge. Cleared only when support cancels the request.
   */
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  /** Set once the purge is done: the row stays, anonymised, as the anchor of the invoices the law keeps. */
  purgedAt: timestamp('purged_at', { withTimezone: true }),
  ...timestamps,
});

export const businessSettings = pgTable('business_settings', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  enableTax: boolean('enable_tax').notNull().default(true),
  enableGratuity: boolean('enable_gratuity').notNull().default(false),
  includeGratuityTax: boolean('include_gratuity_tax').notNull().default(false),
  enableRounding: boolean('enable_rounding').notNull().default(false),
  customerSignOnIpad: boolean('customer_sign_on_ipad').notNull().default(false),
  logoOnReceipt: boolean('logo_on_receipt').notNull().default(true),
  allowStaffRefund: boolean('allow_staff_refund').notNull().default(false),
  authCode: text('auth_code'),
  dailySalesSummary: boolean('daily_sales_summary').notNull().default(true),
  productUpdates: boolean('product_updates').notNull().default(true),
  inventoryAlerts: boolean('inventory_alerts').notNull().default(false),
  customerFeedback: boolean('customer_feedback').notNull().default(false),
  promoUpdateNotif: boolean('promo_update_notif').notNull().default(true),
  trackServer: boolean('track_server').notNull().default(false),
  staffDeleteBill: boolean('staff_delete_bill').notNull().default(false),
  staffResendReceipt: boolean('staff_resend_receipt').notNull().default(true),
  isStockLimit: boolean('is_stock_limit').notNull().default(false),
  isOverrideStockLimit: boolean('is_override_stock_limit').notNull().default(false),
  startFilteredDate: date('start_filtered_date'),
  endFilteredDate: date('end_filtered_date'),
  settingAlertRecipients: jsonb('setting_alert_recipients')
    .$type<{ email: string; verified: boolean; token_expired: boolean }[]>()
    .notNull()
    .default([]),
  cdsFeedback: boolean('cds_feedback').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').notNull(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    phoneNumber: text('phone_number'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    kecamatan: text('kecamatan'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes'),
    /** IANA zone; days and ranges of this outlet are cut in it. */
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    isPaying: boolean('is_paying').notNull().default(true),
    importing: boolean('importing').notNull().default(false),
    exporting: boolean('exporting').notNull().default(false),
    saudagar: boolean('saudagar').notNull().default(false),
    linkedStatus: text('linked_status'),
    /** null counts as active. */
    isActiveSubscription: boolean('is_active_subscription'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] })],
);

/** Add-on features a business subscribes to (feature_subscription); a missing row means not subscribed. */
export const featureSubscriptions = pgTable(
  'feature_subscriptions',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    featureName: text('feature_name', {
      enum: ['Loyalty', 'Table Management', 'Ingredient Inventory', 'Loyalty Pro'],
    }).notNull(),
    isSubscribing: boolean('is_subscribing').notNull().default(true),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.businessId, t.featureName] })],
);
