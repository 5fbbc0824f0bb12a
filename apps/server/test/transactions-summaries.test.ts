import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelledOrderDetail,
  CancelledOrderRow,
  PaymentMethodsResponse,
  VoidItemRow,
} from '@backoffice/contracts/transactions';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { paymentMethods } from '../src/db/schema/index.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  insertRefund,
  insertVoid,
  JAKARTA,
  MAKASSAR,
  setOutletZone,
  transactionRequests,
  type WrittenOrder,
} from './transaction-fixtures.js';

/**
 * A small fixed day, 1 July 2024, with every figure worked out by hand: three completed orders (one at 00:30 in
 * Makassar, which is 23:30 the day before in Jakarta), a refund, two cancelled bills and three voided lines (one on
 * a bill still open). The tiles must show exactly these sums.
 */
describe('transactions: summaries, cancelled and void lists on a hand-computed day', () => {
  const context = useTestApp();
  let api: ReturnType<typeof transactionRequests>;
  let owner: string;
  let stranger: string;
  let jakarta: number;
  let makassar: number;
  let c1: WrittenOrder;
  let x1: WrittenOrder;
  let x2: WrittenOrder;

  const july1 = { start_time: '2024-07-01T00:00:00', end_time: '2024-07-01T23:59:59' };
  const july1Instants = { startDate: '2024-07-01T00:00:00+07:00', endDate: '2024-07-01T23:59:59+07:00' };

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    [jakarta, makassar] = a.outletIds as [number, number];
    await setOutletZone(db, a.id, makassar, MAKASSAR);
    api = transactionRequests(context.app);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;
    const J = { businessId: a.id, outletId: jakarta, zone: JAKARTA };
    const M = { businessId: a.id, outletId: makassar, zone: MAKASSAR };
    const at = (iso: string) => new Date(iso);

    c1 = await insertOrder(db, {
      ...J,
      at: at('2024-07-01T02:00:00Z'),
      subtotal: 20_000,
      discount: 2_000,
      tax: 1_800,
    });
    await insertOrder(db, { ...M, at: at('2024-07-01T03:00:00Z'), subtotal: 15_000, tax: 1_500 });
    await insertOrder(db, { ...J, at: at('2024-06-30T16:30:00Z'), subtotal: 10_000 });
    await insertOrder(db, { ...M, at: at('2024-06-30T16:30:00Z'), subtotal: 8_000, tax: 800 });
    await insertRefund(db, { ...J, orderId: c1.id, at: at('2024-07-01T05:00:00Z'), net: 5_000 });
    x1 = await insertOrder(db, {
      ...J,
      at: at('2024-07-01T04:00:00Z'),
      status: 'cancelled',
      subtotal: 12_000,
      tax: 1_200,
      cancelReason: 'Customer left',
      userId: a.owner.id,
    });
    x2 = await insertOrder(db, {
      ...M,
      at: at('2024-07-01T06:00:00Z'),
      status: 'cancelled',
      subtotal: 7_000,
    });
    const open = await insertOrder(db, { ...J, at: at('2024-07-01T04:30:00Z'), status: 'open' });
    await insertVoid(db, {
      ...J,
      orderId: c1.id,
      at: at('2024-07-01T01:50:00Z'),
      itemName: 'Es Teh',
      quantity: 2,
    });
    await insertVoid(db, {
      ...J,
      orderId: x1.id,
      at: at('2024-07-01T03:55:00Z'),
      itemName: 'Es Teh Manis',
      quantity: 1,
      unitPrice: 6_000,
      userId: a.owner.id,
    });
    await insertVoid(db, {
      ...J,
      orderId: open.id,
      at: at('2024-07-01T04:30:00Z'),
      itemName: 'Kopi',
      quantity: 3,
    });
    await insertOrder(db, {
      businessId: b.id,
      outletId: b.outletIds[0]!,
      zone: JAKARTA,
      at: at('2024-07-01T03:00:00Z'),
    });
    await db.insert(paymentMethods).values([
      { businessId: a.id, code: 'CASH', name: 'Cash', kind: 'cash', position: 1 },
      { businessId: a.id, code: 'CARD', name: 'Debit Card', kind: 'card', position: 2 },
      { businessId: a.id, code: 'QRIS', name: 'QRIS', kind: 'qris', position: 3 },
      { businessId: a.id, code: 'OLD', name: 'Old voucher', kind: 'e_wallet', isActive: false },
      { businessId: b.id, code: 'CASH', name: 'Cash B', kind: 'cash' },
    ]);
    // As the demo seed does after loading its orders.
    await rebuildDailySales(db, a.id);
    await rebuildDailySales(db, b.id);
  });

  async function summary(token: string, query: Record<string, string>) {
    const response = await api.summary(token, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().transactionSummaryReport;
  }

  it('sums a whole day, a partial day and a receipt search', async () => {
    // c1 19 800 + c2 16 500 + c4 8 800; net 18 000 + 15 000 + 8 000 − refund 5 000.
    expect(await summary(owner, july1)).toEqual({
      numberOfTransactions: 3,
      totalCollected: 45_100,
      netSales: 36_000,
    });
    // From 10:00: c2 (11:00 Makassar) and the refund (12:00 Jakarta); c1 was at 09:00, c4 at 00:30.
    expect(await summary(owner, { ...july1, start_time: '2024-07-01T10:00:00' })).toEqual({
      numberOfTransactions: 1,
      totalCollected: 16_500,
      netSales: 10_000,
    });
    expect(await summary(owner, { ...july1, keyword: c1.receipt })).toEqual({
      numberOfTransactions: 1,
      totalCollected: 19_800,
      netSales: 13_000,
    });
    expect(await summary(owner, { ...july1, outlet_ids: String(jakarta) })).toEqual({
      numberOfTransactions: 1,
      totalCollected: 19_800,
      netSales: 13_000,
    });
    expect(await summary(stranger, july1)).toEqual({
      numberOfTransactions: 1,
      totalCollected: 10_000,
      netSales: 10_000,
    });
  });

  it('lists and sums cancelled orders, newest first, by outlet and order id', async () => {
    const list = await api.cancelled(owner, { ...july1Instants, statuses: 'CANCELLED' });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<CancelledOrderRow[]>();
    expect(rows.map((row) => row.id)).toEqual([x2.id, x1.id]);
    expect(rows[1]).toMatchObject({
      receiptNumber: x1.receipt,
      outletId: jakarta,
      cancelledAt: '2024-07-01T04:00:00.000Z',
      cancelledByName: 'Ayu A',
      cancelledReason: 'Customer left',
      totalPrice: 13_200,
    });
    const summaryResponse = await api.cancelledSummary(owner, july1Instants);
    expect(summaryResponse.json()).toEqual({ cancelledCount: 2, cancelledTotalPrice: 20_200 });
    const oneOutlet = await api.cancelled(owner, { ...july1Instants, outletId: String(jakarta) });
    expect(oneOutlet.json<CancelledOrderRow[]>().map((row) => row.id)).toEqual([x1.id]);
    const byOrderId = await api.cancelledSummary(owner, { ...july1Instants, orderId: x2.receipt });
    expect(byOrderId.json()).toEqual({ cancelledCount: 1, cancelledTotalPrice: 7_000 });
    expect((await api.cancelled(owner, { ...july1Instants, page: '2' })).json()).toEqual([]);
    const foreignOutlet = await api.cancelled(owner, {
      ...july1Instants,
      outletIds: String(context.fx.b.outletIds[0]),
    });
    expect(foreignOutlet.statusCode).toBe(404);
  });

  it('opens a cancelled order by outlet and id, and nowhere else', async () => {
    const response = await api.cancelledDetail(owner, jakarta, x1.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CancelledOrderDetail>()).toMatchObject({
      name: x1.receipt,
      orderId: x1.id,
      // The panel shows its times on the outlet's clock.
      timeZone: JAKARTA,
      cancelledByName: 'Ayu A',
      totalPrice: 13_200,
      orderItem: [{ itemName: 'Kopi Susu', itemCount: 1 }],
      cancelledItem: [
        { itemName: 'Es Teh Manis', itemCount: 1, cancelledReason: 'Wrong item', cancelledByName: 'Ayu A' },
      ],
    });
    expect((await api.cancelledDetail(owner, makassar, x1.id)).statusCode).toBe(404);
    expect((await api.cancelledDetail(owner, jakarta, c1.id)).statusCode).toBe(404);
    expect((await api.cancelledDetail(stranger, jakarta, x1.id)).statusCode).toBe(404);
  });

  it('lists and sums voided items of completed and cancelled bills only', async () => {
    const list = await api.voids(owner, { ...july1Instants, statuses: 'COMPLETE,CANCELLED' });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json<VoidItemRow[]>().map((row) => [row.itemName, row.itemCount, row.itemTotalPrice]),
    ).toEqual([
      ['Es Teh Manis', 1, 6_000],
      ['Es Teh', 2, 10_000],
    ]);
    expect(list.json<VoidItemRow[]>()[0]).toMatchObject({ orderId: x1.receipt, cancelledByName: 'Ayu A' });
    expect((await api.voidSummary(owner, july1Instants)).json()).toEqual({
      totalVoidItems: 3,
      totalVoidPrice: 16_000,
    });
    expect((await api.voidSummary(owner, { ...july1Instants, itemName: 'manis' })).json()).toEqual({
      totalVoidItems: 1,
      totalVoidPrice: 6_000,
    });
    expect((await api.voidSummary(owner, { ...july1Instants, statuses: 'COMPLETE' })).json()).toEqual({
      totalVoidItems: 2,
      totalVoidPrice: 10_000,
    });
    expect((await api.voidSummary(owner, { ...july1Instants, itemName: '%' })).json()).toEqual({
      totalVoidItems: 0,
      totalVoidPrice: 0,
    });
    expect((await api.voids(owner, { ...july1Instants, statuses: 'OPEN' })).statusCode).toBe(400);
  });

  it('keeps the daily rollup in line with these sums', async () => {
    const { rows } = await context.database.executeSql(
      `select sum(cancelled_count)::int as cancels, sum(cancelled_total)::int as cancelled,
              sum(void_item_count)::int as voids, sum(void_total)::int as void_total
         from daily_outlet_sales where business_id = $1 and business_date = '2024-07-01'`,
      [context.fx.a.id],
    );
    expect(rows[0]).toEqual({ cancels: 2, cancelled: 20_200, voids: 3, void_total: 16_000 });
  });

  it('sums only the outlets a limited manager reaches', async () => {
    const { a } = context.fx;
    await limitToOutlets(context.database.db, a.id, a.manager.id, [makassar]);
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    // c2 16 500 + c4 8 800; no refund at Makassar.
    expect(await summary(manager, july1)).toEqual({
      numberOfTransactions: 2,
      totalCollected: 25_300,
      netSales: 23_000,
    });
    expect((await api.cancelledSummary(manager, july1Instants)).json()).toEqual({
      cancelledCount: 1,
      cancelledTotalPrice: 7_000,
    });
    expect((await api.voidSummary(manager, july1Instants)).json()).toEqual({
      totalVoidItems: 0,
      totalVoidPrice: 0,
    });
    expect((await api.cancelledDetail(manager, jakarta, x1.id)).statusCode).toBe(404);
    expect((await api.summary(manager, { ...july1, outlet_ids: String(jakarta) })).statusCode).toBe(404);
  });

  it('lists the payment methods with cards never refundable here', async () => {
    const response = await api.paymentMethods(owner);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<PaymentMethodsResponse>()
        .payment_methods.map((method) => [method.code, method.refundable]),
    ).toEqual([
      ['CASH', true],
      ['CARD', false],
      ['QRIS', true],
    ]);
  });
});
