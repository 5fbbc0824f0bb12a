import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  itemModifiers,
  itemOutlets,
  itemSalesTypes,
  items,
  itemTaxes,
  itemVariants,
  variantOutlets,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

/** The item list's writes. Every statement is scoped by the caller's business. */

type Business = Pick<Caller, 'businessId'>;

export interface ItemValues {
  name: string;
  categoryId: number | null;
  brandId: number | null;
  description: string | null;
  imageFileId: string | null;
  trackStock: boolean;
}

export async function insertItem(db: Queryable, business: Business, values: ItemValues): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({ businessId: business.businessId, kind: 'item', ...values })
    .returning({ id: items.id });
  return row!.id;
}

/** A new picture replaces the demo's address (`image_url`), which only an item never given one keeps. */
export async function updateItemRow(
  db: Queryable,
  business: Business,
  itemId: number,
  values: ItemValues,
  keepImageUrl: boolean,
): Promise<void> {
  await db
    .update(items)
    .set({ ...values, ...(keepImageUrl ? {} : { imageUrl: null }), updatedAt: new Date() })
    .where(and(inBusiness(items.businessId, business), eq(items.id, itemId)));
}

/** Variants, links and per-outlet rows go with them (foreign keys on delete cascade); orders keep their copies. */
export async function deleteItemRows(db: Queryable, business: Business, itemIds: number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db
    .delete(items)
    .where(and(inBusiness(items.businessId, business), inArray(items.id, itemIds), eq(items.kind, 'item')))
    .returning({ id: items.id });
  return rows.length;
}

type LinkTable = typeof itemModifiers | typeof itemTaxes | typeof itemSalesTypes;

/** Replaces an item's modifiers, taxes or sales types with `ids`. */
async function replaceLinks(
  db: Queryable,
  business: Business,
  table: LinkTable,
  column: 'modifierId' | 'taxId' | 'salesTypeId',
  itemId: number,
  ids: number[],
): Promise<void> {
  const target = (table as unknown as Record<string, typeof itemModifiers.modifierId>)[column]!;
  const scope = and(eq(table.businessId, business.businessId), eq(table.itemId, itemId));
  await db.delete(table).where(ids.length === 0 ? scope : and(scope, notInArray(target, ids)));
  if (ids.length === 0) return;
  await db
    .insert(table)
    .values(ids.map((id) => ({ businessId: business.businessId, itemId, [column]: id }) as never))
    .onConflictDoNothing();
}

export async function replaceItemLinks(
  db: Queryable,
  business: Business,
  itemId: number,
  links: { modifierIds: number[]; taxIds: number[]; salesTypeIds: number[] },
): Promise<void> {
  await replaceLinks(db, business, itemModifiers, 'modifierId', itemId, links.modifierIds);
  await replaceLinks(db, business, itemTaxes, 'taxId', itemId, links.taxIds);
  await replaceLinks(db, business, itemSalesTypes, 'salesTypeId', itemId, links.salesTypeIds);
}

export async function addItemOutlets(
  db: Queryable,
  business: Business,
  itemIds: number[],
  outletIds: number[],
): Promise<void> {
  if (itemIds.length === 0 || outletIds.length === 0) return;
  await db
    .insert(itemOutlets)
    .values(
      itemIds.flatMap((itemId) =>
        outletIds.map((outletId) => ({ businessId: business.businessId, itemId, outletId })),
      ),
    )
    .onConflictDoNothing();
}

/** Takes the items off the given outlets, and their variants' prices and stock there with them. */
export async function removeItemOutlets(
  db: Queryable,
  business: Business,
  itemIds: number[],
  outletIds: number[],
): Promise<void> {
  if (itemIds.length === 0 || outletIds.length === 0) return;
  await db
    .delete(itemOutlets)
    .where(
      and(
        inBusiness(itemOutlets.businessId, business),
        inArray(itemOutlets.itemId, itemIds),
        inArray(itemOutlets.outletId, outletIds),
      ),
    );
  await db
    .delete(variantOutlets)
    .where(
      and(
        inBusiness(variantOutlets.businessId, business),
        inArray(variantOutlets.itemId, itemIds),
        inArray(variantOutlets.outletId, outletIds),
      ),
    );
}

export interface VariantValues {
  name: string;
  sku: string | null;
  price: number;
  cost: number;
  position: number;
}

export async function insertVariant(
  db: Queryable,
  business: Business,
  itemId: number,
  values: VariantValues,
): Promise<number> {
  const [row] = await db
    .insert(itemVariants)
    .values({ businessId: business.businessId, itemId, ...values })
    .returning({ id: itemVariants.id });
  return row!.id;
}

export async function updateVariant(
  db: Queryable,
  business: Business,
  variantId: number,
  values: VariantValues,
): Promise<void> {
  await db
    .update(itemVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(itemVariants.businessId, business), eq(itemVariants.id, variantId)));
}

/** Removes the item's variants other than `keptIds`, and clears the SKUs of the kept ones before they are rewritten. */
export async function pruneVariants(
  db: Queryable,
  business: Business,
  itemId: number,
  keptIds: number[],
): Promise<void> {
  const scope = and(inBusiness(itemVariants.businessId, business), eq(itemVariants.itemId, itemId));
  await db
    .delete(itemVariants)
    .where(keptIds.length === 0 ? scope : and(scope, notInArray(itemVariants.id, keptIds)));
  // Two variants swapping SKUs would otherwise meet the unique index half-way.
  await db.update(itemVariants).set({ sku: null }).where(scope);
}

export async function variantIdsOf(db: Queryable, business: Business, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: itemVariants.id })
    .from(itemVariants)
    .where(and(inBusiness(itemVariants.businessId, business), eq(itemVariants.itemId, itemId)));
  return rows.map((row) => row.id);
}

export interface VariantOutletValues {
  variantId: number;
  outletId: number;
  price: number | null;
  /** Written, or the value of a new row when `keepStock`. */
  stock: number | null;
  lowStockLevel: number | null;
  /** Leave an existing row's stock (or low-stock level) as it is now (decision 0216). */
  keepStock: boolean;
  keepLow: boolean;
}

/**
 * Makes the item's per-outlet rows at `outletIds` (the outlets the caller manages) exactly `rows`: the others there
 * are deleted, existing ones updated in place and new ones inserted. In place, so that a field kept is the row's
 * value at the moment of the write, a sale committed meanwhile included.
 */
export async function replaceVariantOutlets(
  db: Queryable,
  business: Business,
  itemId: number,
  outletIds: number[],
  rows: VariantOutletValues[],
): Promise<void> {
  const b = business.businessId;
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  if (outletIds.length > 0) {
    const kept = rows.map((row) => sql`(${row.variantId}, ${row.outletId})`);
    await db.execute(sql`delete from ${variantOutlets} where business_id = ${b} and item_id = ${itemId}
      and outlet_id in (${list(outletIds)})
      ${kept.length === 0 ? sql`` : sql`and (variant_id, outlet_id) not in (${sql.join(kept, sql`, `)})`}`);
  }
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) => sql`(${row.variantId}::int, ${row.outletId}::int, ${row.price}::bigint, ${row.stock}::int,
        ${row.lowStockLevel}::int, ${row.keepStock}::boolean, ${row.keepLow}::boolean)`,
    ),
    sql`, `,
  );
  const given = sql`(values ${values}) as v(variant_id, outlet_id, price, stock, low, keep_stock, keep_low)`;
  await db.execute(sql`update ${variantOutlets} vo set price = v.price,
      stock = case when v.keep_stock then coalesce(vo.stock, v.stock) else v.stock end,
      low_stock_level = case when v.keep_low then vo.low_stock_level else v.low end
    from ${given}
    where vo.business_id = ${b} and vo.variant_id = v.variant_id and vo.outlet_id = v.outlet_id`);
  await db.execute(sql`insert into ${variantOutlets}
      (business_id, variant_id, item_id, outlet_id, price, stock, low_stock_level)
    select ${b}, v.variant_id, ${itemId}, v.outlet_id, v.price, v.stock, v.low from ${given}
    where not exists (select 1 from ${variantOutlets} vo where vo.business_id = ${b}
      and vo.variant_id = v.variant_id and vo.outlet_id = v.outlet_id)`);
}

export async function moveItemsToCategory(
  db: Queryable,
  business: Business,
  itemIds: number[],
  categoryId: number | null,
): Promise<void> {
  await db
    .update(items)
    .set({ categoryId, updatedAt: new Date() })
    .where(and(inBusiness(items.businessId, business), inArray(items.id, itemIds)));
}

/** The SKUs among `skus` (lower-cased, trimmed) that variants of other items already carry. */
export async function findTakenSkus(
  db: Queryable,
  business: Business,
  skus: string[],
  exceptItemId: number | null,
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const key = sql<string>`lower(trim(${itemVariants.sku}))`;
  const rows = await db
    .select({ key })
    .from(itemVariants)
    .where(
      and(
        inBusiness(itemVariants.businessId, business),
        inArray(key, skus),
        exceptItemId === null ? undefined : sql`${itemVariants.itemId} <> ${exceptItemId}`,
      ),
    );
  return new Set(rows.map((row) => row.key));
}
