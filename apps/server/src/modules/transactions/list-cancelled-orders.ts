import { TRANSACTIONS_PAGE_SIZE, type CancelledOrderRow } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { listCancelledPage } from './cancelled-orders.repository.js';
import { outletById, resolveOutletScope } from '../../sales/transaction-scope.js';

export interface CancelledFilterQuery {
  outletIds?: number[];
  outletId?: number;
  orderId?: string;
  startDate: Date;
  endDate: Date;
}

/** `outletIds` and `outletId` name outlets together; neither means every outlet the caller reaches. */
export function namedOutlets(query: { outletIds?: number[]; outletId?: number }): number[] | undefined {
  const named = [...(query.outletIds ?? []), ...(query.outletId === undefined ? [] : [query.outletId])];
  return named.length > 0 ? named : undefined;
}

/** 50 a page, pages from 1; a page with fewer than 50 is the last. */
export async function listCancelledOrders(
  db: Database,
  caller: Caller,
  query: CancelledFilterQuery & { page: number },
): Promise<CancelledOrderRow[]> {
  const scope = resolveOutletScope(caller, namedOutlets(query));
  const rows = await listCancelledPage(db, caller, scope, {
    range: { from: query.startDate, to: query.endDate },
    receipt: query.orderId || undefined,
    offset: (query.page - 1) * TRANSACTIONS_PAGE_SIZE,
    limit: TRANSACTIONS_PAGE_SIZE,
  });
  return rows.map((row) => {
    const outlet = outletById(scope, row.outletId);
    return {
      id: row.id,
      receiptNumber: row.receiptNumber,
      outletId: row.outletId,
      outletName: outlet.name,
      timeZone: outlet.timeZone,
      cancelledAt: row.cancelledAt!.toISOString(),
      cancelledByName: row.cancelledByName,
      cancelledReason: row.cancelReason,
      totalPrice: row.totalPrice,
    };
  });
}
