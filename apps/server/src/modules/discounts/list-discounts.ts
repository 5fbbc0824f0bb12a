import type { ListDiscountsResponse } from '@backoffice/contracts/discounts';
import { text } from '@backoffice/contracts/common/text';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { toDiscount } from './discount-rules.js';
import { listDiscountPage } from './discounts.repository.js';

/** The cursor carries the name key of the last Discount sent. */
const positionSchema = z.object({ k: text() });

export async function listDiscounts(
  db: Database,
  caller: Caller,
  query: { outlet?: number; cursor?: string; per_page: number },
): Promise<ListDiscountsResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  // One row more than asked says whether another page exists without a count query.
  const rows = await listDiscountPage(db, caller, {
    outletId: query.outlet,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    // A Discount also assigned beyond the caller's reach is theirs to read, not to change (decision 0011).
    results: page.map((row) => toDiscount(row, row.outletIds, reachesOutlets(caller, row.outletIds))),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
