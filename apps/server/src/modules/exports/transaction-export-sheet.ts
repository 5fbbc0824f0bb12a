import type { Database } from '../../db/database.js';
import {
  listTransactionRows,
  outletScopeOf,
  type ExportScope,
  type TransactionRow,
} from './export-rows.repository.js';
import { sumRefundedNetSales } from '../../sales/orders.repository.js';
import { EXPORT_PAGE_ROWS, labelled, type ExportSheet } from './export-sheet.js';

const HEADER = [
  'Receipt Number',
  'Date',
  'Outlet',
  'Staff',
  'Customer',
  'Items',
  'Payment Method',
  'Gross Sales',
  'Discounts',
  'Redeemed',
  'Tax',
  'Gratuity',
  'Rounding',
  'Net Sales',
  'Total Collected',
  'Refunded',
];
const NET_SALES_COLUMN = HEADER.indexOf('Net Sales');

/**
 * The success tab's transaction export: one row per completed order, then the totals, the net sales refunds in the
 * range gave back and the net sales after them, which equal the summary API's `netSales` (decision 0060).
 */
export function transactionExportSheet(db: Database, scope: ExportScope): ExportSheet<TransactionRow> {
  const totals = {
    count: 0,
    gross: 0,
    discounts: 0,
    redeem: 0,
    tax: 0,
    gratuity: 0,
    rounding: 0,
    net: 0,
    collected: 0,
    refunded: 0,
  };
  return {
    header: HEADER,
    readPage: (after) => listTransactionRows(db, scope, { after, limit: EXPORT_PAGE_ROWS }),
    positionOf: (row) => ({ at: row.atKey, id: row.orderId, itemId: 0 }),
    cellsOf: (row) => [
      row.receiptNumber,
      row.localTime,
      row.outletName,
      row.staffName,
      row.customerName,
      row.items,
      row.paymentMethods,
      row.grossSales,
      row.discounts,
      row.redeemAmount,
      row.tax,
      row.gratuity,
      row.rounding,
      row.netSales,
      row.totalCollected,
      row.refunded,
    ],
    add(row) {
      totals.count += 1;
      totals.gross += row.grossSales;
      totals.discounts += row.discounts;
      totals.redeem += row.redeemAmount;
      totals.tax += row.tax;
      totals.gratuity += row.gratuity;
      totals.rounding += row.rounding;
      totals.net += row.netSales;
      totals.collected += row.totalCollected;
      totals.refunded += row.refunded;
    },
    async footer() {
      const refundedNet = await sumRefundedNetSales(db, scope, outletScopeOf(scope), { range: scope.range });
      return [
        [
          'Total',
          `${totals.count} transactions`,
          '',
          '',
          '',
          '',
          '',
          totals.gross,
          totals.discounts,
          totals.redeem,
          totals.tax,
          totals.gratuity,
          totals.rounding,
          totals.net,
          totals.collected,
          totals.refunded,
        ],
        labelled('Refunds in range (net sales)', NET_SALES_COLUMN, refundedNet),
        labelled('Net sales after refunds', NET_SALES_COLUMN, totals.net + refundedNet),
      ];
    },
  };
}
