import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import {
  CARD_REFUND_MESSAGE,
  type RefundOrderResponse,
  type RefundPreview,
} from '@backoffice/contracts/refunds';
import { dailyOutletSales, idempotencyKeys, refunds } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { insertRefundOrder, type RefundOrder, refundRequests } from './refund-fixtures.js';
import { useTestApp } from './test-context.js';

describe('refunds: POST /api/order/v4/refund-orders', () => {
  const context = useTestApp();
  let api: ReturnType<typeof refundRequests>;
  let owner: string;
  let noGrants: string;
  let businessId: number;
  let outletId: number;
  let otherOutlet: number;

  const body = (order: RefundOrder, items: [number, number][], extra: Record<string, unknown> = {}) => ({
    payment_id: order.paymentId,
    payment_uuid: order.paymentUuid,
    reason: 'Returned Goods',
    items: items.map(([i, quantity]) => ({ order_item_uuid: order.itemUuids[i], quantity })),
    // Client totals are the spec's payload and must be ignored.
    refund_amount: -1,
    total_tax: -999_999,
    ...extra,
  });
  const invoice = async (order: RefundOrder) => {
    const res = await context.app.inject({
      method: 'GET',
      url: `/api/order-reporting/backoffice/v1/invoices/${order.token}`,
      headers: bearer(owner),
    });
    return res.json<InvoiceDetail>();
  };
  const refundRollup = async () => {
    const [row] = await context.database.db
      .select({
        count: sql<number>`coalesce(sum(${dailyOutletSales.refundCount}), 0)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${dailyOutletSales.refundAmount}), 0)`.mapWith(Number),
      })
      .from(dailyOutletSales)
      .where(and(eq(dailyOutletSales.businessId, businessId), eq(dailyOutletSales.outletId, outletId)));
    return row!;
  };
  const taxed = () =>
    insertRefundOrder(context.database.db, {
      businessId,
      outletId,
      lines: [
        { price: 18_000, quantity: 3, discountPercent: 10 },
        { price: 12_500, quantity: 2 },
        { price: 7_000, quantity: 1 },
      ],
      billDiscount: 5_000,
      taxPercent: 11,
      gratuityPercent: 5,
      rounding: 1_000,
    });

  beforeAll(async () => {
    api = refundRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    noGrants = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    businessId = context.fx.a.id;
    [outletId, otherOutlet] = context.fx.a.outletIds as [number, number];
  });

  it('refunds part of an order with the amounts the server computes, negative, and shows it everywhere', async () => {
    const order = await taxed();
    const before = await refundRollup();
    const preview = await api.preview(
      owner,
      outletId,
      body(order, [
        [0, 1],
        [1, 1],
      ]),
    );
    expect(preview.statusCode).toBe(200);
    const expected = preview.json<RefundPreview>();

    const res = await api.refund(
      owner,
      outletId,
      body(order, [
        [0, 1],
        [1, 1],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const { refund, total_refund } = res.json<RefundOrderResponse>();
    expect(refund.refund_amount).toBe(expected.refund_amount);
    expect(refund.refund_amount).toBeLessThan(0);
    expect(refund.refund_amount).not.toBe(-1);
    expect(refund.total_tax).toBe(expected.total_tax);
    expect(refund.total_tax).toBeLessThan(0);
    expect(refund.total_rounding_amount).toBe(0);
    expect(refund.refund_amount).toBe(
      refund.subtotal -
        refund.total_discount +
        refund.total_gratuity +
        refund.total_tax +
        refund.total_rounding_amount,
    );
    expect(refund.order_items.map((l) => l.quantity)).toEqual([1, 1]);
    expect(refund.refunded_reason).toBe('Returned Goods');
    expect(total_refund).toBe(refund.refund_amount);

    const detail = await invoice(order);
    expect(detail.order_refunds).toHaveLength(1);
    expect(detail.total_refund).toBe(refund.refund_amount);
    expect(detail.refund_availability.map((a) => a.quantity)).toEqual([2, 1, 1]);

    const after = await refundRollup();
    expect(after.count).toBe(before.count + 1);
    expect(after.amount).toBe(before.amount + refund.refund_amount);
  });

  it('gives back exactly what was collected once everything is refunded, rounding with the last unit', async () => {
    const order = await taxed();
    const first = await api.refund(
      owner,
      outletId,
      body(order, [
        [0, 2],
        [2, 1],
      ]),
    );
    expect(first.json<RefundOrderResponse>().refund.total_rounding_amount).toBe(0);
    const second = await api.refund(
      owner,
      outletId,
      body(
        order,
        [
          [0, 1],
          [1, 2],
        ],
        { reason: 'Other', custom_reason: 'Spilled on the table' },
      ),
    );
    expect(second.statusCode).toBe(201);
    const last = second.json<RefundOrderResponse>();
    expect(last.total_refund).toBe(-order.totalCollected);
    expect(last.refund.refunded_reason).toBe('Spilled on the table');
    expect((await invoice(order)).refundable).toBe(false);

    const again = await api.refund(owner, outletId, body(order, [[0, 1]]));
    expect(again.statusCode).toBe(409);
  });

  it('never refunds more units than are left', async () => {
    const order = await taxed();
    const res = await api.refund(owner, outletId, body(order, [[1, 3]]));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REFUND_QUANTITY_EXCEEDED');
    const written = await context.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(written).toHaveLength(0);
  });

  it('refuses card payments with the tooltip text', async () => {
    const order = await insertRefundOrder(context.database.db, {
      businessId,
      outletId,
      lines: [{ price: 10_000, quantity: 1 }],
      kind: 'card',
    });
    const res = await api.refund(owner, outletId, body(order, [[0, 1]]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CARD_REFUND_MESSAGE);
  });

  it('needs a reason, and free text with Other', async () => {
    const order = await taxed();
    const { reason: _reason, ...noReason } = body(order, [[0, 1]]);
    expect((await api.refund(owner, outletId, noReason)).statusCode).toBe(400);
    const other = await api.refund(
      owner,
      outletId,
      body(order, [[0, 1]], { reason: 'Other', custom_reason: ' ' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('body.custom_reason');
  });

  it('needs the OUTLET_ID of the transaction, the permission, and a selection', async () => {
    const order = await taxed();
    expect((await api.refund(owner, undefined, body(order, [[0, 1]]))).statusCode).toBe(400);
    expect((await api.refund(owner, otherOutlet, body(order, [[0, 1]]))).statusCode).toBe(404);
    expect((await api.refund(noGrants, outletId, body(order, [[0, 1]]))).statusCode).toBe(403);
    expect((await api.refund(owner, outletId, body(order, []))).statusCode).toBe(400);
    const unknown = { ...body(order, [[0, 1]]), items: [{ order_item_uuid: 'nope', quantity: 1 }] };
    expect((await api.refund(owner, outletId, unknown)).statusCode).toBe(404);
  });

  it('does not let an item paid in full by a redemption be selected', async () => {
    const order = await insertRefundOrder(context.database.db, {
      businessId,
      outletId,
      lines: [{ price: 10_000, quantity: 1 }],
      redeem: 10_000,
    });
    const preview = await api.preview(owner, outletId, body(order, []));
    expect(preview.statusCode).toBe(200);
    expect(preview.json<RefundPreview>().unselectable_uuids).toEqual([order.itemUuids[0]]);
    expect(preview.json<RefundPreview>().refund_amount).toBe(0);
    const res = await api.refund(owner, outletId, body(order, [[0, 1]]));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('REFUND_ITEM_NOT_SELECTABLE');
  });

  it('refunds a reward item automatically once all its requirement items are refunded', async () => {
    const order = await insertRefundOrder(context.database.db, {
      businessId,
      outletId,
      lines: [
        { price: 20_000, quantity: 2 },
        { price: 15_000, quantity: 1, promoPercent: 100 },
        { price: 5_000, quantity: 1 },
      ],
      promo: { requirements: [0], reward: 1 },
    });
    const partial = await api.preview(owner, outletId, body(order, [[0, 1]]));
    expect(partial.json<RefundPreview>().items.map((i) => i.auto_added)).toEqual([false]);
    const res = await api.refund(owner, outletId, body(order, [[0, 2]]));
    expect(res.statusCode).toBe(201);
    const lines = res.json<RefundOrderResponse>().refund.order_items;
    expect(lines.map((l) => [l.item_name, l.quantity])).toEqual([
      ['Item 1', 2],
      ['Item 2', 1],
    ]);
  });

  it('replays an Idempotency-Key with the identical answer, once, and refuses it with another body', async () => {
    const order = await taxed();
    const key = `key-${order.id}`;
    const first = await api.refund(owner, outletId, body(order, [[0, 1]]), key);
    const replay = await api.refund(owner, outletId, body(order, [[0, 1]]), key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const written = await context.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(written).toHaveLength(1);

    const conflict = await api.refund(owner, outletId, body(order, [[0, 2]]), key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const stored = await context.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(1);
  });

  it('keeps no key when the refund fails, so the same key can be used once the request is fixed', async () => {
    const order = await taxed();
    const key = `failing-${order.id}`;
    expect((await api.refund(owner, outletId, body(order, [[1, 5]]), key)).statusCode).toBe(409);
    expect((await api.refund(owner, outletId, body(order, [[1, 1]]), key)).statusCode).toBe(201);
  });

  it('refuses a cancelled order', async () => {
    const order = await taxed();
    await context.database.db.execute(
      sql`update orders set status = 'cancelled', cancelled_at = now(), cancel_reason = 'x' where id = ${order.id}`,
    );
    const res = await api.refund(owner, outletId, body(order, [[0, 1]]));
    expect(res.statusCode).toBe(422);
  });
});
