/**
 * The Transactions list opened on one day of some outlets, from another screen (a sales report's row). Both the
 * screen that links and the Transactions screen read this one address, so neither imports the other's feature:
 * `/v2/reports/transactions/success?date=yyyy-MM-dd&outlet=<id>`; no `outlet` is All Outlet. The list shows one
 * outlet or all of them, so a link from several outlets opens on All Outlet.
 */
export const TRANSACTIONS_SUCCESS_PATH = '/v2/reports/transactions/success';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_ID = /^[1-9]\d{0,15}$/;

export interface TransactionsDayLink {
  /** The local business date, yyyy-MM-dd. */
  date: string;
  /** undefined: every outlet within reach. */
  outletId: number | undefined;
}

export function transactionsDayLink(date: string, outletIds: readonly number[] | undefined): string {
  const search = new URLSearchParams({ date });
  if (outletIds?.length === 1) search.set('outlet', String(outletIds[0]));
  return `${TRANSACTIONS_SUCCESS_PATH}?${search.toString()}`;
}

/** The day and outlet a link names, or undefined when the address names none (or a malformed one). */
export function readTransactionsDayLink(search: string): TransactionsDayLink | undefined {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  if (!date || !DATE.test(date) || Number.isNaN(new Date(`${date}T00:00:00`).getTime())) return undefined;
  const outlet = params.get('outlet');
  if (outlet !== null && !POSITIVE_ID.test(outlet)) return undefined;
  return { date, outletId: outlet === null ? undefined : Number(outlet) };
}
