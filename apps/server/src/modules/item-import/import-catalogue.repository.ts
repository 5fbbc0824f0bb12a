import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  categories,
  itemOutlets,
  items,
  itemVariants,
  outlets,
  variantOutlets,
} from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = { businessId: number };

/** Rows per statement: a few thousand parameters each, far under the protocol's limit. */
const CHUNK = 1000;
const keyOf = (column: unknown) => sql<string>`lower(trim(${column}))`;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

export interface CatalogueItem {
  id: number;
  key: string;
  name: string;
  kind: 'item' | 'bundle';
  variants: { id: number; key: string; sku: string | null }[];
}

/**
 * What an import's rows meet in the catalogue: the items of the names they give (with their variants), the owners
 * of the SKUs they give and the categories they name, each keyed by its name or SKU as the unique indexes compare
 * them (lower case, trimmed).
 */
export async function findImportCatalogue(
  db: Queryable,
  business: Business,
  wanted: { itemKeys: string[]; skuKeys: string[]; categoryKeys: string[] },
) {
  const found = new Map<string, CatalogueItem>();
  for (const part of chunks(wanted.itemKeys, 5000)) {
    const rows = await db
      .select({ id: items.id, key: keyOf(items.name), name: items.name, kind: items.kind })
      .from(items)
      .where(and(inBusiness(items.businessId, business), inArray(keyOf(items.name), part)));
    for (const row of rows) found.set(row.key, { ...row, variants: [] });
  }
  const byId = new Map([...found.values()].map((item) => [item.id, item]));
  for (const part of chunks([...byId.keys()], 5000)) {
    const rows = await db
      .select({
        id: itemVariants.id,
        itemId: itemVariants.itemId,
        key: keyOf(itemVariants.name),
        sku: itemVariants.sku,
      })
      .from(itemVariants)
      .where(and(inBusiness(itemVariants.businessId, business), inArray(itemVariants.itemId, part)))
      .orderBy(itemVariants.position, itemVariants.id);
    for (const row of rows) byId.get(row.itemId)!.variants.push({ id: row.id, key: row.key, sku: row.sku });
  }
  const skuOwners = new Map<string, { variantId: number; itemName: string }>();
  for (const part of chunks(wanted.skuKeys, 5000)) {
    const rows = await db
      .select({ variantId: itemVariants.id, key: keyOf(itemVariants.sku), itemName: items.name })
      .from(itemVariants)
      .innerJoin(items, and(eq(items.businessId, itemVariants.businessId), eq(items.id, itemVariants.itemId)))
      .where(and(inBusiness(itemVariants.businessId, business), inArray(keyOf(itemVariants.sku), part)));
    for (const row of rows) skuOwners.set(row.key, { variantId: row.variantId, itemName: row.itemName });
  }
  const categoryIds = await findCategoryIds(db, business, wanted.categoryKeys);
  return { items: found, skuOwners, categoryIds };
}

async function findCategoryIds(db: Queryable, business: Business, keys: string[]) {
  const ids = new Map<string, number>();
  for (const part of chunks(keys, 5000)) {
    const rows = await db
      .select({ id: categories.id, key: keyOf(categories.name) })
      .from(categories)
      .where(and(inBusiness(categories.businessId, business), inArray(keyOf(categories.name), part)));
    for (const row of rows) ids.set(row.key, row.id);
  }
  return ids;
}

/** The outlets by id, for the run (no caller then: the reach was fixed at upload). */
export async function listImportOutlets(db: Queryable, business: Business, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), inArray(outlets.id, [...ids])))
    .orderBy(outlets.id);
}

/** Creates the categories not there yet (a concurrent creation of one wins quietly) and answers every id by key. */
export async function ensureCategories(db: Queryable, business: Business, names: Map<string, string>) {
  for (const part of chunks([...names.values()])) {
    await db
      .insert(categories)
      .values(part.map((name) => ({ businessId: business.businessId, name })))
      .onConflictDoNothing();
  }
  return findCategoryIds(db, business, [...names.keys()]);
}

export interface NewItem {
  name: string;
  categoryId: number | null;
  trackStock: boolean;
}

export async function insertItems(db: Queryable, business: Business, rows: NewItem[]) {
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const inserted = await db
      .insert(items)
      .values(part.map((row) => ({ ...row, businessId: business.businessId })))
      .returning({ id: items.id, key: keyOf(items.name) });
    for (const row of inserted) ids.set(row.key, row.id);
  }
  return ids;
}

/** `values (…), (…)` for an `update … from`: each value with its type, so every row reads alike. */
const valuesList = (rows: SQL[]) => sql.join(rows, sql`, `);

/** Sets the category and stock tracking of existing items where the file gives them (undefined: left as it is). */
export async function updateItems(
  db: Queryable,
  business: Business,
  rows: { id: number; categoryId?: number | null; trackStock?: boolean }[],
) {
  for (const part of chunks(rows)) {
    const values = part.map(
      (row) =>
        sql`(${row.id}::int, ${row.categoryId !== undefined}::boolean, ${row.categoryId ?? null}::int, ${row.trackStock ?? null}::boolean)`,
    );
    await db.execute(sql`update ${items} set
        category_id = case when v.set_category then v.category_id else ${items.categoryId} end,
        track_stock = coalesce(v.track_stock, ${items.trackStock}),
        updated_at = now()
      from (values ${valuesList(values)}) as v(id, set_category, category_id, track_stock)
      where ${items.businessId} = ${business.businessId} and ${items.id} = v.id`);
  }
}

export interface NewVariant {
  itemId: number;
  name: string;
  sku: string | null;
  price: number;
  cost: number;
  position: number;
}

export async function insertVariants(db: Queryable, business: Business, rows: NewVariant[]) {
  const ids: number[] = [];
  for (const part of chunks(rows)) {
    const inserted = await db
      .insert(itemVariants)
      .values(part.map((row) => ({ ...row, businessId: business.businessId })))
      .returning({ id: itemVariants.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/**
 * Sets price, cost and SKU of existing variants (cost and SKU only where the file has the column). The SKUs that
 * change are cleared first, so two variants trading SKUs do not meet in the unique index half-way.
 */
export async function updateVariants(
  db: Queryable,
  business: Business,
  rows: { id: number; price: number; cost?: number; sku?: string | null; skuChanges: boolean }[],
) {
  const moving = rows.filter((row) => row.skuChanges).map((row) => row.id);
  for (const part of chunks(moving, 5000)) {
    await db
      .update(itemVariants)
      .set({ sku: null })
      .where(and(inBusiness(itemVariants.businessId, business), inArray(itemVariants.id, part)));
  }
  for (const part of chunks(rows)) {
    const values = part.map(
      (row) =>
        sql`(${row.id}::int, ${row.price}::bigint, ${row.cost ?? null}::bigint, ${row.sku !== undefined}::boolean, ${row.sku ?? null}::text)`,
    );
    await db.execute(sql`update ${itemVariants} set
        price = v.price,
        cost = coalesce(v.cost, ${itemVariants.cost}),
        sku = case when v.set_sku then v.sku else ${itemVariants.sku} end,
        updated_at = now()
      from (values ${valuesList(values)}) as v(id, price, cost, set_sku, sku)
      where ${itemVariants.businessId} = ${business.businessId} and ${itemVariants.id} = v.id`);
  }
}

/**
 * Sets which of `reach` sell each item: its links to outlets within reach are replaced, those beyond it stay
 * (decision 0011: a user limited to some outlets changes nothing beyond them).
 */
export async function setItemOutlets(
  db: Queryable,
  business: Business,
  reach: readonly number[],
  links: { itemId: number; outletIds: readonly number[] }[],
) {
  if (reach.length === 0) return;
  for (const part of chunks(
    links.map((link) => link.itemId),
    5000,
  )) {
    await db
      .delete(itemOutlets)
      .where(
        and(
          inBusiness(itemOutlets.businessId, business),
          inArray(itemOutlets.itemId, part),
          inArray(itemOutlets.outletId, [...reach]),
        ),
      );
  }
  const rows = links.flatMap((link) =>
    link.outletIds.map((outletId) => ({ businessId: business.businessId, itemId: link.itemId, outletId })),
  );
  for (const part of chunks(rows)) await db.insert(itemOutlets).values(part).onConflictDoNothing();
}

/** Stock and low-stock level of variants at outlets; a value the file leaves blank keeps what is there. */
export async function upsertVariantStock(
  db: Queryable,
  business: Business,
  rows: {
    variantId: number;
    itemId: number;
    outletId: number;
    stock: number | null;
    lowStockLevel: number | null;
  }[],
) {
  for (const part of chunks(rows)) {
    await db
      .insert(variantOutlets)
      .values(part.map((row) => ({ ...row, businessId: business.businessId })))
      .onConflictDoUpdate({
        target: [variantOutlets.businessId, variantOutlets.variantId, variantOutlets.outletId],
        set: {
          stock: sql`coalesce(excluded.stock, ${variantOutlets.stock})`,
          lowStockLevel: sql`coalesce(excluded.low_stock_level, ${variantOutlets.lowStockLevel})`,
        },
      });
  }
}
