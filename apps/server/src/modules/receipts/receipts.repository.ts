import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { orders, payments } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

/**
 * The completed order a payment belongs to, when the payment's id and uuid both match one of the caller's business
 * at an outlet they reach and the order's invoice token is still valid (the receipt is rendered from the invoice).
 */
export async function findReceiptOrder(
  db: Queryable,
  caller: Pick<Caller, 'businessId'> & OutletReach,
  payment: { id: number; uuid: string },
) {
  const [row] = await db
    .select({ orderId: orders.id, token: orders.orderToken })
    .from(payments)
    .innerJoin(orders, and(eq(orders.businessId, payments.businessId), eq(orders.id, payments.orderId)))
    .where(
      and(
        inBusiness(payments.businessId, caller),
        eq(payments.id, payment.id),
        eq(payments.uuid, payment.uuid),
        inOutletReach(caller, payments.outletId),
        eq(orders.status, 'completed'),
        isNull(orders.orderTokenRevokedAt),
      ),
    );
  return row;
}

/** The invoice token of an order of the business, if it was not revoked since. */
export async function findOrderToken(db: Queryable, business: Pick<Caller, 'businessId'>, orderId: number) {
  const [row] = await db
    .select({ token: orders.orderToken })
    .from(orders)
    .where(
      and(
        inBusiness(orders.businessId, business),
        eq(orders.id, orderId),
        isNull(orders.orderTokenRevokedAt),
      ),
    );
  return row?.token;
}
