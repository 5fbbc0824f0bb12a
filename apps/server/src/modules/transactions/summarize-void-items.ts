import type { VoidSummaryResponse } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { voidFilter, type VoidFilterQuery } from './list-void-items.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';
import { sumVoids } from './void-items.repository.js';

/** The void tab's tiles over exactly the rows its list pages through. */
export async function summarizeVoidItems(
  db: Database,
  caller: Caller,
  query: VoidFilterQuery,
): Promise<VoidSummaryResponse> {
  const scope = resolveOutletScope(caller, query.outlets);
  const totals = await sumVoids(db, caller, scope, voidFilter(query));
  return { totalVoidItems: totals.units, totalVoidPrice: totals.total };
}
