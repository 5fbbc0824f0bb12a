import { itemImportColumns, itemImportHeaders, itemImportYesNo } from '@backoffice/contracts/item-import';
import type { Database } from '../../db/database.js';
import type { ExportScope } from './export-rows.repository.js';
import { EXPORT_PAGE_ROWS, type ExportSheet } from './export-sheet.js';
import { listItemListRows } from './item-list-rows.repository.js';

type ItemListRow = Awaited<ReturnType<typeof listItemListRows>>[number];

/**
 * The Item list's export: the item import's columns (decision 0180), so the file can be edited and imported back.
 * English like every export's header (decision 0060); the import reads either language.
 */
export function itemListExportSheet(db: Database, scope: ExportScope): ExportSheet<ItemListRow> {
  const { yes, no } = itemImportYesNo.en;
  return {
    header: itemImportColumns.map((column) => itemImportHeaders.en[column]),
    readPage: (after) => listItemListRows(db, scope, { after, limit: EXPORT_PAGE_ROWS }),
    positionOf: (row) => ({ at: '', id: row.id, itemId: row.itemId }),
    cellsOf: (row) => [
      row.itemName,
      row.variantName,
      row.category,
      row.sku,
      Number(row.price),
      Number(row.cost),
      row.outlets,
      row.trackStock ? yes : no,
      row.trackStock && row.stock !== null ? Number(row.stock) : '',
      row.trackStock && row.lowStockLevel !== null ? Number(row.lowStockLevel) : '',
    ],
    add: () => undefined,
    footer: async () => [],
  };
}
