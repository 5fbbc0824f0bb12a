import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';
import { outlets } from './tenancy.js';

// Access: the global permission catalogue, and each business's roles, grants, users and their outlets.

/** Back-office, App and Endpoint permissions; global catalogue, not per tenant. */
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
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('roles_business_name_uq').on(t.businessId, t.name)],
);

/** Grants by permission key; owner roles hold every permission implicitly and need no rows. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    businessId: businessId(),
    roleId: integer('role_id').notNull(),
    permissionKey: text('permission_key')
      .notNull()
      .references(() => permissions.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.roleId, t.permissionKey] }),
    tenantReference('role_permissions_role_fk', t, t.roleId, () => roles).onDelete('cascade'),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    roleId: integer('role_id').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    isConfirmed: boolean('is_confirmed').notNull().default(true),
    isPhoneNumberVerified: boolean('is_phone_number_verified').notNull().default(false),
    /** Works with every outlet of the business, present and future; otherwise only the `user_outlets` rows. */
    allOutlets: boolean('all_outlets').notNull(),
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
    tenantPrimaryKey(t),
    tenantReference('users_role_fk', t, t.roleId, () => roles),
    // A sign-in identifier names one user of one business and arrives before the business is known: its
    // `tenant_routes` row (sign_in_email, sign_in_username) keeps it unique across the product and names the
    // business; these keep it unique within the business (decision 0107).
    uniqueIndex('users_email_uq').on(t.businessId, sql`lower(${t.email})`),
    uniqueIndex('users_username_uq').on(t.businessId, sql`lower(${t.username})`),
  ],
);

/** The outlets a user limited to some outlets works with (`users.all_outlets` false). */
export const userOutlets = pgTable(
  'user_outlets',
  {
    businessId: businessId(),
    userId: integer('user_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId, t.outletId] }),
    tenantReference('user_outlets_user_fk', t, t.userId, () => users).onDelete('cascade'),
    tenantReference('user_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    index('user_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/**
 * One counter per business, raised (by triggers, in the committing transaction) by every change to what a caller is
 * made of: users, roles, grants, user outlets, outlets, a session's end (migration 0021). A cached caller is used
 * while its business's counter still reads what it read with the caller (decision 0140).
 */
export const callerVersions = pgTable('caller_versions', {
  businessId: businessId().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
