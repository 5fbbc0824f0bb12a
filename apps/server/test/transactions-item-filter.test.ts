import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListOrdersResponse, OrderSummaryResponse } from '@backoffice/contracts/transactions';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  insertRefund,
  JAKARTA,
  transactionRequests,
  type WrittenOrder,
} from './transaction-fixtures.js';

/**
 * The success list narrowed to one item, as the Item sales report's rows open it (decision 0260): exactly the
 * completed orders of the range holding a line of that catalogue item (of that variant when named), whatever else
 * they hold, paged by the same keyset; the tiles sum the same orders; another business's item matches nothing.
 */
describe('transactions: the success list of one item', () => {
  const context = useTestApp();
  let api: ReturnType<typeof transactionRequests>;
  let owner: string;
  let stranger: string;
  let first: number;
  let second: number;
  const KOPI = 501;
  const TEH = 502;
  /** An item id only the other business sold. */
  const FOREIGN_ITEM = 777;
  const kopiOrders: WrittenOrder[] = [];
  const largeOrders: WrittenOrder[] = [];
  const kopiOnSecond: WrittenOrder[] = [];
  let refundedKopi: WrittenOrder;

  const may1 = { start_time: '2024-05-01T00:00:00', end_time: '2024-05-01T23:59:59' };

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    [first, second] = a.outletIds as [number, number];
    api = transactionRequests(context.app);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;
    const teh = { name: 'Es Teh', itemId: TEH };

    // 1 May 2024 in Jakarta: 120 orders on a few seconds. Two in three hold Kopi Susu (Large or Small) besides
    // other lines; the rest only Es Teh and a line named "Kopi Susu" with no catalogue id.
    for (let index = 0; index < 120; index += 1) {
      const kind = index % 3;
      const order = await insertOrder(db, {
        businessId: a.id,
        outletId: index % 4 === 0 ? second : first,
        zone: JAKARTA,
        at: new Date(Date.UTC(2024, 3, 30, 20, 0, index % 7)),
        subtotal: 10_000 + index * 100,
        tax: 1_000,
        items:
          kind === 2
            ? [teh, 'Kopi Susu']
            : [teh, { name: 'Kopi Susu', itemId: KOPI, variant: kind === 0 ? 'Large' : 'Small' }],
      });
      if (kind !== 2) kopiOrders.push(order);
      if (kind !== 2 && index % 4 === 0) kopiOnSecond.push(order);
      if (kind === 0) largeOrders.push(order);
    }
    // Not listed: a cancelled and an open bill of Kopi Susu that day, and one the day after.
    for (const status of ['cancelled', 'open'] as const) {
      await insertOrder(db, {
        businessId: a.id,
        outletId: first,
        zone: JAKARTA,
        at: new Date(Date.UTC(2024, 4, 1, 4)),
        status,
        items: [{ name: 'Kopi Susu', itemId: KOPI }],
      });
    }
    await insertOrder(db, {
      businessId: a.id,
      outletId: first,
      zone: JAKARTA,
      at: new Date(Date.UTC(2024, 4, 2, 4)),
      items: [{ name: 'Kopi Susu', itemId: KOPI }],
    });
    // A Kopi Susu order refunded a week later, and an Es Teh-only order refunded within the day.
    refundedKopi = kopiOrders[5]!;
    await insertRefund(db, {
      businessId: a.id,
      outletId: first,
      zone: JAKARTA,
      orderId: refundedKopi.id,
      at: new Date(Date.UTC(2024, 4, 8, 4)),
      net: 3_000,
    });
    const tehOnly = await insertOrder(db, {
      businessId: a.id,
      outletId: first,
      zone: JAKARTA,
      at: new Date(Date.UTC(2024, 4, 1, 5)),
      items: [teh],
    });
    await insertRefund(db, {
      businessId: a.id,
      outletId: first,
      zone: JAKARTA,
      orderId: tehOnly.id,
      at: new Date(Date.UTC(2024, 4, 1, 6)),
      net: 4_000,
    });
    // The other business sold its own item, and an item with our Kopi Susu's id, the same day.
    for (const itemId of [FOREIGN_ITEM, KOPI]) {
      await insertOrder(db, {
        businessId: b.id,
        outletId: b.outletIds[0]!,
        zone: JAKARTA,
        at: new Date(Date.UTC(2024, 4, 1, 3)),
        items: [{ name: 'Kopi Lain', itemId }],
      });
    }
  });

  async function listAll(token: string, query: Record<string, string>) {
    const rows: ListOrdersResponse['orders'] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const response = await api.orders(token, { ...query, ...(cursor ? { cursor } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ListOrdersResponse>();
      rows.push(...page.orders);
      sizes.push(page.orders.length);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return { rows, sizes };
  }

  /** The same question asked of the tables directly. */
  async function rawOrderIds(businessId: number, itemId: number, variant?: string): Promise<number[]> {
    const result = await context.database.db.execute(sql`
      select distinct o.id from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= '2024-04-30T17:00:00Z' and o.created_at < '2024-05-01T17:00:00Z'
         and i.item_id = ${itemId} ${variant ? sql`and i.variant_name = ${variant}` : sql``}`);
    return (result as unknown as { rows: { id: number | string }[] }).rows
      .map((row) => Number(row.id))
      .sort();
  }
  const sorted = (ids: number[]) => [...ids].sort();

  it('lists exactly the orders holding the item, newest first, 50 to a page', async () => {
    const { rows, sizes } = await listAll(owner, { ...may1, item_id: String(KOPI) });
    expect(sizes).toEqual([50, 30]);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(80);
    expect(sorted(ids)).toEqual(await rawOrderIds(context.fx.a.id, KOPI));
    expect(sorted(ids)).toEqual(sorted(kopiOrders.map((order) => order.id)));
    for (let index = 1; index < rows.length; index += 1) {
      const previous = rows[index - 1]!;
      const current = rows[index]!;
      const order = previous.created_at.localeCompare(current.created_at);
      expect(order > 0 || (order === 0 && previous.id > current.id)).toBe(true);
    }
    // The row still names every line of the bill.
    expect(rows[0]!.item_name).toBe('Es Teh, Kopi Susu');
  });

  it('narrows to a variant as the bill named it, and to an outlet', async () => {
    const large = await listAll(owner, { ...may1, item_id: String(KOPI), variant_name: 'Large' });
    expect(sorted(large.rows.map((row) => row.id))).toEqual(
      await rawOrderIds(context.fx.a.id, KOPI, 'Large'),
    );
    expect(large.rows).toHaveLength(largeOrders.length);
    const anyVariant = await listAll(owner, { ...may1, item_id: String(KOPI), variant_name: '' });
    expect(anyVariant.rows).toHaveLength(80);
    const nothing = await listAll(owner, { ...may1, item_id: String(KOPI), variant_name: 'large' });
    expect(nothing.rows).toEqual([]);
    const onSecond = await listAll(owner, { ...may1, item_id: String(KOPI), outlet_ids: String(second) });
    expect(sorted(onSecond.rows.map((row) => row.id))).toEqual(sorted(kopiOnSecond.map((order) => order.id)));
    expect(kopiOnSecond.length).toBeGreaterThan(0);
  });

  it('sums the tiles over the same orders: whole bills, less their own refunds whenever made', async () => {
    const response = await api.summary(owner, { ...may1, item_id: String(KOPI) });
    expect(response.statusCode, response.body).toBe(200);
    const net = kopiOrders.reduce((total, order) => total + order.netSales, 0);
    const collected = kopiOrders.reduce((total, order) => total + order.totalCollected, 0);
    expect(response.json<OrderSummaryResponse>().transactionSummaryReport).toEqual({
      numberOfTransactions: 80,
      totalCollected: collected,
      // The Kopi Susu bill refunded a week later counts; the Es Teh bill refunded that day does not.
      netSales: net - 3_000,
    });
    const large = await api.summary(owner, { ...may1, item_id: String(KOPI), variant_name: 'Large' });
    expect(large.json<OrderSummaryResponse>().transactionSummaryReport.numberOfTransactions).toBe(
      largeOrders.length,
    );
  });

  it('matches nothing for another business’s item, and never lists the other business’s orders', async () => {
    const foreign = await listAll(owner, { ...may1, item_id: String(FOREIGN_ITEM) });
    expect(foreign.rows).toEqual([]);
    const foreignSummary = await api.summary(owner, { ...may1, item_id: String(FOREIGN_ITEM) });
    expect(foreignSummary.json<OrderSummaryResponse>().transactionSummaryReport).toEqual({
      numberOfTransactions: 0,
      totalCollected: 0,
      netSales: 0,
    });
    const theirs = await listAll(stranger, { ...may1, item_id: String(KOPI) });
    expect(theirs.rows.map((row) => row.id)).toEqual(await rawOrderIds(context.fx.b.id, KOPI));
    expect(theirs.rows).toHaveLength(1);
    // An outlet beyond reach stays a 404 with the item named.
    const foreignOutlet = await api.orders(owner, {
      ...may1,
      item_id: String(KOPI),
      outlet_ids: String(context.fx.b.outletIds[0]),
    });
    expect(foreignOutlet.statusCode).toBe(404);
  });

  it('refuses a malformed item or variant with 400 in the error shape', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '1e30', '99999999999999999999999']) {
      for (const call of [api.orders, api.summary]) {
        const response = await call(owner, { ...may1, item_id: bad });
        expect(response.statusCode, bad).toBe(400);
        const body = response.json<{ code: string; message: string; errors: { field: string }[] }>();
        expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
        expect(body.errors.length).toBeGreaterThan(0);
        expect(body.errors.every((error) => error.field === 'querystring.item_id')).toBe(true);
      }
    }
    const alone = await api.orders(owner, { ...may1, variant_name: 'Large' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors[0]).toMatchObject({ field: 'querystring.variant_name' });
    const long = await api.orders(owner, { ...may1, item_id: String(KOPI), variant_name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    const nul = await api.summary(owner, { ...may1, item_id: String(KOPI), variant_name: 'a\0b' });
    expect(nul.statusCode).toBe(400);
  });
});
