import type { ReportExportFilters } from '@backoffice/contracts/exports';
import type { PaymentMethodRowDto, SalesFiguresDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import { reportPaymentMethods } from '../../sales/reports/report-payment-methods.js';
import { reportSalesByPeriod } from '../../sales/reports/report-sales-by-period.js';
import { outletScopeOf, type ExportScope, type RowPosition } from './export-rows.repository.js';
import type { ExportSheet } from './export-sheet.js';
import type { Cell } from './export-sheet-writer.js';

/**
 * A report of Reports › Sales as a file (decision 0231): the rows and the total row of the very answer the screen
 * shows (sales/reports), so the file's totals are the screen's. A report's rows are one per period or method — at
 * most a row per day of a two-year range — so they are computed at once rather than read in pages.
 */

const SUMMARY = [
  'Period',
  'Transactions',
  'Gross sales',
  'Discounts',
  'Refunds',
  'Net sales',
  'Gratuity',
  'Tax',
  'Rounding',
  'Total collected',
] as const;
const GROSS_PROFIT = ['Period', 'Net sales', 'Cost of goods', 'Gross profit', 'Gross margin (%)'] as const;
const PAYMENT_METHODS = ['Payment method', 'Transactions', 'Amount', 'Refunds', 'Net'] as const;

const summaryCells = (row: SalesFiguresDto, label: string): Cell[] => [
  label,
  row.transactions,
  row.grossSales,
  row.discounts,
  row.refunds,
  row.netSales,
  row.gratuity,
  row.tax,
  row.rounding,
  row.totalCollected,
];
const profitCells = (row: SalesFiguresDto, label: string): Cell[] => [
  label,
  row.netSales,
  row.costOfGoods,
  row.grossProfit,
  row.grossMargin,
];
const methodCells = (row: PaymentMethodRowDto, label: string): Cell[] => [
  label,
  row.transactions,
  row.amount,
  row.refunds,
  row.net,
];

async function reportRows(
  db: Queryable,
  scope: ExportScope,
  filters: ReportExportFilters,
): Promise<{ rows: Cell[][]; total: Cell[] }> {
  const business = { businessId: scope.businessId };
  const outlets = outletScopeOf(scope);
  if (filters.report === 'payment_methods') {
    const answer = await reportPaymentMethods(db, business, outlets, scope.range);
    return {
      rows: answer.rows.map((row) => methodCells(row, row.name)),
      total: methodCells(answer.total, 'Total'),
    };
  }
  const answer = await reportSalesByPeriod(db, business, outlets, scope.range, filters.period);
  const cells = filters.report === 'summary' ? summaryCells : profitCells;
  return { rows: answer.rows.map((row) => cells(row, row.period)), total: cells(answer.total, 'Total') };
}

export function salesReportSheet(db: Queryable, scope: ExportScope): ExportSheet<Cell[]> {
  const filters = scope.report;
  if (!filters) throw new Error('a sales report export without its report');
  let total: Cell[] = [];
  return {
    header:
      filters.report === 'summary'
        ? SUMMARY
        : filters.report === 'gross_profit'
          ? GROSS_PROFIT
          : PAYMENT_METHODS,
    async readPage(after: RowPosition | undefined) {
      if (after) return [];
      const answer = await reportRows(db, scope, filters);
      total = answer.total;
      return answer.rows;
    },
    positionOf: () => ({ at: '', id: 0, itemId: 0 }),
    cellsOf: (row) => row,
    add: () => undefined,
    footer: async () => [total],
  };
}
