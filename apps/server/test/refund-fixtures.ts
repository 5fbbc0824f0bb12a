import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../src/db/database.js';
import {
  orderItems,
  orderPromos,
  orderTaxes,
  orders,
  paymentMethods,
  payments,
} from '../src/db/schema/index.js';
import { priceOrder, type PricingLine } from '../src/domain/order-pricing.js';
import { bearer } from './identity-fixtures.js';

let counter = 0;

/** The business's payment method of this kind, written once. */
async function methodOf(db: Queryable, businessId: number, kind: 'cash' | 'card') {
  const code = `refund-test-${kind}`;
  const [found] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.code, code)));
  if (found) return { id: found.id, code };
  const [row] = await db
    .insert(paymentMethods)
    .values({
      businessId,
      code,
      name: kind === 'card' ? 'Debit Card' : 'Cash',
      kind,
      isRefundable: kind !== 'card',
    })
    .returning({ id: paymentMethods.id });
  return { id: row!.id, code };
}

export interface RefundOrderSpec {
  businessId: number;
  outletId: number;
  /** Unit prices and quantities; `promo` a percentage promo on the line. */
  lines: { price: number; quantity: number; discountPercent?: number; promoPercent?: number }[];
  billDiscount?: number;
  redeem?: number;
  taxPercent?: number;
  gratuityPercent?: number;
  rounding?: number;
  kind?: 'cash' | 'card';
  /** Promo whose reward is line `reward` and requirements `requirements`. */
  promo?: { requirements: number[]; reward: number };
}

export interface RefundOrder {
  id: number;
  token: string;
  paymentId: number;
  paymentUuid: string;
  itemUuids: string[];
  totalCollected: number;
}

/** A completed order priced by the checkout arithmetic, stored as the demo stores one, with one payment. */
export async function insertRefundOrder(db: Queryable, spec: RefundOrderSpec): Promise<RefundOrder> {
  const n = ++counter;
  const tag = `${spec.businessId}-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const lines: PricingLine[] = spec.lines.map((l) => ({
    unitPrice: l.price,
    modifierAmount: 0,
    quantity: l.quantity,
    itemDiscount: l.discountPercent ? { type: 'percentage', value: l.discountPercent } : null,
    promo: l.promoPercent ? { type: 'percentage', value: l.promoPercent } : null,
  }));
  const p = priceOrder({
    lines,
    orderDiscounts: spec.billDiscount ? [{ type: 'cash', value: spec.billDiscount }] : [],
    cartPromos: [],
    redemption: spec.redeem ? { type: 'cash', value: spec.redeem } : null,
    gratuityPercentage: spec.gratuityPercent ?? null,
    taxPercentage: spec.taxPercent ?? null,
    includeGratuityTax: false,
    rounding: spec.rounding ? { multiple: spec.rounding, mode: 'up' } : null,
  });
  const at = new Date('2024-03-10T05:00:00Z');
  const [order] = await db
    .insert(orders)
    .values({
      businessId: spec.businessId,
      outletId: spec.outletId,
      uuid: `rf-order-${tag}`,
      orderToken: `rf-token-${tag}`,
      receiptNumber: `RF-${tag}`,
      status: 'completed',
      createdAt: at,
      businessDate: '2024-03-10',
      completedAt: at,
      subtotal: p.subtotal,
      discountTotal: p.discountTotal,
      promoTotal: p.promoTotal,
      redeemAmount: p.redeemAmount,
      gratuityTotal: p.gratuityTotal,
      taxTotal: p.taxTotal,
      roundingAmount: p.roundingAmount,
      netSales: p.netSales,
      grossSales: p.grossSales,
      totalCollected: p.totalCollected,
    })
    .returning({ id: orders.id, token: orders.orderToken });
  const itemUuids = spec.lines.map((_, i) => `rf-item-${tag}-${i}`);
  await db.insert(orderItems).values(
    spec.lines.map((l, i) => ({
      businessId: spec.businessId,
      orderId: order!.id,
      uuid: itemUuids[i]!,
      position: i,
      itemName: `Item ${i + 1}`,
      quantity: l.quantity,
      unitPrice: l.price,
      grossAmount: p.lines[i]!.gross,
      discountAmount: p.lines[i]!.itemDiscount,
    })),
  );
  const promoLines = spec.lines.map((l, i) => ({ l, i })).filter(({ l }) => l.promoPercent);
  for (const { i } of promoLines)
    await db.insert(orderPromos).values({
      businessId: spec.businessId,
      orderId: order!.id,
      promoName: `Promo ${i}`,
      promoTypeId: 1,
      rewardDiscountType: 'PERCENTAGE',
      rewardAmount: p.lines[i]!.promo,
      items: [
        ...(spec.promo?.reward === i
          ? spec.promo.requirements.map((r) => ({
              order_item_uuid: itemUuids[r]!,
              promo_item_status: 'REQUIREMENT' as const,
              amount: 0,
              total_rewarded: 0,
            }))
          : []),
        {
          order_item_uuid: itemUuids[i]!,
          promo_item_status: 'REWARD' as const,
          amount: p.lines[i]!.promo,
          total_rewarded: p.lines[i]!.promo,
        },
      ],
    });
  if (p.taxTotal > 0)
    await db.insert(orderTaxes).values({
      businessId: spec.businessId,
      orderId: order!.id,
      name: 'PB1',
      percentage: spec.taxPercent ?? 0,
      amount: p.taxTotal,
    });
  const method = await methodOf(db, spec.businessId, spec.kind ?? 'cash');
  const [payment] = await db
    .insert(payments)
    .values({
      businessId: spec.businessId,
      outletId: spec.outletId,
      orderId: order!.id,
      uuid: `rf-pay-${tag}`,
      paymentMethodId: method.id,
      methodCode: method.code,
      methodName: spec.kind === 'card' ? 'Debit Card' : 'Cash',
      amount: p.totalCollected,
      createdAt: at,
      businessDate: '2024-03-10',
    })
    .returning({ id: payments.id, uuid: payments.uuid });
  return {
    id: order!.id,
    token: order!.token,
    paymentId: payment!.id,
    paymentUuid: payment!.uuid,
    itemUuids,
    totalCollected: p.totalCollected,
  };
}

export function refundRequests(app: FastifyInstance) {
  const post = (
    url: string,
    token: string,
    body: unknown,
    headers: Record<string, string | undefined> = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: Object.fromEntries(
        Object.entries({ ...bearer(token), ...headers }).filter(([, v]) => v !== undefined),
      ) as Record<string, string>,
      payload: body as Record<string, unknown>,
    });
  return {
    refund: (token: string, outletId: number | undefined, body: unknown, key?: string) =>
      post('/api/order/v4/refund-orders', token, body, {
        outlet_id: outletId === undefined ? undefined : String(outletId),
        'idempotency-key': key,
      }),
    preview: (token: string, outletId: number, body: unknown) =>
      post('/api/order/v4/refund-orders/preview', token, body, { outlet_id: String(outletId) }),
  };
}
