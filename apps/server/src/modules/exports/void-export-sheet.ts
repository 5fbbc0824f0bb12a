import type { Database } from '../../db/database.js';
import { listVoidRows, type ExportScope } from './export-rows.repository.js';
import { EXPORT_PAGE_ROWS, type ExportSheet } from './export-sheet.js';

type VoidRow = Awaited<ReturnType<typeof listVoidRows>>[number];

/**
 * The void tab's export (one outlet): one row per voided item of completed and cancelled orders, latest first,
 * then the units and the total price, which equal the void tab's tiles for the same outlet and range.
 */
export function voidExportSheet(db: Database, scope: ExportScope): ExportSheet<VoidRow> {
  const totals = { units: 0, total: 0 };
  return {
    header: [
      'Receipt Number',
      'Voided At',
      'Outlet',
      'Voided By',
      'Item',
      'Variant',
      'Quantity',
      'Reason',
      'Total Price',
    ],
    readPage: (after) => listVoidRows(db, scope, { after, limit: EXPORT_PAGE_ROWS }),
    positionOf: (row) => ({ at: row.atKey, id: row.id, itemId: 0 }),
    cellsOf: (row) => [
      row.receiptNumber,
      row.localTime,
      row.outletName,
      row.voidByName,
      row.itemName,
      row.variantName,
      row.quantity,
      row.reason,
      row.total,
    ],
    add(row) {
      totals.units += row.quantity;
      totals.total += row.total;
    },
    footer: async () => [['Total', '', '', '', '', '', totals.units, '', totals.total]],
  };
}
