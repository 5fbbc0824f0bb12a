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
import { outlets } from './identity.js';
import { timestamps } from './columns.js';
import { businessId } from './tenant-key.js';

/** A parent grouping of brands. The "None" group (id -1 in the API) is not a row: it is `brands.principal_id IS NULL`. */
export const principals = pgTable(
  'principals',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('principals_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`)],
);

/** Items without a brand are Unbranded (`items.brand_id IS NULL`); deleting a brand leaves its items Unbranded. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    principalId: integer('principal_id').references(() => principals.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
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
    principalId: integer('principal_id')
      .notNull()
      .references(() => principals.id, { onDelete: 'cascade' }),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.principalId, t.outletId] }),
    index('principal_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

export const brandOutlets = pgTable(
  'brand_outlets',
  {
    businessId: businessId(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.brandId, t.outletId] }),
    index('brand_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    /** Hex colour of the category tile on the POS. */
    color: text('color'),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    trackStock: boolean('track_stock').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('items_business_name_idx').on(t.businessId, sql`lower(${t.name})`),
    index('items_business_brand_idx').on(t.businessId, t.brandId),
    index('items_business_category_idx').on(t.businessId, t.categoryId),
  ],
);

/** Every item has at least one variant; a plain item has a single variant with an empty name. */
export const itemVariants = pgTable(
  'item_variants',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    sku: text('sku'),
    /** Selling price, integer Rupiah. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Cost of goods, integer Rupiah; gross profit in reports is price minus this. */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    /** Units on hand when the item tracks stock; null otherwise. */
    stock: integer('stock'),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('item_variants_item_idx').on(t.businessId, t.itemId)],
);

/** Which outlets sell an item (the POS library is per outlet). */
export const itemOutlets = pgTable(
  'item_outlets',
  {
    businessId: businessId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.itemId, t.outletId] }),
    index('item_outlets_outlet_idx').on(t.businessId, t.outletId),
  ],
);

/** A modifier group such as "Sugar level" or "Topping"; its options carry the prices. */
export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    /** Whether the cashier must pick exactly one option (e.g. sugar level) or any number (toppings). */
    isSingleChoice: boolean('is_single_choice').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('modifiers_business_name_uq').on(t.businessId, sql`lower(trim(${t.name}))`)],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('modifier_options_modifier_idx').on(t.businessId, t.modifierId)],
);

export const itemModifiers = pgTable(
  'item_modifiers',
  {
    businessId: businessId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.itemId, t.modifierId] }),
    index('item_modifiers_modifier_idx').on(t.businessId, t.modifierId),
  ],
);
