import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { salesTypes, taxes } from './checkout.js';
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
    /**
     * The uploaded picture (`files.id`), stored by its key; its address is built per request (decision 0132).
     * `image_url` stays for the demo's pictures that are only an address.
     */
    imageFileId: text('image_file_id'),
    /** A bundle package is an item sold at its one variant's price, made of other items' variants (bundle_components). */
    kind: text('kind', { enum: ['item', 'bundle'] })
      .notNull()
      .default('item'),
    trackStock: boolean('track_stock').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('items_category_fk', t, t.categoryId, () => categories).onDelete('set null'),
    tenantReference('items_brand_fk', t, t.brandId, () => brands).onDelete('set null'),
    uniqueIndex('items_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`),
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
    // SKU or barcode, unique in the business ignoring case and surrounding spaces; a variant may have none.
    uniqueIndex('item_variants_business_sku_uq')
      .on(t.businessId, sql`lower(trim(${t.sku}))`)
      .where(sql`${t.sku} is not null and trim(${t.sku}) <> ''`),
  ],
);

/**
 * A variant at one outlet: its own price there (null = the variant's price) and, when the item tracks stock, the
 * units on hand and the level under which it counts as low. `item_id` is carried so a change is known by its item.
 */
export const variantOutlets = pgTable(
  'variant_outlets',
  {
    businessId: businessId(),
    variantId: integer('variant_id').notNull(),
    itemId: integer('item_id').notNull(),
    outletId: integer('outlet_id').notNull(),
    price: money('price'),
    stock: integer('stock'),
    lowStockLevel: integer('low_stock_level'),
  },
  (t) => [
    tenantReference('variant_outlets_variant_fk', t, t.variantId, () => itemVariants).onDelete('cascade'),
    tenantReference('variant_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.variantId, t.outletId] }),
    index('variant_outlets_outlet_idx').on(t.businessId, t.outletId),
    index('variant_outlets_item_idx').on(t.businessId, t.itemId),
    check('variant_outlets_price_ck', sql`${t.price} is null or ${t.price} >= 0`),
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
    /** How many options the cashier must pick at least and may pick at most (null = as many as there are). */
    minSelect: smallint('min_select').notNull().default(0),
    maxSelect: smallint('max_select'),
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

/** The outlets whose tills offer a modifier set. */
export const modifierOutlets = pgTable(
  'modifier_outlets',
  {
    businessId: businessId(),
    modifierId: integer('modifier_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    tenantReference('modifier_outlets_modifier_fk', t, t.modifierId, () => modifiers).onDelete('cascade'),
    tenantReference('modifier_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.modifierId, t.outletId] }),
    index('modifier_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/** The taxes that apply to an item (at the outlets the tax is offered at). */
export const itemTaxes = pgTable(
  'item_taxes',
  {
    businessId: businessId(),
    itemId: integer('item_id').notNull(),
    taxId: integer('tax_id').notNull(),
  },
  (t) => [
    tenantReference('item_taxes_item_fk', t, t.itemId, () => items).onDelete('cascade'),
    tenantReference('item_taxes_tax_fk', t, t.taxId, () => taxes).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.itemId, t.taxId] }),
    index('item_taxes_tax_idx').on(t.businessId, t.taxId),
  ],
);

/** The sales types an item is sold under; none = every sales type. */
export const itemSalesTypes = pgTable(
  'item_sales_types',
  {
    businessId: businessId(),
    itemId: integer('item_id').notNull(),
    salesTypeId: integer('sales_type_id').notNull(),
  },
  (t) => [
    tenantReference('item_sales_types_item_fk', t, t.itemId, () => items).onDelete('cascade'),
    tenantReference('item_sales_types_sales_type_fk', t, t.salesTypeId, () => salesTypes).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.itemId, t.salesTypeId] }),
    index('item_sales_types_sales_type_idx').on(t.businessId, t.salesTypeId),
  ],
);

/**
 * What one bundle package (an item of kind 'bundle') is made of: variants of plain items, each with a quantity.
 * Deleting a variant takes it out of the bundles that held it.
 */
export const bundleComponents = pgTable(
  'bundle_components',
  {
    businessId: businessId(),
    bundleId: integer('bundle_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    tenantReference('bundle_components_bundle_fk', t, t.bundleId, () => items).onDelete('cascade'),
    tenantReference('bundle_components_variant_fk', t, t.variantId, () => itemVariants).onDelete('cascade'),
    primaryKey({ columns: [t.businessId, t.bundleId, t.variantId] }),
    index('bundle_components_variant_idx').on(t.businessId, t.variantId),
    check('bundle_components_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
