import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, outlets, payments } from '../../db/schema/index.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';

/**
 * For the route sweep: a payment of a completed order of `businessId` (found, or written once), so the sweep can
 * ask for another business's receipt and expect 404. Only the sweep calls it.
 */
export const foreignReceiptRequest = async (context: {
  db: Database;
  businessId: number;
}): Promise<ForeignRequest> => {
  const { db, businessId } = context;
  const [existing] = await db
    .select({ id: payments.id, uuid: payments.uuid })
    .from(payments)
    .where(eq(payments.businessId, businessId))
    .limit(1);
  const payment = existing ?? (await writePayment(db, businessId));
  return {
    body: { customer_email: 'sweep@example.com', payment_id: payment.id, payment_uuid: payment.uuid },
  };
};

async function writePayment(db: Database, businessId: number) {
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${businessId} has no outlet to sweep with`);
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
