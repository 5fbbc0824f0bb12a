import { BUILT_SALES_REPORTS, type BuiltSalesReport } from './sales-report-paths';

export function isBuiltSalesReport(value: string | undefined): value is BuiltSalesReport {
  return (BUILT_SALES_REPORTS as readonly string[]).includes(value ?? '');
}

/**
 * The Transactions list on one day of the report's outlets: the address that screen reads
 * (`/v2/reports/transactions/success?date=yyyy-MM-dd&outlet=<id>`, written here since features never import each
 * other). The list shows one outlet or all, so every outlet or several open on All Outlet.
 */
export function transactionsDayLink(date: string, outletIds: readonly number[] | undefined): string {
  const search = new URLSearchParams({ date });
  if (outletIds?.length === 1) search.set('outlet', String(outletIds[0]));
  return `/v2/reports/transactions/success?${search.toString()}`;
}
