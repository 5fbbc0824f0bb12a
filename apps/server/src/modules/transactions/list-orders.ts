import { TRANSACTIONS_PAGE_SIZE, type ListOrdersResponse } from '@backoffice/contracts/transactions';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { localTimeAfter } from '../../domain/calendar-text.js';
import { listOrderPage } from '../../sales/orders.repository.js';
import { orderTimeOf } from '../../sales/order-time.js';
import { outletById, resolveOutletScope } from '../../sales/transaction-scope.js';
import { readItemFilter, type SuccessQuery } from './read-item-filter.js';

/** The cursor carries the last row's position: its `created_at` as the database prints it, and its id. */
const positionSchema = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  i: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export async function listOrders(
  db: Database,
  caller: Caller,
  query: SuccessQuery & { cursor?: string },
): Promise<ListOrdersResponse> {
  const after = decodeCursor(query.cursor, positionSchema);
  const scope = resolveOutletScope(caller, query.outlet_ids);
  // One row more than asked says whether another page exists, without counting.
  const rows = await listOrderPage(db, caller, scope, {
    range: { start: query.start_time, end: localTimeAfter(query.end_time) },
    keyword: query.keyword || undefined,
    item: readItemFilter(query),
    after: after && { createdAt: after.t, id: after.i },
    limit: TRANSACTIONS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, TRANSACTIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    orders: page.map((row) => {
      const outlet = outletById(scope, row.outletId);
      return {
        id: row.id,
        order_token: row.orderToken,
        receipt_number: row.receiptNumber,
        outlet_id: row.outletId,
        outlet_name: outlet.name,
        time_zone: outlet.timeZone,
        created_by: row.collectorName,
        created_at: orderTimeOf(row).toISOString(),
        business_date: row.businessDate,
        item_name: row.itemName,
        total_collected: row.totalCollected,
      };
    }),
    next_cursor:
      rows.length > TRANSACTIONS_PAGE_SIZE && last
        ? encodeCursor({ t: last.createdAtKey, i: last.id })
        : null,
  };
}
