import type { ItemExportFilters } from '@backoffice/contracts/exports';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { categories, items, itemVariants } from '../../db/schema/index.js';
import type { ExportScope, RowPosition } from './export-rows.repository.js';

/** `%`, `_` and `\` typed by the merchant are matched as themselves, as the list's search does. */
const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The items the Item list shows with the same filters (docs/spec-notes.md "Item list": search by name or SKU,
 * category, brand, stock state at the filtered outlet or else at every outlet), among the items sold at an outlet
 * of the export (or sold nowhere): an item sold only beyond the caller's reach is not theirs to export (decision
 * 0215). The list's repository is the items module's; the API test holds the two to the same rows.
 */
function itemConditions(inScope: SQL, scope: ExportScope): SQL[] {
  const outletId = scope.items?.outletId ?? null;
  const filters: ItemExportFilters = scope.items?.filters ?? {};
  const conditions: SQL[] = [
    outletId === null
      ? sql`(exists (select 1 from item_outlets io join outlets o on o.business_id = io.business_id
          and o.id = io.outlet_id where io.business_id = ${items.businessId} and io.item_id = ${items.id}
          and ${inScope})
        or not exists (select 1 from item_outlets io where io.business_id = ${items.businessId}
          and io.item_id = ${items.id}))`
      : sql`exists (select 1 from item_outlets io where io.business_id = ${items.businessId}
          and io.item_id = ${items.id} and io.outlet_id = ${outletId})`,
  ];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(sql`(lower(${items.name}) like ${pattern} or exists (
      select 1 from item_variants sv where sv.business_id = ${items.businessId} and sv.item_id = ${items.id}
        and lower(sv.sku) like ${pattern}))`);
  }
  if (filters.category !== undefined) conditions.push(eq(items.categoryId, filters.category));
  if (filters.brand !== undefined) conditions.push(eq(items.brandId, filters.brand));
  if (filters.stock !== undefined) conditions.push(eq(items.trackStock, true));
  const stockRows = sql`from variant_outlets so where so.business_id = ${items.businessId}
    and so.item_id = ${items.id} ${outletId === null ? sql`` : sql`and so.outlet_id = ${outletId}`}`;
  if (filters.stock === 'out') {
    conditions.push(sql`(exists (select 1 ${stockRows} and coalesce(so.stock, 0) <= 0)
      or not exists (select 1 ${stockRows}))`);
  }
  if (filters.stock === 'low') {
    conditions.push(sql`exists (select 1 ${stockRows} and so.stock > 0 and so.stock <= so.low_stock_level)`);
  }
  return conditions;
}

/**
 * One page of the catalogue's variants for the Item list's export (decision 0180): one row per variant of each item
 * the list's filters keep (bundle packages have no place in the import's columns), with the names of the export's outlets that sell its
 * item and its stock and low-stock level there when they are the same at each of them. In item id, then variant id
 * order, after `after` (`itemId`, `id`).
 */
export async function listItemListRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  const outletIds = scope.outlets.map((outlet) => outlet.id);
  const inScope =
    outletIds.length === 0
      ? sql`false`
      : sql`o.id in (${sql.join(
          outletIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const stockAt = (column: 'stock' | 'low_stock_level') => sql<number | null>`(select case when count(*) > 0
      and count(distinct vo.${sql.raw(column)}) = 1 and count(vo.${sql.raw(column)}) = count(*)
      then min(vo.${sql.raw(column)}) end
    from variant_outlets vo join outlets o on o.business_id = vo.business_id and o.id = vo.outlet_id
    where vo.business_id = ${itemVariants.businessId} and vo.variant_id = ${itemVariants.id} and ${inScope})`;
  return db
    .select({
      id: itemVariants.id,
      itemId: itemVariants.itemId,
      itemName: items.name,
      variantName: itemVariants.name,
      category: sql<string>`coalesce(${categories.name}, '')`,
      sku: sql<string>`coalesce(${itemVariants.sku}, '')`,
      price: itemVariants.price,
      cost: itemVariants.cost,
      outlets: sql<string>`coalesce((select string_agg(o.name, ', ' order by o.name) from item_outlets io
        join outlets o on o.business_id = io.business_id and o.id = io.outlet_id
        where io.business_id = ${items.businessId} and io.item_id = ${items.id} and ${inScope}), '')`,
      trackStock: items.trackStock,
      stock: stockAt('stock'),
      lowStockLevel: stockAt('low_stock_level'),
    })
    .from(itemVariants)
    .innerJoin(items, and(eq(items.businessId, itemVariants.businessId), eq(items.id, itemVariants.itemId)))
    .leftJoin(
      categories,
      and(eq(categories.businessId, items.businessId), eq(categories.id, items.categoryId)),
    )
    .where(
      and(
        eq(itemVariants.businessId, scope.businessId),
        eq(items.kind, 'item'),
        ...itemConditions(inScope, scope),
        page.after
          ? sql`(${itemVariants.itemId}, ${itemVariants.id}) > (${page.after.itemId}, ${page.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(itemVariants.itemId), asc(itemVariants.id))
    .limit(page.limit);
}
