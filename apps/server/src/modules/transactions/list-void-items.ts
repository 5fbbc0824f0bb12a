import { TRANSACTIONS_PAGE_SIZE, type VoidItemRow } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { outletById, resolveOutletScope } from '../../sales/transaction-scope.js';
import { listVoidPage, type VoidFilter, type VoidOrderStatus } from './void-items.repository.js';

export interface VoidFilterQuery {
  outlets?: number[];
  itemName?: string;
  startDate: Date;
  endDate: Date;
  statuses?: ('COMPLETE' | 'CANCELLED')[];
}

const orderStatus: Record<'COMPLETE' | 'CANCELLED', VoidOrderStatus> = {
  COMPLETE: 'completed',
  CANCELLED: 'cancelled',
};

/** Voids of open bills are never listed: the bill may still be completed or cancelled. */
export function voidFilter(query: VoidFilterQuery): VoidFilter {
  return {
    range: { from: query.startDate, to: query.endDate },
    itemName: query.itemName || undefined,
    statuses: (query.statuses ?? ['COMPLETE', 'CANCELLED']).map((status) => orderStatus[status]),
  };
}

export async function listVoidItems(
  db: Database,
  caller: Caller,
  query: VoidFilterQuery & { page: number },
): Promise<VoidItemRow[]> {
  const scope = resolveOutletScope(caller, query.outlets);
  const rows = await listVoidPage(db, caller, scope, {
    ...voidFilter(query),
    offset: (query.page - 1) * TRANSACTIONS_PAGE_SIZE,
    limit: TRANSACTIONS_PAGE_SIZE,
  });
  return rows.map((row) => ({
    id: row.id,
    orderId: row.receiptNumber,
    outletId: row.outletId,
    timeZone: outletById(scope, row.outletId).timeZone,
    cancelledTime: row.cancelledTime.toISOString(),
    cancelledByName: row.voidByName,
    itemName: row.itemName,
    variantName: row.variantName,
    itemCount: row.quantity,
    cancelledReason: row.reason,
    itemTotalPrice: row.totalPrice,
  }));
}
