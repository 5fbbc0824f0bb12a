import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { categories, items, itemVariants } from '../../db/schema/index.js';
import type { ExportScope, RowPosition } from './export-rows.repository.js';

/**
 * One page of the catalogue's variants for the Item list's export (decision 0180): one row per variant of every item
 * (bundle packages have no place in the import's columns), with the names of the export's outlets that sell its
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
        page.after
          ? sql`(${itemVariants.itemId}, ${itemVariants.id}) > (${page.after.itemId}, ${page.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(itemVariants.itemId), asc(itemVariants.id))
    .limit(page.limit);
}
