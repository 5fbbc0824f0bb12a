/**
 * The sales reports, each its own address under /v2 (the old `/reports/sales/<report>` redirects to it): all
 * fourteen of Reports › Sales. The contracts' SALES_REPORTS written again, so that the app's path table takes no
 * shared chunk of its own onto every page (decision 0145); report-links.test.ts holds the two equal.
 */
export const BUILT_SALES_REPORTS = [
  'summary',
  'gross_profit',
  'payment_methods',
  'item_sales',
  'category_sales',
  'modifier_sales',
  'discounts',
  'taxes',
  'gratuity',
  'staff',
  'server',
  'sales_type',
  'hourly_item/sold',
  'hourly_item/amount',
] as const;
export type BuiltSalesReport = (typeof BUILT_SALES_REPORTS)[number];

export const SALES_REPORTS_PATH = '/v2/reports/sales';

export const salesReportPath = (report: BuiltSalesReport) => `${SALES_REPORTS_PATH}/${report}`;
