import type { ListOutletsQuery, ListOutletsResponse } from '@backoffice/contracts/outlets';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { toOutlet } from './business-dto.js';
import { countReachableOutlets, listReachableOutlets } from './business.repository.js';

/**
 * The Outlets of the caller's business that the caller reaches (a user limited to some Outlets sees only those,
 * decision 0011). A business has at most a few hundred Outlets, so numbered pages cost nothing here.
 */
export async function listOutlets(
  db: Database,
  caller: Caller,
  query: ListOutletsQuery,
  now: Date = new Date(),
): Promise<ListOutletsResponse> {
  const [rows, total] = await Promise.all([
    listReachableOutlets(db, caller, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countReachableOutlets(db, caller),
  ]);
  return {
    results: rows.map((row) => toOutlet(row, now)),
    page: query.page,
    per_page: query.per_page,
    total_count: total,
  };
}
