import type { definitionsEn } from './i18n/definitions.en';
import type { salesReportsEn } from './i18n/sales-reports.en';
import type { BuiltSalesReport } from './sales-report-paths';

type Catalogue = typeof salesReportsEn;

/** A figure a report defines its own way: its column's heading and its definition's key. */
export interface ReportTerm {
  label: keyof Catalogue['columns'];
  text: keyof typeof definitionsEn;
}

/**
 * What a report's own figures include, shown under the definitions every report shares, where the figure is not
 * one of those (decision 0245's readings: who a refund counts under, what a tax is charged on).
 */
export const REPORT_TERMS: Partial<Record<BuiltSalesReport, readonly ReportTerm[]>> = {
  modifier_sales: [{ label: 'amount', text: 'modifierAmount' }],
  discounts: [{ label: 'amountGiven', text: 'amountGiven' }],
  taxes: [
    { label: 'taxableAmount', text: 'taxableAmount' },
    { label: 'collected', text: 'taxCollected' },
  ],
  gratuity: [
    { label: 'baseAmount', text: 'gratuityBase' },
    { label: 'collected', text: 'gratuityCollected' },
  ],
  staff: [
    { label: 'netSales', text: 'staffNetSales' },
    { label: 'averageBill', text: 'averageBill' },
    { label: 'voids', text: 'voids' },
    { label: 'cancellations', text: 'cancellations' },
  ],
  server: [
    { label: 'netSales', text: 'serverNetSales' },
    { label: 'averageBill', text: 'averageBill' },
    { label: 'voids', text: 'voids' },
    { label: 'cancellations', text: 'cancellations' },
  ],
  sales_type: [{ label: 'netSales', text: 'salesTypeNetSales' }],
};
