/*
 * The reports' names alone, without their answers' schemas: the sidebar's permission paths, the web app's
 * addresses and the export kinds read them at first paint (decision 0231).
 */

/** The fourteen reports of the sidebar's Reports › Sales, by the path segment after `/reports/sales/`. */
export const SALES_REPORTS = [
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
export type SalesReportName = (typeof SALES_REPORTS)[number];
