import { and, asc, eq } from 'drizzle-orm';
import type { ForeignRequest } from '../../platform/auth/route-access.js';
import type { Database } from '../../db/database.js';
import { orders, outlets } from '../../db/schema/index.js';

/**
 * For the route sweep: a cancelled order of `businessId` (found, or written once), so the sweep can name another
 * business's order and outlet and expect 404. Only the sweep calls it.
 */
export async function foreignCancelledOrder(
  db: Database,
  businessId: number,
): Promise<{ orderId: number; outletId: number }> {
  const [existing] = await db
    .select({ orderId: orders.id, outletId: orders.outletId })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.status, 'cancelled')))
    .limit(1);
  if (existing) return existing;
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${businessId} has no outlet to sweep with`);
  const at = new Date('2024-01-01T05:00:00Z');
  const [row] = await db
    .insert(orders)
    .values({
      businessId,
      outletId: outlet.id,
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

export const foreignOrderRequest = async (context: { db: Database; businessId: number }) => {
  const { orderId } = await foreignCancelledOrder(context.db, context.businessId);
  return { params: { id: String(orderId) } } satisfies ForeignRequest;
};

export const foreignCancelledRequest = async (context: { db: Database; businessId: number }) => {
  const { orderId, outletId } = await foreignCancelledOrder(context.db, context.businessId);
  return { params: { outletId: String(outletId), orderId: String(orderId) } } satisfies ForeignRequest;
};

/** A list filtered by another business's outlet answers 404 like any unknown outlet. */
export const foreignOutletQuery =
  (field: string, extra: Record<string, string>) =>
  async (context: { db: Database; businessId: number }): Promise<ForeignRequest> => {
    const { outletId } = await foreignCancelledOrder(context.db, context.businessId);
    return { query: { ...extra, [field]: String(outletId) } };
  };

/** Another business's invoice token answers 404 like one that never existed. */
export const foreignInvoiceRequest = async (context: { db: Database; businessId: number }) => {
  const { orderId } = await foreignCancelledOrder(context.db, context.businessId);
  const [row] = await context.db
    .select({ token: orders.orderToken })
    .from(orders)
    .where(and(eq(orders.businessId, context.businessId), eq(orders.id, orderId)));
  return { params: { token: row!.token } } satisfies ForeignRequest;
};
