import type { PdfSalesReport, ReportExportFilters } from '@backoffice/contracts/exports';
import type { PaymentMethodRowDto, SalesFiguresDto, TaxRowDto } from '@backoffice/contracts/sales-reports';
import { reportPaymentMethods } from '../../sales/reports/report-payment-methods.js';
import { reportSalesByPeriod } from '../../sales/reports/report-sales-by-period.js';
import { reportTaxes } from '../../sales/reports/report-taxes.js';
import type { Cell } from './export-sheet-writer.js';
import type { ColumnKind, ReportTable, ReportTableInput } from './sales-report-table.js';

/**
 * The four reports an accountant is handed as a PDF as well as a sheet (decision 0265): Summary, Gross profit,
 * Payment methods and Taxes. Their words come in both languages, for the PDF; a sheet keeps the English ones. The
 * Indonesian words are the report screen's (features/sales-reports i18n).
 */
export type ReportLanguage = ReportExportFilters['language'];

export const REPORT_WORDS = {
  en: {
    period: 'Period',
    transactions: 'Transactions',
    grossSales: 'Gross sales',
    discounts: 'Discounts',
    refunds: 'Refunds',
    netSales: 'Net sales',
    gratuity: 'Gratuity',
    tax: 'Tax',
    rounding: 'Rounding',
    totalCollected: 'Total collected',
    costOfGoods: 'Cost of goods',
    grossProfit: 'Gross profit',
    grossMargin: 'Gross margin (%)',
    method: 'Payment method',
    amount: 'Amount',
    net: 'Net',
    outlet: 'Outlet',
    taxName: 'Tax',
    included: 'Included in price',
    bills: 'Bills',
    taxableAmount: 'Taxable amount',
    collected: 'Collected',
    total: 'Total',
    yes: 'Yes',
    no: 'No',
    includedTotal: 'Tax included in prices (part of Net sales)',
  },
  id: {
    period: 'Periode',
    transactions: 'Transaksi',
    grossSales: 'Penjualan kotor',
    discounts: 'Diskon',
    refunds: 'Refund',
    netSales: 'Penjualan bersih',
    gratuity: 'Biaya layanan',
    tax: 'Pajak',
    rounding: 'Pembulatan',
    totalCollected: 'Total diterima',
    costOfGoods: 'Harga pokok',
    grossProfit: 'Laba kotor',
    grossMargin: 'Margin kotor (%)',
    method: 'Metode pembayaran',
    amount: 'Jumlah',
    net: 'Bersih',
    outlet: 'Outlet',
    taxName: 'Pajak',
    included: 'Termasuk dalam harga',
    bills: 'Tagihan',
    taxableAmount: 'Dasar pengenaan pajak',
    collected: 'Diterima',
    total: 'Total',
    yes: 'Ya',
    no: 'Tidak',
    includedTotal: 'Pajak yang termasuk dalam harga (bagian dari Penjualan bersih)',
  },
} as const;
type Words = (typeof REPORT_WORDS)[ReportLanguage];
const MONEY4: ColumnKind[] = ['money', 'money', 'money', 'money'];

const summaryCells = (row: SalesFiguresDto): Cell[] => [
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
const profitCells = (row: SalesFiguresDto): Cell[] => [
  row.netSales,
  row.costOfGoods,
  row.grossProfit,
  row.grossMargin,
];
const methodCells = (row: PaymentMethodRowDto): Cell[] => [
  row.transactions,
  row.amount,
  row.refunds,
  row.net,
];
const taxCells = (row: TaxRowDto): Cell[] => [
  row.bills,
  row.taxableAmount,
  row.amount,
  row.refunds,
  row.collected,
];

/**
 * One of the four reports as a table, in `language`. A period is named by its first day (yyyy-MM-dd), as the
 * sheet has always written it; the PDF words it (render-report-pdf.ts).
 */
export async function periodTable(
  { db, business, outlets, range, filters }: ReportTableInput,
  report: PdfSalesReport,
  language: ReportLanguage = 'en',
): Promise<ReportTable> {
  const w: Words = REPORT_WORDS[language];
  if (report === 'payment_methods') {
    const answer = await reportPaymentMethods(db, business, outlets, range);
    return {
      header: [w.method, w.transactions, w.amount, w.refunds, w.net],
      kinds: ['text', 'count', 'money', 'money', 'money'],
      rows: answer.rows.map((row) => [row.name, ...methodCells(row)]),
      total: [w.total, ...methodCells(answer.total)],
      notes: [],
    };
  }
  if (report === 'taxes') {
    const answer = await reportTaxes(db, business, outlets, range);
    const figures = [w.bills, w.taxableAmount, w.amount, w.refunds, w.collected];
    return {
      header: [w.outlet, w.taxName, w.included, ...figures],
      kinds: ['text', 'text', 'text', 'count', ...MONEY4],
      rows: answer.rows.map((row) => [
        row.outletName,
        row.name,
        row.included ? w.yes : w.no,
        ...taxCells(row),
      ]),
      total: [w.total, '', '', ...taxCells(answer.total)],
      notes: answer.rows.some((row) => row.included)
        ? [[w.includedTotal, '', w.yes, ...taxCells(answer.includedTotal)]]
        : [],
    };
  }
  const answer = await reportSalesByPeriod(db, business, outlets, range, filters.period);
  if (report === 'summary') {
    return {
      header: [
        w.period,
        w.transactions,
        w.grossSales,
        w.discounts,
        w.refunds,
        w.netSales,
        w.gratuity,
        w.tax,
        w.rounding,
        w.totalCollected,
      ],
      kinds: ['period', 'count', ...MONEY4, ...MONEY4],
      rows: answer.rows.map((row) => [row.period, ...summaryCells(row)]),
      total: [w.total, ...summaryCells(answer.total)],
      notes: [],
    };
  }
  return {
    header: [w.period, w.netSales, w.costOfGoods, w.grossProfit, w.grossMargin],
    kinds: ['period', 'money', 'money', 'money', 'percent'],
    rows: answer.rows.map((row) => [row.period, ...profitCells(row)]),
    total: [w.total, ...profitCells(answer.total)],
    notes: [],
  };
}
