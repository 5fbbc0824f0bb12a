import type { ItemImportColumn } from '@backoffice/contracts/item-import';
import type { ImportedItemRow, StoredImportProblem } from '../../db/schema/index.js';
import type { CatalogueItem } from './import-catalogue.repository.js';
import { problem } from './parse-import-sheet.js';

/** A name or SKU as the unique indexes compare them. */
export const nameKey = (name: string) => name.trim().toLowerCase();
const sameOutlets = (a: ImportedItemRow['outletIds'], b: ImportedItemRow['outletIds']) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

export interface ImportCatalogue {
  items: ReadonlyMap<string, CatalogueItem>;
  skuOwners: ReadonlyMap<string, { variantId: number; itemName: string }>;
  categoryIds: ReadonlyMap<string, number>;
}

/** What the rows need looked up in the catalogue. */
export function wantedKeys(rows: readonly ImportedItemRow[]) {
  const set = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((value): value is string => !!value).map(nameKey)),
  ];
  return {
    itemKeys: set(rows.map((row) => row.itemName)),
    skuKeys: set(rows.map((row) => row.sku)),
    categoryKeys: set(rows.map((row) => row.category)),
  };
}

/** The existing variant a row updates: the one of its item with the row's variant name. */
export function matchedVariant(row: ImportedItemRow, catalogue: ImportCatalogue) {
  return catalogue.items.get(nameKey(row.itemName))?.variants.find((v) => v.key === nameKey(row.variantName));
}

/**
 * The rules across rows and against the catalogue, with the item panel's words (decision 0180): an item and variant
 * once per file, a SKU once per file and not another variant's in the business, the rows of one item agreeing on its
 * category, stock tracking and outlets, and no bundle package of the name. Run at upload for the preview and again
 * by the run, against the catalogue as it is then.
 */
export function checkImportRows(rows: readonly ImportedItemRow[], catalogue: ImportCatalogue) {
  const problems: StoredImportProblem[] = [];
  const variantsSeen = new Map<string, number>();
  const skusSeen = new Map<string, number>();
  const firstOfItem = new Map<string, ImportedItemRow>();
  const newCategories = new Set<string>();
  for (const row of rows) {
    const refuse = (column: ItemImportColumn, name: Parameters<typeof problem>[2], params = {}) =>
      problems.push(problem(row.row, column, name, params));
    const itemKey = nameKey(row.itemName);
    const variantKey = `${itemKey}\u0000${nameKey(row.variantName)}`;
    const earlier = variantsSeen.get(variantKey);
    if (earlier !== undefined) refuse('variant_name', 'duplicateRow', { row: earlier });
    else variantsSeen.set(variantKey, row.row);

    const existing = catalogue.items.get(itemKey);
    if (existing?.kind === 'bundle') refuse('item_name', 'bundleName');

    if (row.sku) {
      const skuKey = nameKey(row.sku);
      const earlierSku = skusSeen.get(skuKey);
      if (earlierSku !== undefined) refuse('sku', 'duplicateSku', { row: earlierSku });
      else skusSeen.set(skuKey, row.row);
      const owner = catalogue.skuOwners.get(skuKey);
      if (owner && owner.variantId !== matchedVariant(row, catalogue)?.id) {
        refuse('sku', 'skuTaken', { item: owner.itemName });
      }
    }

    const first = firstOfItem.get(itemKey);
    if (!first) firstOfItem.set(itemKey, row);
    else {
      if (nameKey(first.category ?? '') !== nameKey(row.category ?? '')) {
        refuse('category', 'itemDiffers', { row: first.row });
      }
      if ((first.trackStock ?? false) !== (row.trackStock ?? false)) {
        refuse('track_stock', 'itemDiffers', { row: first.row });
      }
      if (!sameOutlets(first.outletIds, row.outletIds)) refuse('outlets', 'itemDiffers', { row: first.row });
    }
    if (row.category && !catalogue.categoryIds.has(nameKey(row.category)))
      newCategories.add(nameKey(row.category));
  }
  const itemKeys = [...firstOfItem.keys()];
  return {
    problems,
    refusedRows: new Set(problems.map((entry) => entry.row)).size,
    newItems: itemKeys.filter((key) => !catalogue.items.has(key)).length,
    updatedItems: itemKeys.filter((key) => catalogue.items.has(key)).length,
    newCategories: newCategories.size,
  };
}
