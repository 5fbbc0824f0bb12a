import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { orders, payments } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/**
 * A payment of a completed order of `businessId` (found, or written once), so the sweep can ask for another
 * business's receipt, or refund it, and expect 404.
 */
async function foreignPayment(db: Database, businessId: number): Promise<{ id: number; uuid: string }> {
  const [existing] = await db
    .select({ id: payments.id, uuid: payments.uuid })
    .from(payments)
    .where(eq(payments.businessId, businessId))
    .limit(1);
  return existing ?? (await writePayment(db, businessId));
}

export const foreignReceiptRequest: ForeignRequestProvider = async ({ db, businessId }) => {
  const payment = await foreignPayment(db, businessId);
  return {
    body: { customer_email: 'sweep@example.com', payment_id: payment.id, payment_uuid: payment.uuid },
  };
};

/** A refund (or its preview) of another business's payment. */
export const foreignRefundRequest: ForeignRequestProvider = async ({ db, businessId }) => {
  const payment = await foreignPayment(db, businessId);
  return {
    headers: { outlet_id: '1' },
    body: {
      payment_id: payment.id,
      payment_uuid: payment.uuid,
      reason: 'Returned Goods',
      items: [{ order_item_uuid: 'sweep-item', quantity: 1 }],
    },
  };
};

async function writePayment(db: Database, businessId: number) {
  const outlet = { id: await firstOutletOf(db, businessId) };
  const at = new Date('2024-01-01T05:00:00Z');
  const [order] = await db
    .insert(orders)
    .values({
      businessId,
      outletId: outlet.id,
      uuid: `sweep-paid-${businessId}`,
      orderToken: `sweep-paid-${businessId}`,
      receiptNumber: `SWEEP-PAID-${businessId}`,
      status: 'completed',
      createdAt: at,
      businessDate: '2024-01-01',
      completedAt: at,
      subtotal: 10_000,
      netSales: 10_000,
      grossSales: 10_000,
      totalCollected: 10_000,
    })
    .returning({ id: orders.id });
  const [payment] = await db
    .insert(payments)
    .values({
      businessId,
      outletId: outlet.id,
      orderId: order!.id,
      uuid: `sweep-pay-${businessId}`,
      methodCode: 'cash',
      methodName: 'Cash',
      amount: 10_000,
      createdAt: at,
      businessDate: '2024-01-01',
    })
    .returning({ id: payments.id, uuid: payments.uuid });
  return payment!;
}
