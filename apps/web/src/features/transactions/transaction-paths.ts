import { sanitizeItem, type LinkedItem } from './linked-item';
import type { TransactionTab } from './transaction-filter';

/**
 * The screen's URLs (routes): each tab is its own address, and so is each detail. The app's path table
 * takes the base from here, so the feature can link within itself without importing the app.
 */
export const TRANSACTIONS_PATH = '/v2/reports/transactions';

export const transactionPaths = {
  tab: (tab: TransactionTab) => `${TRANSACTIONS_PATH}/${tab}`,
  /** {id} is the receipt (order) token. */
  success: (token: string) => `${TRANSACTIONS_PATH}/success/${encodeURIComponent(token)}`,
  cancelled: (outletId: number, orderId: number) => `${TRANSACTIONS_PATH}/cancelled/${outletId}/${orderId}`,
};

/** Which detail the URL names, for the detail panel; null on a tab's own URL. */
export type TransactionDetailTarget =
  { kind: 'success'; token: string } | { kind: 'cancelled'; outletId: number; orderId: number } | null;

export interface TransactionLocation {
  tab: TransactionTab;
  target: TransactionDetailTarget;
}

const POSITIVE_ID = /^[1-9]\d{0,15}$/;

/**
 * Reads the part of the path after the base (`success`, `success/{token}`, `cancelled`, `cancelled/{outlet}/{order}`,
 * `void`). Anything else (the bare route included) is undefined: the page sends it to the success tab.
 */
export function readTransactionLocation(rest: string): TransactionLocation | undefined {
  const parts = rest.split('/').filter((part) => part !== '');
  const [tab, first, second, extra] = parts;
  if (extra !== undefined) return undefined;
  if (tab === 'success') {
    if (second !== undefined) return undefined;
    return { tab, target: first === undefined ? null : { kind: 'success', token: first } };
  }
  if (tab === 'cancelled') {
    if (first === undefined && second === undefined) return { tab, target: null };
    if (first === undefined || second === undefined) return undefined;
    if (!POSITIVE_ID.test(first) || !POSITIVE_ID.test(second)) return undefined;
    return { tab, target: { kind: 'cancelled', outletId: Number(first), orderId: Number(second) } };
  }
  if (tab === 'void' && first === undefined) return { tab, target: null };
  return undefined;
}

/**
 * History state of a detail opened from the list: closing it goes back to the list entry instead of adding
 * another one. A detail opened from a link or a reload has no such entry behind it.
 */
export const FROM_LIST_STATE = { fromTransactionList: true } as const;

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromTransactionList' in state;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a link from another screen asks the list for: whole days, an outlet (none: All Outlet), maybe an item. */
export interface ListLink {
  from: string;
  to: string;
  outletId: number | undefined;
  item: LinkedItem | null;
}

/**
 * The address another screen opens the list on (the linking screen writes it itself, since features never import
 * each other): a sales report's day, `success?date=yyyy-MM-dd&outlet=<id>`, or an Item sales row (decision 0260),
 * `success?from=yyyy-MM-dd&to=yyyy-MM-dd&outlet=<id>&item=<id>&item_name=<name>&variant=<name>`; no `outlet` is
 * All Outlet, no `variant` any variant. Undefined when it names no well-formed range or a malformed outlet; an
 * item without a well-formed id or a name is left out.
 */
export function readListLink(search: string): ListLink | undefined {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const from = date ?? params.get('from');
  const to = date ?? params.get('to');
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return undefined;
  const outlet = params.get('outlet');
  if (outlet !== null && !POSITIVE_ID.test(outlet)) return undefined;
  const itemId = params.get('item');
  const item =
    itemId !== null && POSITIVE_ID.test(itemId)
      ? sanitizeItem({ id: Number(itemId), name: params.get('item_name'), variant: params.get('variant') })
      : null;
  const [start, end] = from <= to ? [from, to] : [to, from];
  return { from: start, to: end, outletId: outlet === null ? undefined : Number(outlet), item };
}
