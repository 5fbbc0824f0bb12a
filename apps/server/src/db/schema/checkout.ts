import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
import { timestamps } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/** Dine In, Take Away, delivery channels; order items are grouped by it on invoices. */
export const salesTypes = pgTable(
  'sales_types',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The sales type a new bill starts with; at most one per business. */
    isDefault: boolean('is_default').notNull().default(false),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sales_types_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
    uniqueIndex('sales_types_business_default_uq')
      .on(t.businessId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The outlets whose tills offer a sales type. */
export const salesTypeOutlets = pgTable(
  'sales_type_outlets',
  {
    businessId: businessId(),
    salesTypeId: integer('sales_type_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('sales_type_outlets_sales_type_fk', t, t.salesTypeId, () => salesTypes).onDelete(
      'cascade',
    ),
    tenantReference('sales_type_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.salesTypeId, t.outletId] }),
    index('sales_type_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/**
 * Rates are percentages with two decimals (PB1 10, PPN 11): the only non-integer numbers in money maths; the
 * resulting amounts on orders are integer Rupiah.
 */
export const taxes = pgTable(
  'taxes',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Included in the price (the price already holds the tax) rather than added on top of it. */
    isIncluded: boolean('is_included').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('taxes_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
    check('taxes_percentage_ck', sql`${t.percentage} >= 0 and ${t.percentage} <= 100`),
  ],
);

export const taxOutlets = pgTable(
  'tax_outlets',
  {
    businessId: businessId(),
    taxId: integer('tax_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('tax_outlets_tax_fk', t, t.taxId, () => taxes).onDelete('cascade'),
    tenantReference('tax_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.taxId, t.outletId] }),
    index('tax_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/** Service charge. */
export const gratuities = pgTable(
  'gratuities',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('gratuities_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
    check('gratuities_percentage_ck', sql`${t.percentage} >= 0 and ${t.percentage} <= 100`),
  ],
);

export const gratuityOutlets = pgTable(
  'gratuity_outlets',
  {
    businessId: businessId(),
    gratuityId: integer('gratuity_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('gratuity_outlets_gratuity_fk', t, t.gratuityId, () => gratuities).onDelete('cascade'),
    tenantReference('gratuity_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.gratuityId, t.outletId] }),
    index('gratuity_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/** The sales types a service charge applies to; none = every sales type. */
export const gratuitySalesTypes = pgTable(
  'gratuity_sales_types',
  {
    businessId: businessId(),
    gratuityId: integer('gratuity_id').notNull(),
    salesTypeId: integer('sales_type_id').notNull(),
  },
  (t) => [
    tenantReference('gratuity_sales_types_gratuity_fk', t, t.gratuityId, () => gratuities).onDelete(
      'cascade',
    ),
    tenantReference('gratuity_sales_types_sales_type_fk', t, t.salesTypeId, () => salesTypes).onDelete(
      'cascade',
    ),
    primaryKey({ columns: [t.businessId, t.gratuityId, t.salesTypeId] }),
    index('gratuity_sales_types_sales_type_idx').on(t.businessId, t.salesTypeId),
  ],
);

export const paymentMethodCodes = ['CASH', 'QRIS', 'DEBIT_CARD', 'CREDIT_CARD', 'GOPAY', 'OVO'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    /** Stable code the POS and the refund rules refer to; the name is what merchants see. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['cash', 'card', 'qris', 'e_wallet'] }).notNull(),
    /** Card payments are refunded on the device only (spec: "Card transaction can only be refunded…"). */
    isRefundable: boolean('is_refundable').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('payment_methods_business_code_uq').on(t.businessId, t.code)],
);

/**
 * Per-outlet checkout behaviour that is not a library entry. `business_settings.enable_rounding` is the
 * business-wide switch; an outlet rounds only when both are on.
 */
export const outletCheckoutSettings = pgTable(
  'outlet_checkout_settings',
  {
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    roundingEnabled: boolean('rounding_enabled').notNull().default(false),
    /** Totals are rounded to a multiple of this many Rupiah (100, 500, 1000). */
    roundingMultiple: integer('rounding_multiple').notNull().default(100),
    roundingMode: text('rounding_mode', { enum: ['nearest', 'up', 'down'] })
      .notNull()
      .default('nearest'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference('outlet_checkout_settings_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.outletId] }),
    check('outlet_checkout_settings_multiple_ck', sql`${t.roundingMultiple} > 0`),
  ],
);
