import type { Queryable } from '../../db/database.js';
import type { ImportedItemRow } from '../../db/schema/index.js';
import { matchedVariant, nameKey, type ImportCatalogue } from './check-import-rows.js';
import {
  ensureCategories,
  insertItems,
  insertVariants,
  setItemOutlets,
  updateItems,
  updateVariants,
  upsertVariantStock,
  type NewVariant,
} from './import-catalogue.repository.js';

/** Rows written between two progress reports. */
export const PROGRESS_EVERY_ROWS = 1000;

/**
 * Writes checked rows into the catalogue, in the caller's transaction (decision 0180): the categories they name,
 * their items (created, or updated by name) and variants (created, or updated by name within their item), which
 * outlets sell each item (within the importer's reach) and stock where the item tracks it. Set-wise, a few
 * statements per thousand rows, so that 5,000 rows take seconds.
 */
export async function writeImportRows(
  tx: Queryable,
  business: { businessId: number },
  rows: readonly ImportedItemRow[],
  catalogue: ImportCatalogue,
  reach: readonly number[],
  onProgress: (written: number) => Promise<void>,
): Promise<void> {
  const categoryNames = new Map<string, string>();
  for (const row of rows) if (row.category) categoryNames.set(nameKey(row.category), row.category.trim());
  const categoryIds = await ensureCategories(tx, business, categoryNames);
  const categoryOf = (row: ImportedItemRow) =>
    row.category === undefined
      ? undefined
      : row.category === null
        ? null
        : categoryIds.get(nameKey(row.category))!;

  // The first row of each item carries the item's own values (the check made the others agree).
  const firstRows = new Map<string, ImportedItemRow>();
  for (const row of rows)
    if (!firstRows.has(nameKey(row.itemName))) firstRows.set(nameKey(row.itemName), row);
  const itemIds = new Map<string, number>();
  const created = [...firstRows.entries()].filter(([key]) => !catalogue.items.has(key));
  const newIds = await insertItems(
    tx,
    business,
    created.map(([, row]) => ({
      name: row.itemName,
      categoryId: categoryOf(row) ?? null,
      trackStock: row.trackStock ?? false,
    })),
  );
  for (const [key, id] of newIds) itemIds.set(key, id);
  const updated = [...firstRows.entries()].filter(([key]) => catalogue.items.has(key));
  for (const [key] of updated) itemIds.set(key, catalogue.items.get(key)!.id);
  await updateItems(
    tx,
    business,
    updated.map(([key, row]) => ({
      id: catalogue.items.get(key)!.id,
      categoryId: categoryOf(row),
      trackStock: row.trackStock,
    })),
  );

  // Variants, in pages of rows so the progress moves as they are written.
  const positions = new Map<string, number>();
  const variantIds: number[] = [];
  for (let start = 0; start < rows.length; start += PROGRESS_EVERY_ROWS) {
    const page = rows.slice(start, start + PROGRESS_EVERY_ROWS);
    const fresh: NewVariant[] = [];
    const freshIndex: number[] = [];
    const changed = [];
    for (const [index, row] of page.entries()) {
      const key = nameKey(row.itemName);
      const existing = matchedVariant(row, catalogue);
      if (existing) {
        variantIds[start + index] = existing.id;
        changed.push({
          id: existing.id,
          price: row.price,
          ...(row.cost === undefined ? {} : { cost: row.cost }),
          ...(row.sku === undefined ? {} : { sku: row.sku }),
          skuChanges: row.sku !== undefined && nameKey(row.sku ?? '') !== nameKey(existing.sku ?? ''),
        });
        continue;
      }
      const position = positions.get(key) ?? catalogue.items.get(key)?.variants.length ?? 0;
      positions.set(key, position + 1);
      fresh.push({
        itemId: itemIds.get(key)!,
        name: row.variantName,
        sku: row.sku ?? null,
        price: row.price,
        cost: row.cost ?? 0,
        position,
      });
      freshIndex.push(start + index);
    }
    await updateVariants(tx, business, changed);
    const ids = await insertVariants(tx, business, fresh);
    ids.forEach((id, index) => (variantIds[freshIndex[index]!] = id));
    await onProgress(start + page.length);
  }

  // Which outlets sell each item: a new item every outlet within reach unless its rows name some.
  const outletsOf = (row: ImportedItemRow, isNew: boolean) =>
    Array.isArray(row.outletIds) ? row.outletIds : row.outletIds === 'all' || isNew ? reach : undefined;
  const links = [...firstRows.entries()].flatMap(([key, row]) => {
    const outletIds = outletsOf(row, !catalogue.items.has(key));
    return outletIds ? [{ itemId: itemIds.get(key)!, outletIds }] : [];
  });
  await setItemOutlets(tx, business, reach, links);

  // Stock at each outlet of the row where the item tracks it and the file gives a figure.
  const stock = rows.flatMap((row, index) => {
    const first = firstRows.get(nameKey(row.itemName))!;
    if (!first.trackStock || (row.stock == null && row.lowStockLevel == null)) return [];
    const outletIds = outletsOf(first, true)!;
    return outletIds.map((outletId) => ({
      variantId: variantIds[index]!,
      itemId: itemIds.get(nameKey(row.itemName))!,
      outletId,
      stock: row.stock ?? null,
      lowStockLevel: row.lowStockLevel ?? null,
    }));
  });
  await upsertVariantStock(tx, business, stock);
}
