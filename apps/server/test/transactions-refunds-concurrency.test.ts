import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, refundItems, refunds } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { insertRefundOrder, refundRequests } from './refund-fixtures.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/** mulberry32, seeded so a failing run can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The embedded database runs one transaction at a time, where these races cannot happen. */
describe.runIf(testDatabaseKind === 'postgres')('refunds under concurrency (PostgreSQL)', () => {
  const context = useTestApp();
  let owner: string;

  beforeAll(async () => {
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
  });

  it('50 concurrent refunds of one order never give back more than was sold, over randomized runs', async () => {
    const api = refundRequests(context.app);
    const { db } = context.database;
    const [outletId] = context.fx.a.outletIds as [number];
    for (const seed of [11, 12, 13, 14, 15]) {
      const next = random(seed);
      const order = await insertRefundOrder(db, {
        businessId: context.fx.a.id,
        outletId,
        lines: [
          { price: 17_500, quantity: 7, discountPercent: 15 },
          { price: 9_900, quantity: 5 },
          { price: 23_000, quantity: 3 },
        ],
        billDiscount: 3_000,
        taxPercent: 11,
        gratuityPercent: 5,
        rounding: 500,
      });
      const requests = Array.from({ length: 50 }, () => {
        const line = Math.floor(next() * 3);
        return api.refund(owner, outletId, {
          payment_id: order.paymentId,
          payment_uuid: order.paymentUuid,
          reason: 'Accidental Charge',
          items: [{ order_item_uuid: order.itemUuids[line], quantity: 1 + Math.floor(next() * 3) }],
        });
      });
      const answers = await Promise.all(requests);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);

      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      for (const line of lines) expect(line.refundedQuantity).toBeLessThanOrEqual(line.quantity);
      const written = await db
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          total: sql<number>`coalesce(sum(${refunds.refundAmount}), 0)`.mapWith(Number),
        })
        .from(refunds)
        .where(eq(refunds.orderId, order.id));
      expect(written[0]!.n).toBe(answers.filter((a) => a.statusCode === 201).length);
      const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(-written[0]!.total).toBe(stored!.refundedAmount);
      expect(stored!.refundedAmount).toBeLessThanOrEqual(order.totalCollected);
      const perLine = await db
        .select({
          orderItemId: refundItems.orderItemId,
          q: sql<number>`sum(${refundItems.quantity})`.mapWith(Number),
        })
        .from(refundItems)
        .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
        .where(eq(refunds.orderId, order.id))
        .groupBy(refundItems.orderItemId);
      for (const line of lines)
        expect(perLine.find((row) => row.orderItemId === line.id)?.q ?? 0).toBe(line.refundedQuantity);
      if (lines.every((l) => l.refundedQuantity === l.quantity))
        expect(stored!.refundedAmount).toBe(order.totalCollected);
    }
  });

  it('50 concurrent sends of one Idempotency-Key refund once and all answer the same', async () => {
    const api = refundRequests(context.app);
    const [outletId] = context.fx.a.outletIds as [number];
    const order = await insertRefundOrder(context.database.db, {
      businessId: context.fx.a.id,
      outletId,
      lines: [{ price: 10_000, quantity: 4 }],
    });
    const payload = {
      payment_id: order.paymentId,
      payment_uuid: order.paymentUuid,
      reason: 'Returned Goods',
      items: [{ order_item_uuid: order.itemUuids[0], quantity: 1 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.refund(owner, outletId, payload, `same-${order.id}`)),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const written = await context.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(written).toHaveLength(1);
  });
});
