import type { CancelledSummaryResponse } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { sumCancelled } from './cancelled-orders.repository.js';
import { namedOutlets, type CancelledFilterQuery } from './list-cancelled-orders.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';

/** The cancelled tab's tiles over exactly the rows its list pages through. */
export async function summarizeCancelledOrders(
  db: Database,
  caller: Caller,
  query: CancelledFilterQuery,
): Promise<CancelledSummaryResponse> {
  const scope = resolveOutletScope(caller, namedOutlets(query));
  const totals = await sumCancelled(db, caller, scope, {
    range: { from: query.startDate, to: query.endDate },
    receipt: query.orderId || undefined,
  });
  return { cancelledCount: totals.count, cancelledTotalPrice: totals.total };
}
