import { sql } from 'drizzle-orm';
import {
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
import { outlets } from './tenancy.js';
import { money, timestamps } from './columns.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/** A parent grouping of brands. The "None" group (id -1 in the API) is not a row: it is `brands.principal_id IS NULL`. */
export const principals = pgTable(
  'principals',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('principals_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
  ],
);

/** Items without a brand are Unbranded (`items.brand_id IS NULL`); deleting a brand leaves its items Unbranded. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    principalId: integer('principal_id'),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('brands_principal_fk', t, t.principalId, () => principals).onDelete('set null'),
    uniqueIndex('brands_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
    index('brands_business_principal_idx').on(t.businessId, t.principalId),
  ],
);

// The brands screen works per outlet ("save to all outlets", "delete from all outlets"), so principals and
// brands are offered at outlets through these links rather than being visible everywhere.
export const principalOutlets = pgTable(
  'principal_outlets',
  {
    businessId: businessId(),
    principalId: integer('principal_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('principal_outlets_principal_fk', t, t.principalId, () => principals).onDelete('cascade'),
    tenantReference('principal_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.principalId, t.outletId] }),
    index('principal_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

export const brandOutlets = pgTable(
  'brand_outlets',
  {
    businessId: businessId(),
    brandId: integer('brand_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('brand_outlets_brand_fk', t, t.brandId, () => brands).onDelete('cascade'),
    tenantReference('brand_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.brandId, t.outletId] }),
    index('brand_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    /** Hex colour of the category tile on the POS. */
    color: text('color'),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('categories_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
  ],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    categoryId: integer('category_id'),
    brandId: integer('brand_id'),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    trackStock: boolean('track_stock').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('items_category_fk', t, t.categoryId, () => categories).onDelete('set null'),
    tenantReference('items_brand_fk', t, t.brandId, () => brands).onDelete('set null'),
    index('items_business_name_idx').on(t.businessId, sql`lower(${t.name})`),
    index('items_business_brand_idx').on(t.businessId, t.brandId),
    index('items_business_category_idx').on(t.businessId, t.categoryId),
  ],
);

/** Every item has at least one variant; a plain item has a single variant with an empty name. */
export const itemVariants = pgTable(
  'item_variants',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull().default(''),
    sku: text('sku'),
    /** Selling price, integer Rupiah. */
    price: money('price').notNull(),
    /** Cost of goods, integer Rupiah; gross profit in reports is price minus this. */
    cost: money('cost').notNull().default(0),
    /** Units on hand when the item tracks stock; null otherwise. */
    stock: integer('stock'),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('item_variants_item_fk', t, t.itemId, () => items).onDelete('cascade'),
    index('item_variants_item_idx').on(t.businessId, t.itemId),
  ],
);

/** Which outlets sell an item (the POS library is per outlet). */
export const itemOutlets = pgTable(
  'item_outlets',
  {
    businessId: businessId(),
    itemId: integer('item_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('item_outlets_item_fk', t, t.itemId, () => items).onDelete('cascade'),
    tenantReference('item_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.itemId, t.outletId] }),
    index('item_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/** A modifier group such as "Sugar level" or "Topping"; its options carry the prices. */
export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    name: text('name').notNull(),
    /** Whether the cashier must pick exactly one option (e.g. sugar level) or any number (toppings). */
    isSingleChoice: boolean('is_single_choice').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('modifiers_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
  ],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    modifierId: integer('modifier_id').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('modifier_options_modifier_fk', t, t.modifierId, () => modifiers).onDelete('cascade'),
    index('modifier_options_modifier_idx').on(t.businessId, t.modifierId),
  ],
);

export const itemModifiers = pgTable(
  'item_modifiers',
  {
    businessId: businessId(),
    itemId: integer('item_id').notNull(),
    modifierId: integer('modifier_id').notNull(),
  },
  (t) => [
    tenantReference('item_modifiers_item_fk', t, t.itemId, () => items).onDelete('cascade'),
    tenantReference('item_modifiers_modifier_fk', t, t.modifierId, () => modifiers).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.itemId, t.modifierId] }),
    index('item_modifiers_modifier_idx').on(t.businessId, t.modifierId),
  ],
);
