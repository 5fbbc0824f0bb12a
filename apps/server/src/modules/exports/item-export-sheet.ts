import type { Database } from '../../db/database.js';
import { listItemRows, type ExportScope } from './export-rows.repository.js';
import { EXPORT_PAGE_ROWS, type ExportSheet } from './export-sheet.js';

type ItemRow = Awaited<ReturnType<typeof listItemRows>>[number];

/** The success tab's Item Details export: one row per item of a completed order, then the totals. */
export function itemExportSheet(db: Database, scope: ExportScope): ExportSheet<ItemRow> {
  const totals = { quantity: 0, refunded: 0, gross: 0, discount: 0 };
  return {
    header: [
      'Receipt Number',
      'Date',
      'Outlet',
      'Sales Type',
      'Category',
      'Item',
      'Variant',
      'Quantity',
      'Refunded Quantity',
      'Unit Price',
      'Gross Sales',
      'Discount',
      'Net Sales',
    ],
    readPage: (after) => listItemRows(db, scope, { after, limit: EXPORT_PAGE_ROWS }),
    positionOf: (row) => ({ at: row.atKey, id: row.orderId, itemId: row.itemId }),
    cellsOf: (row) => [
      row.receiptNumber,
      row.localTime,
      row.outletName,
      row.salesType,
      row.category,
      row.itemName,
      row.variantName,
      row.quantity,
      row.refundedQuantity,
      row.unitPrice,
      row.grossAmount,
      row.discountAmount,
      row.grossAmount - row.discountAmount,
    ],
    add(row) {
      totals.quantity += row.quantity;
      totals.refunded += row.refundedQuantity;
      totals.gross += row.grossAmount;
      totals.discount += row.discountAmount;
    },
    footer: async () => [
      [
        'Total',
        '',
        '',
        '',
        '',
        '',
        '',
        totals.quantity,
        totals.refunded,
        '',
        totals.gross,
        totals.discount,
        totals.gross - totals.discount,
      ],
    ],
  };
}
