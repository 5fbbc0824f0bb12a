import type { OrderSummaryResponse } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { sumDailySales } from '../../sales/daily-sales.repository.js';
import { localTimeAfter } from '../../domain/calendar-text.js';
import {
  sumCompletedOrders,
  sumRefundedNetSales,
  type SuccessFilter,
} from '../../sales/orders.repository.js';
import type { OutletScope } from '../../sales/transaction-outlets.repository.js';
import { splitIntoDays } from '../../sales/split-into-days.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';
import { readItemFilter, type SuccessQuery } from './read-item-filter.js';

interface Totals {
  count: number;
  netSales: number;
  totalCollected: number;
}

async function sumRaw(
  db: Database,
  caller: Caller,
  scope: OutletScope,
  filter: SuccessFilter,
): Promise<Totals> {
  const [orders, refundedNet] = await Promise.all([
    sumCompletedOrders(db, caller, scope, filter),
    sumRefundedNetSales(db, caller, scope, filter),
  ]);
  return {
    count: orders.count,
    netSales: orders.netSales + refundedNet,
    totalCollected: orders.totalCollected,
  };
}

/**
 * The success tab's tiles: how many completed orders the list holds, what they collected, and the net sales of
 * the range (the orders' net sales less the net sales refunded in it). Whole days come from the daily rollup, so a
 * year costs what a day costs; a keyword search sums its few matching orders directly, and so does an item's
 * list, whose orders no rollup counts (decision 0260): their whole bills, less their own refunds.
 */
export async function summarizeOrders(
  db: Database,
  caller: Caller,
  query: SuccessQuery,
): Promise<OrderSummaryResponse> {
  const scope = resolveOutletScope(caller, query.outlet_ids);
  const range = { start: query.start_time, end: localTimeAfter(query.end_time) };
  const keyword = query.keyword || undefined;
  const item = readItemFilter(query);
  const parts: Totals[] = [];
  if (keyword || item) {
    parts.push(await sumRaw(db, caller, scope, { range, keyword, item }));
  } else {
    const { days, edges } = splitIntoDays(range);
    for (const edge of edges) parts.push(await sumRaw(db, caller, scope, { range: edge }));
    if (days) {
      const rollup = await sumDailySales(db, caller, scope, days);
      parts.push({
        count: rollup.transactionCount,
        netSales: rollup.netSales + rollup.refundNetSales,
        totalCollected: rollup.totalCollected,
      });
    }
  }
  const sum = (pick: (totals: Totals) => number) => parts.reduce((total, part) => total + pick(part), 0);
  return {
    transactionSummaryReport: {
      numberOfTransactions: sum((part) => part.count),
      netSales: sum((part) => part.netSales),
      totalCollected: sum((part) => part.totalCollected),
    },
  };
}
