import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
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
import { timestamps } from './columns.js';

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
  isTrial: boolean('is_trial').notNull().default(false),
  trialEndAt: timestamp('trial_end_at', { withTimezone: true }),
  /** 1 = monthly, 12 = yearly (spec §3 current_plan). */
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
  /** Capabilities such as ECOMMERCE_ATTRIBUTES (spec §2 Brands gating). */
  capabilities: text('capabilities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
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
    id: serial('id').primaryKey(),
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
    /** null counts as active (spec §3). */
    isActiveSubscription: boolean('is_active_subscription'),
    ...timestamps,
  },
  (t) => [index('outlets_business_idx').on(t.businessId, t.id)],
);

/** Back-office, App and Endpoint permissions (spec §6); global catalogue, not per tenant. */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  priorityRank: integer('priority_rank').notNull(),
  menu: text('menu').notNull(),
  menuName: text('menu_name').notNull(),
  subMenu: text('sub_menu').notNull(),
  subMenuName: text('sub_menu_name').notNull(),
  access: text('access', { enum: ['Back-office', 'App', 'Endpoint'] }).notNull(),
  level: smallint('level').notNull(),
  pinRequired: boolean('pin_required').notNull().default(false),
  mobileSupported: boolean('mobile_supported').notNull().default(false),
  usable: boolean('usable').notNull().default(true),
  urls: text('urls')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isAllowedForMokaPay: boolean('is_allowed_for_moka_pay').notNull().default(false),
  description: text('description'),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_business_name_uq').on(t.businessId, t.name)],
);

/** Grants by permission key; owner roles hold every permission implicitly and need no rows. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .notNull()
      .references(() => permissions.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.roleId, t.permissionKey] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    isConfirmed: boolean('is_confirmed').notNull().default(true),
    isPhoneNumberVerified: boolean('is_phone_number_verified').notNull().default(false),
    /** Outlets this user may see; empty means all outlets of the business. */
    outletIds: integer('outlet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    uniqId: text('uniq_id').notNull(),
    testAccount: boolean('test_account').notNull().default(false),
    currentInventoryDropdown: text('current_inventory_dropdown', { enum: ['items', 'ingredients'] })
      .notNull()
      .default('items'),
    ktpNumber: text('ktp_number'),
    npwpNumber: text('npwp_number'),
    /** Bumped to revoke every access token of the user at once (logout of all devices). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Sign-in identifiers are global: one e-mail signs into exactly one business.
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_business_idx').on(t.businessId, t.id),
  ],
);

/** Rotating opaque refresh tokens; a family is one sign-in, so reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    authType: text('auth_type', { enum: ['username', 'email', 'one-time-code'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** users.token_version when the family began; a bumped version ends the family at its next refresh. */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.businessId, t.familyId),
  ],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  expiry: date('expiry').notNull(),
  authors: text('authors').array().notNull(),
  cleanupTicket: text('cleanup_ticket'),
  variant: jsonb('variant').$type<{
    name: string;
    enabled: boolean;
    payload?: { type: 'json' | 'string' | 'number'; value: string };
  } | null>(),
  /** Narrowing rules: only these businesses, categories or e-mails see the flag on. Empty = everyone. */
  businessIds: integer('business_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  businessCategoryIds: integer('business_category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  emails: text('emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail that could not go out over SMTP (no SMTP_URL) is kept here and read at /v2/dev/mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * E-mail sign-in codes. Only an HMAC of the code is kept (six digits are too few for a plain hash to hide them);
 * a code is spent by a successful sign-in, by its fifth wrong try, or by a newer code for the same user.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code signs in, is burnt by wrong tries, or is replaced by a newer one. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_idx').on(t.businessId, t.userId, t.createdAt)],
);

/**
 * Attempts counted by the sign-in rate limiter, one row per attempt and bucket (e.g. `account`/`user:12`,
 * `address`/`203.0.113.9`). Kept in the database so that every server instance sees the same counts.
 * Not a tenant table: attempts happen before anyone is known to belong to a business.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_bucket_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Add-on features a business subscribes to (spec §3 feature_subscription); a missing row means not subscribed. */
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
