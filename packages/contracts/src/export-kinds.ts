import { SALES_REPORTS, type SalesReportName } from './sales-report-names.js';

/*
 * The kinds of export and which need one outlet, apart from the exports' request and answer schemas: a screen's
 * Export button reads these at first paint, and the schemas load only with the request, on the first click
 * (decision 0231).
 */

export const exportFeatureNames = [
  'order-export-transaction',
  'order-export-item-detail',
  'order-export-cancelled',
  'order-export-void',
  /**
   * The Item list's export: the catalogue as it is when the file is written, in the columns of the item import's
   * template (decision 0180); the range is recorded but not read.
   */
  'items',
  /**
   * A report of Reports › Sales (decision 0231): the rows and the total row the screen shows, for the report, range,
   * period and outlets of `additional.report_filters`. Needs Reports › Sales rather than Reports › Transactions.
   */
  'sales-report',
] as const;
export type ExportFeatureName = (typeof exportFeatureNames)[number];
/**
 * The cancelled and void tabs' exports ("Export"): one outlet each. The spec's payload names the
 * outlet's name and the order statuses too; both follow from the outlet and the feature here (docs/spec-notes.md).
 */
export const singleOutletExports: readonly ExportFeatureName[] = [
  'order-export-cancelled',
  'order-export-void',
];
export const SINGLE_OUTLET_EXPORT_MESSAGE = 'Exporting cancelled or void transactions needs a single outlet.';

/** Whether the feature's export may be asked for with `outletId` selected (-1 or null: All Outlet). */
export function canExportFor(feature: ExportFeatureName, outletId: number | null): boolean {
  return !singleOutletExports.includes(feature) || (outletId !== null && outletId > 0);
}

/** The reports whose file can be asked for: all fourteen of Reports › Sales (decisions 0231, 0265). */
export const exportableSalesReports = SALES_REPORTS;
export type ExportableSalesReport = SalesReportName;

/**
 * The reports an accountant is handed as a PDF as well (decision 0265): a page or a few of figures per period,
 * per method or per tax, narrow enough for a landscape A4 page.
 */
export const pdfSalesReports = ['summary', 'gross_profit', 'payment_methods', 'taxes'] as const;
export type PdfSalesReport = (typeof pdfSalesReports)[number];
export const isPdfSalesReport = (report: string): report is PdfSalesReport =>
  (pdfSalesReports as readonly string[]).includes(report);
