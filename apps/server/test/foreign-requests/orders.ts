import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { orders } from '../../src/db/schema/index.js';
import type { ForeignRequest, ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/**
 * A cancelled order of `businessId` (found, or written once), so the sweep can name another business's order and
 * outlet and expect 404.
 */
async function foreignCancelledOrder(
  db: Database,
  businessId: number,
): Promise<{ orderId: number; outletId: number }> {
  const [existing] = await db
    .select({ orderId: orders.id, outletId: orders.outletId })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.status, 'cancelled')))
    .limit(1);
  if (existing) return existing;
  const at = new Date('2024-01-01T05:00:00Z');
  const [row] = await db
    .insert(orders)
    .values({
      businessId,
      outletId: await firstOutletOf(db, businessId),
      uuid: `sweep-${businessId}`,
      orderToken: `sweep-${businessId}`,
      receiptNumber: `SWEEP-${businessId}`,
      status: 'cancelled',
      createdAt: at,
      businessDate: '2024-01-01',
      cancelledAt: at,
      cancelReason: 'sweep',
    })
    .returning({ orderId: orders.id, outletId: orders.outletId });
  return row!;
}

export const foreignOrderRequest: ForeignRequestProvider = async (context) => {
  const { orderId } = await foreignCancelledOrder(context.db, context.businessId);
  return { params: { id: String(orderId) } };
};

export const foreignCancelledRequest: ForeignRequestProvider = async (context) => {
  const { orderId, outletId } = await foreignCancelledOrder(context.db, context.businessId);
  return { params: { outletId: String(outletId), orderId: String(orderId) } };
};

/** A list filtered by another business's outlet answers 404 like any unknown outlet. */
export const foreignOutletQuery =
  (field: string, extra: Record<string, string>): ForeignRequestProvider =>
  async (context): Promise<ForeignRequest> => {
    const { outletId } = await foreignCancelledOrder(context.db, context.businessId);
    return { query: { ...extra, [field]: String(outletId) } };
  };

/** Another business's invoice token answers 404 like one that never existed. */
export const foreignInvoiceRequest: ForeignRequestProvider = async (context) => {
  const { orderId } = await foreignCancelledOrder(context.db, context.businessId);
  const [row] = await context.db
    .select({ token: orders.orderToken })
    .from(orders)
    .where(and(eq(orders.businessId, context.businessId), eq(orders.id, orderId)));
  return { params: { token: row!.token } };
};
