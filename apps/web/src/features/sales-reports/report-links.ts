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

/**
 * The Transactions list of one item over the report's days and outlets (decision 0260): the address that screen
 * reads (`success?from=&to=&outlet=&item=&item_name=&variant=`), with the item's names as the row shows them, so
 * the list can name the item without asking. A row without a catalogue id has no such link: undefined.
 */
export function transactionsItemLink(
  row: { itemId: number | null; name: string; variantName: string },
  range: { startDate: string; endDate: string },
  outletIds: readonly number[] | undefined,
): string | undefined {
  if (row.itemId === null) return undefined;
  const search = new URLSearchParams({ from: range.startDate.slice(0, 10), to: range.endDate.slice(0, 10) });
  if (outletIds?.length === 1) search.set('outlet', String(outletIds[0]));
  search.set('item', String(row.itemId));
  search.set('item_name', row.name);
  if (row.variantName !== '') search.set('variant', row.variantName);
  return `/v2/reports/transactions/success?${search.toString()}`;
}
