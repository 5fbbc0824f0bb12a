import type { Database } from '../../db/database.js';
import { listCancelledRows, type ExportScope } from './export-rows.repository.js';
import { EXPORT_PAGE_ROWS, type ExportSheet } from './export-sheet.js';

type CancelledRow = Awaited<ReturnType<typeof listCancelledRows>>[number];

/**
 * The cancelled tab's export (one outlet): one row per cancelled order, latest first, then the count and the total
 * price, which equal the cancelled tab's tiles for the same outlet and range.
 */
export function cancelledExportSheet(db: Database, scope: ExportScope): ExportSheet<CancelledRow> {
  const totals = { count: 0, total: 0 };
  return {
    header: ['Receipt Number', 'Cancelled At', 'Outlet', 'Cancelled By', 'Reason', 'Total Price'],
    readPage: (after) => listCancelledRows(db, scope, { after, limit: EXPORT_PAGE_ROWS }),
    positionOf: (row) => ({ at: row.atKey, id: row.id, itemId: 0 }),
    cellsOf: (row) => [
      row.receiptNumber,
      row.localTime,
      row.outletName,
      row.cancelledByName,
      row.reason,
      row.total,
    ],
    add(row) {
      totals.count += 1;
      totals.total += row.total;
    },
    footer: async () => [['Total', `${totals.count} transactions`, '', '', '', totals.total]],
  };
}
