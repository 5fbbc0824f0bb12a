import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  orderGratuities,
  orderItems,
  orderPromos,
  orderTaxes,
  orders,
  outlets,
  paymentMethods,
  payments,
  refundItems,
  refunds,
  type RefundTaxLine,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** The order a payment belongs to, if the payment is the caller's at an outlet they reach. */
export async function findPaymentOrder(db: Queryable, caller: Caller, payment: { id: number; uuid: string }) {
  const [row] = await db
    .select({ orderId: payments.orderId, outletId: payments.outletId })
    .from(payments)
    .where(
      and(
        inBusiness(payments.businessId, caller),
        eq(payments.id, payment.id),
        eq(payments.uuid, payment.uuid),
        inOutletReach(caller, payments.outletId),
      ),
    );
  return row;
}

/**
 * The order with its outlet's time zone. `lock` takes the order row FOR UPDATE: every refund of one order then
 * runs one after another, each reading the refunded quantities the previous one committed.
 */
export async function findOrderForRefund(db: Queryable, business: Business, orderId: number, lock: boolean) {
  const query = db
    .select({ order: orders, timeZone: outlets.timeZone })
    .from(orders)
    .innerJoin(outlets, and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId)))
    .where(and(inBusiness(orders.businessId, business), eq(orders.id, orderId)));
  const [row] = await (lock ? query.for('update', { of: orders }) : query);
  return row;
}

/** Each payment of the order with its method's kind and refundability (null when the method was deleted). */
export async function listPaymentKinds(db: Queryable, business: Business, orderId: number) {
  return db
    .select({ id: payments.id, kind: paymentMethods.kind, isRefundable: paymentMethods.isRefundable })
    .from(payments)
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.businessId, payments.businessId),
        eq(paymentMethods.id, payments.paymentMethodId),
      ),
    )
    .where(and(inBusiness(payments.businessId, business), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.id));
}

export async function listRefundCharges(db: Queryable, business: Business, orderId: number) {
  const [taxes, gratuities] = await Promise.all([
    db
      .select({ id: orderTaxes.taxId, name: orderTaxes.name, amount: orderTaxes.amount })
      .from(orderTaxes)
      // A refund gives back the added taxes; an included one goes back inside the lines (decision 0155).
      .where(
        and(
          inBusiness(orderTaxes.businessId, business),
          eq(orderTaxes.orderId, orderId),
          eq(orderTaxes.isIncluded, false),
        ),
      )
      .orderBy(asc(orderTaxes.id)),
    db
      .select({ id: orderGratuities.gratuityId, name: orderGratuities.name, amount: orderGratuities.amount })
      .from(orderGratuities)
      .where(and(inBusiness(orderGratuities.businessId, business), eq(orderGratuities.orderId, orderId)))
      .orderBy(asc(orderGratuities.id)),
  ]);
  return { taxes, gratuities };
}

export async function listPromoItems(db: Queryable, business: Business, orderId: number) {
  return db
    .select({ items: orderPromos.items })
    .from(orderPromos)
    .where(and(inBusiness(orderPromos.businessId, business), eq(orderPromos.orderId, orderId)))
    .orderBy(asc(orderPromos.id));
}

export interface NewRefund {
  outletId: number;
  orderId: number;
  paymentId: number;
  uuid: string;
  reason: (typeof refunds.$inferInsert)['reason'];
  customReason: string | null;
  refundedBy: number;
  refundedAt: Date;
  businessDate: string;
  subtotal: number;
  totalDiscount: number;
  totalRedeemAmount: number;
  totalGratuity: number;
  totalTax: number;
  totalRoundingAmount: number;
  refundAmount: number;
  totalNetSales: number;
  totalGrossSales: number;
  taxes: RefundTaxLine[];
  gratuities: RefundTaxLine[];
}

export interface NewRefundLine {
  orderItemId: number;
  itemName: string;
  variantName: string;
  quantity: number;
  grossAmount: number;
  discountAmount: number;
  gratuityAmount: number;
  taxAmount: number;
  netAmount: number;
}

/**
 * Writes the refund, its lines, and moves the order's refunded quantities and amount. The CHECK constraints
 * (`order_items_refunded_ck`, `orders_refunded_ck`) refuse any write that would give back more than was sold or
 * paid, whatever a caller did before it.
 */
export async function insertRefund(
  db: Queryable,
  business: Business,
  refund: NewRefund,
  lines: NewRefundLine[],
) {
  const [row] = await db
    .insert(refunds)
    .values({ ...refund, businessId: business.businessId, isRefundBreakdown: true })
    .returning();
  if (!row) throw new Error('refund insert returned nothing');
  if (lines.length > 0)
    await db
      .insert(refundItems)
      .values(lines.map((line) => ({ ...line, businessId: business.businessId, refundId: row.id })));
  for (const line of lines)
    await db
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
      .where(and(inBusiness(orderItems.businessId, business), eq(orderItems.id, line.orderItemId)));
  await db
    .update(orders)
    .set({
      refundedAmount: sql`${orders.refundedAmount} + ${-refund.refundAmount}`,
      updatedAt: refund.refundedAt,
    })
    .where(and(inBusiness(orders.businessId, business), eq(orders.id, refund.orderId)));
  return row;
}
