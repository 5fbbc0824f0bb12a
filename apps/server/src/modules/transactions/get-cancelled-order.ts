import type { CancelledOrderDetail } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { findCancelledOrder, listItemsOfOrder, listVoidsOfOrder } from './cancelled-orders.repository.js';
import { ORDER_NOT_FOUND_MESSAGE } from './get-order.js';

/** A cancelled order of the caller's business at the outlet named; any other pair answers 404. */
export async function getCancelledOrder(
  db: Database,
  caller: Caller,
  params: { outletId: number; orderId: number },
): Promise<CancelledOrderDetail> {
  const found = foundInBusiness(
    await findCancelledOrder(db, caller, params.outletId, params.orderId),
    ORDER_NOT_FOUND_MESSAGE,
  );
  const { order } = found;
  const [items, voids] = await Promise.all([
    listItemsOfOrder(db, caller, order.id),
    listVoidsOfOrder(db, caller, order.id),
  ]);
  return {
    name: order.receiptNumber,
    tableName: order.tableName,
    createdAt: order.createdAt.toISOString(),
    cancelledAt: order.cancelledAt!.toISOString(),
    serveByName: found.serverName,
    cancelledByName: found.cancelledByName,
    cancelledReason: order.cancelReason,
    orderId: order.id,
    outletName: found.outletName,
    timeZone: found.timeZone,
    totalPrice: order.totalCollected,
    orderItem: items.map((item) => ({
      itemName: item.itemName,
      variantName: item.variantName,
      itemCount: item.quantity,
      price: item.grossAmount,
    })),
    cancelledItem: voids.map((line) => ({
      itemName: line.itemName,
      variantName: line.variantName,
      itemCount: line.quantity,
      cancelledReason: line.reason,
      cancelledByName: line.voidByName,
    })),
  };
}
