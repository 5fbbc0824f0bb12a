import type { PosStoredOrder } from '@backoffice/contracts/pos';
import type { Database } from '../../db/database.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { findOutletOrder } from './pos-orders.repository.js';

/** A device reads back an order of its own outlet (after a lost answer, say); any other is not found. */
export async function getPosOrder(db: Database, device: DeviceCaller, uuid: string): Promise<PosStoredOrder> {
  const order = foundInBusiness(await findOutletOrder(db, device, device.outletId, uuid));
  return {
    uuid: order.uuid,
    order_id: order.id,
    outlet_id: order.outletId,
    status: order.status,
    receipt_number: order.receiptNumber,
    business_date: order.businessDate,
    created_at: order.createdAt.toISOString(),
    total: order.totalCollected,
    net_sales: order.netSales,
    item_count: order.itemCount,
    void_count: order.voidCount,
    payment_count: order.paymentCount,
  };
}
