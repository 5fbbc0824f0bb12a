import type { StockState } from '@backoffice/contracts/items';
import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
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
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

/** The item list's reads: one page, one item with everything it links to, reach checks. */

type Business = Pick<Caller, 'businessId'>;

/** Same expression as the unique index `items_business_name_uq`: the list's order and its keyset. */
export const itemNameKey = sql<string>`lower(trim(${items.name}))`;

export interface ItemPageFilter {
  search?: string;
  outletId?: number;
  categoryId?: number;
  brandId?: number;
  stock?: StockState;
}

export interface ItemPageRow {
  id: number;
  name: string;
  kind: 'item' | 'bundle';
  nameKey: string;
  imageUrl: string | null;
  imageFileId: string | null;
  trackStock: boolean;
  categoryName: string | null;
  brandName: string | null;
  variantCount: number;
  minPrice: number;
  maxPrice: number;
  stock: number | null;
  anyOut: boolean | null;
  anyLow: boolean | null;
}

/** `%`, `_` and `\` typed by the merchant are matched as themselves. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The (variant, outlet) rows of an item, at one outlet when the list is filtered by it. */
function stockRows(outletId: number | undefined): SQL {
  return sql`from ${variantOutlets} vo where vo.business_id = ${items.businessId} and vo.item_id = ${items.id}
    ${outletId === undefined ? sql`` : sql`and vo.outlet_id = ${outletId}`}`;
}

/** The conditions of a page's filters (docs/spec-notes.md, "Item list": what low and out mean). */
export function itemFilterConditions(business: Business, filter: ItemPageFilter): SQL[] {
  // Bundle packages are items of another kind with a screen of their own (decision 0170): never rows of this list.
  const conditions: SQL[] = [inBusiness(items.businessId, business), eq(items.kind, 'item')];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(lower(${items.name}) like ${pattern} or exists (
      select 1 from ${itemVariants} sv where sv.business_id = ${items.businessId} and sv.item_id = ${items.id}
        and lower(sv.sku) like ${pattern}))`);
  }
  if (filter.outletId !== undefined) {
    conditions.push(sql`exists (select 1 from ${itemOutlets} fo where fo.business_id = ${items.businessId}
      and fo.item_id = ${items.id} and fo.outlet_id = ${filter.outletId})`);
  }
  if (filter.categoryId !== undefined) conditions.push(eq(items.categoryId, filter.categoryId));
  if (filter.brandId !== undefined) conditions.push(eq(items.brandId, filter.brandId));
  if (filter.stock !== undefined) conditions.push(eq(items.trackStock, true));
  // A tracked item with no stock row (where the list looks) has none on hand.
  if (filter.stock === 'out') {
    conditions.push(sql`(exists (select 1 ${stockRows(filter.outletId)} and coalesce(vo.stock, 0) <= 0)
      or not exists (select 1 ${stockRows(filter.outletId)}))`);
  }
  if (filter.stock === 'low') {
    conditions.push(sql`exists (select 1 ${stockRows(filter.outletId)}
      and vo.stock > 0 and vo.stock <= vo.low_stock_level)`);
  }
  return conditions;
}

/**
 * One page in name order after `afterKey` (keyset on the unique name key: a page boundary never repeats or skips
 * an item while others are added), each row with its category, brand, price range (at the filtered outlet, its own
 * prices there) and stock: one round trip.
 */
export async function listItemPage(
  db: Queryable,
  business: Business,
  page: ItemPageFilter & { afterKey?: string; limit: number },
): Promise<ItemPageRow[]> {
  const conditions = itemFilterConditions(business, page);
  if (page.afterKey !== undefined) conditions.push(sql`${itemNameKey} > ${page.afterKey}`);
  const outletPrice =
    page.outletId === undefined
      ? sql`v.price`
      : sql`coalesce((select op.price from ${variantOutlets} op where op.business_id = v.business_id
          and op.variant_id = v.id and op.outlet_id = ${page.outletId}), v.price)`;
  interface Row {
    id: number;
    name: string;
    kind: 'item' | 'bundle';
    name_key: string;
    image_url: string | null;
    image_file_id: string | null;
    track_stock: boolean;
    category_name: string | null;
    brand_name: string | null;
    variant_count: number;
    min_price: string | number | null;
    max_price: string | number | null;
    stock: string | number | null;
    any_out: boolean | null;
    any_low: boolean | null;
  }
  const result = (await db.execute(sql`
    select ${items.id} as id, ${items.name} as name, ${items.kind} as kind, ${itemNameKey} as name_key,
      ${items.imageUrl} as image_url, ${items.imageFileId} as image_file_id, ${items.trackStock} as track_stock,
      c.name as category_name, b.name as brand_name,
      p.variant_count, p.min_price, p.max_price, s.stock, s.any_out, s.any_low
    from ${items}
    -- Joins, not a sub-select per row: the planner then knows the business is one constant and reads a category by
    -- its key; a sub-select per row scanned the business's categories once per row (docs/performance.md, Item list).
    left join categories c on c.business_id = ${items.businessId} and c.id = ${items.categoryId}
    left join brands b on b.business_id = ${items.businessId} and b.id = ${items.brandId}
    cross join lateral (
      select count(*)::int as variant_count, min(${outletPrice}) as min_price, max(${outletPrice}) as max_price
      from ${itemVariants} v where v.business_id = ${items.businessId} and v.item_id = ${items.id}
    ) p
    left join lateral (
      select sum(coalesce(vo.stock, 0)) as stock, bool_or(coalesce(vo.stock, 0) <= 0) as any_out,
        bool_or(vo.stock > 0 and vo.stock <= vo.low_stock_level) as any_low
      ${stockRows(page.outletId)}
    ) s on ${items.trackStock}
    where ${and(...conditions)}
    order by ${itemNameKey}
    limit ${page.limit}`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    nameKey: row.name_key,
    imageUrl: row.image_url,
    imageFileId: row.image_file_id,
    trackStock: row.track_stock,
    categoryName: row.category_name,
    brandName: row.brand_name,
    variantCount: row.variant_count,
    minPrice: Number(row.min_price ?? 0),
    maxPrice: Number(row.max_price ?? 0),
    stock: row.stock === null ? null : Number(row.stock),
    anyOut: row.any_out,
    anyLow: row.any_low,
  }));
}

export type ItemRecord = typeof items.$inferSelect;

/** An item of the business (bundles included: callers decide), `forUpdate` locking its row. */
export async function findItem(
  db: Queryable,
  business: Business,
  itemId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ItemRecord | undefined> {
  const query = db
    .select()
    .from(items)
    .where(and(inBusiness(items.businessId, business), eq(items.id, itemId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export interface ItemLinks {
  outletIds: number[];
  modifierIds: number[];
  taxIds: number[];
  salesTypeIds: number[];
  variants: {
    id: number;
    name: string;
    sku: string | null;
    price: number;
    cost: number;
    outlets: { outletId: number; price: number | null; stock: number | null; lowStockLevel: number | null }[];
  }[];
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** What one item links to, each list in id (variants: position) order. */
export async function findItemLinks(db: Queryable, business: Business, itemId: number): Promise<ItemLinks> {
  const [outletIds, modifierIds, taxIds, salesTypeIds, variants, perOutlet] = await Promise.all([
    db
      .select({ id: itemOutlets.outletId })
      .from(itemOutlets)
      .where(and(inBusiness(itemOutlets.businessId, business), eq(itemOutlets.itemId, itemId)))
      .orderBy(asc(itemOutlets.outletId))
      .then(idsOf),
    db
      .select({ id: itemModifiers.modifierId })
      .from(itemModifiers)
      .where(and(inBusiness(itemModifiers.businessId, business), eq(itemModifiers.itemId, itemId)))
      .orderBy(asc(itemModifiers.modifierId))
      .then(idsOf),
    db
      .select({ id: itemTaxes.taxId })
      .from(itemTaxes)
      .where(and(inBusiness(itemTaxes.businessId, business), eq(itemTaxes.itemId, itemId)))
      .orderBy(asc(itemTaxes.taxId))
      .then(idsOf),
    db
      .select({ id: itemSalesTypes.salesTypeId })
      .from(itemSalesTypes)
      .where(and(inBusiness(itemSalesTypes.businessId, business), eq(itemSalesTypes.itemId, itemId)))
      .orderBy(asc(itemSalesTypes.salesTypeId))
      .then(idsOf),
    db
      .select({
        id: itemVariants.id,
        name: itemVariants.name,
        sku: itemVariants.sku,
        price: itemVariants.price,
        cost: itemVariants.cost,
      })
      .from(itemVariants)
      .where(and(inBusiness(itemVariants.businessId, business), eq(itemVariants.itemId, itemId)))
      .orderBy(asc(itemVariants.position), asc(itemVariants.id)),
    db
      .select({
        variantId: variantOutlets.variantId,
        outletId: variantOutlets.outletId,
        price: variantOutlets.price,
        stock: variantOutlets.stock,
        lowStockLevel: variantOutlets.lowStockLevel,
      })
      .from(variantOutlets)
      .where(and(inBusiness(variantOutlets.businessId, business), eq(variantOutlets.itemId, itemId)))
      .orderBy(asc(variantOutlets.outletId)),
  ]);
  return {
    outletIds,
    modifierIds,
    taxIds,
    salesTypeIds,
    variants: variants.map((variant) => ({
      ...variant,
      outlets: perOutlet
        .filter((row) => row.variantId === variant.id)
        .map(({ outletId, price, stock, lowStockLevel }) => ({ outletId, price, stock, lowStockLevel })),
    })),
  };
}

/**
 * Which of the given items are also sold at an outlet beyond the caller's reach (decision 0011): nothing to ask
 * for a caller who reaches every outlet, one query for a whole page otherwise.
 */
export async function findItemsBeyondReach(
  db: Queryable,
  caller: Business & OutletReach,
  itemIds: number[],
): Promise<Set<number>> {
  const reach = inOutletReach(caller, itemOutlets.outletId);
  if (reach === undefined || itemIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ itemId: itemOutlets.itemId })
    .from(itemOutlets)
    .where(and(inBusiness(itemOutlets.businessId, caller), inArray(itemOutlets.itemId, itemIds), not(reach)));
  return new Set(rows.map((row) => row.itemId));
}

/** The plain items (not bundles) among `itemIds`, locked for the bulk change that follows. */
export async function lockPlainItems(
  db: Queryable,
  business: Business,
  itemIds: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inBusiness(items.businessId, business), inArray(items.id, itemIds), eq(items.kind, 'item')))
    .orderBy(asc(items.id))
    .for('update');
  return rows.map((row) => row.id);
}
