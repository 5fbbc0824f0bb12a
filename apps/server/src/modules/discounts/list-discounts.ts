import type { ListDiscountsResponse } from '@backoffice/contracts/discounts';
import { text } from '@backoffice/contracts/common/text';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { editableDiscounts, toDiscount } from './discount-rules.js';
import { listDiscountPage, listOutletIdsByDiscount } from './discounts.repository.js';

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
  const ids = page.map((row) => row.id);
  const [outletIds, canEdit] = await Promise.all([
    listOutletIdsByDiscount(db, caller, ids),
    editableDiscounts(db, caller, ids),
  ]);
  const last = page.at(-1);
  return {
    results: page.map((row) => toDiscount(row, outletIds.get(row.id) ?? [], canEdit(row.id))),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
