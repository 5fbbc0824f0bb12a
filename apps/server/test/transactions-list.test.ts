import { beforeAll, describe, expect, it } from 'vitest';
import type { ListOrdersResponse, OrderDetail } from '@backoffice/contracts/transactions';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  JAKARTA,
  MAKASSAR,
  setOutletZone,
  transactionRequests,
  type WrittenOrder,
} from './transaction-fixtures.js';

/**
 * The success list: keyset pages newest first that never skip or repeat an order, even when a hundred share a
 * second; the local time range read in each outlet's zone; keyword and outlet filters; tenant and outlet reach.
 */
describe('transactions: success list and order detail', () => {
  const context = useTestApp();
  let api: ReturnType<typeof transactionRequests>;
  let owner: string;
  let stranger: string;
  let jakarta: number;
  let makassar: number;
  const paged: WrittenOrder[] = [];
  let lateJakarta: WrittenOrder;
  let earlyMakassar: WrittenOrder;
  let foreign: WrittenOrder;

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    [jakarta, makassar] = a.outletIds as [number, number];
    await setOutletZone(db, a.id, makassar, MAKASSAR);
    api = transactionRequests(context.app);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;

    // 2024-02-01 in Jakarta: 130 orders on 6 distinct seconds, inserted out of time order.
    const seconds = [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 5];
    for (let index = 0; index < 130; index += 1) {
      const second = seconds[(index * 7) % seconds.length]!;
      paged.push(
        await insertOrder(db, {
          businessId: a.id,
          outletId: index % 3 === 0 ? makassar : jakarta,
          zone: index % 3 === 0 ? MAKASSAR : JAKARTA,
          at: new Date(Date.UTC(2024, 1, 1, 3, 0, second)),
          items: ['Kopi Susu', 'Roti Bakar'],
        }),
      );
    }
    // Not in the list: cancelled and open bills of the same day.
    await insertOrder(db, {
      businessId: a.id,
      outletId: jakarta,
      zone: JAKARTA,
      at: new Date(Date.UTC(2024, 1, 1, 4)),
      status: 'cancelled',
    });
    await insertOrder(db, {
      businessId: a.id,
      outletId: jakarta,
      zone: JAKARTA,
      at: new Date(Date.UTC(2024, 1, 1, 4)),
      status: 'open',
    });
    // 2024-03-10 16:30 UTC is 23:30 on 10 March in Jakarta and 00:30 on 11 March in Makassar.
    const boundary = new Date(Date.UTC(2024, 2, 10, 16, 30));
    lateJakarta = await insertOrder(db, { businessId: a.id, outletId: jakarta, zone: JAKARTA, at: boundary });
    earlyMakassar = await insertOrder(db, {
      businessId: a.id,
      outletId: makassar,
      zone: MAKASSAR,
      at: boundary,
    });
    foreign = await insertOrder(db, {
      businessId: b.id,
      outletId: b.outletIds[0]!,
      zone: JAKARTA,
      at: new Date(Date.UTC(2024, 1, 1, 3)),
    });
  });

  const feb1 = { start_time: '2024-02-01T00:00:00', end_time: '2024-02-01T23:59:59' };

  async function listAll(token: string, query: Record<string, string | string[]>) {
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

  it('pages newest first, 50 at a time, never skipping or repeating orders that share a second', async () => {
    const { rows, sizes } = await listAll(owner, feb1);
    expect(sizes).toEqual([50, 50, 30]);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(130);
    expect(new Set(ids)).toEqual(new Set(paged.map((order) => order.id)));
    for (let index = 1; index < rows.length; index += 1) {
      const previous = rows[index - 1]!;
      const current = rows[index]!;
      const order = previous.created_at.localeCompare(current.created_at);
      expect(order > 0 || (order === 0 && previous.id > current.id)).toBe(true);
    }
    expect(rows[0]).toMatchObject({
      item_name: 'Kopi Susu, Roti Bakar',
      total_collected: 10_000,
      created_at: '2024-02-01T03:00:05.000Z',
    });
  });

  it('does not skip or repeat when orders are added at the page boundary while paging', async () => {
    const first = (await api.orders(owner, feb1)).json<ListOrdersResponse>();
    const last = first.orders.at(-1)!;
    const added = await insertOrder(context.database.db, {
      businessId: context.fx.a.id,
      outletId: jakarta,
      zone: JAKARTA,
      at: new Date(last.created_at),
    });
    const rest: number[] = [];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = (await api.orders(owner, { ...feb1, cursor })).json<ListOrdersResponse>();
      rest.push(...page.orders.map((row) => row.id));
      cursor = page.next_cursor;
    }
    const seen = [...first.orders.map((row) => row.id), ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    // The new order has the highest id of its second, so it sorts before the boundary row: not on a later page.
    expect(rest).not.toContain(added.id);
    expect(seen).toHaveLength(130);
  });

  it('reads the range in each outlet’s own zone', async () => {
    const march11 = { start_time: '2024-03-11T00:00:00', end_time: '2024-03-11T23:59:59' };
    const march10 = { start_time: '2024-03-10T00:00:00', end_time: '2024-03-10T23:59:59' };
    expect((await listAll(owner, march11)).rows.map((row) => row.id)).toEqual([earlyMakassar.id]);
    const tenth = (await listAll(owner, march10)).rows;
    expect(tenth.map((row) => row.id)).toEqual([lateJakarta.id]);
    expect(tenth[0]).toMatchObject({ business_date: '2024-03-10', time_zone: JAKARTA });
    // The end is inclusive to the second, the start exact.
    const lastMinute = { start_time: '2024-03-10T23:30:00', end_time: '2024-03-10T23:30:00' };
    expect((await listAll(owner, lastMinute)).rows.map((row) => row.id)).toEqual([lateJakarta.id]);
    const after = { start_time: '2024-03-10T23:30:01', end_time: '2024-03-10T23:59:59' };
    expect((await listAll(owner, after)).rows).toEqual([]);
  });

  it('filters by receipt number and by outlets', async () => {
    const target = paged[17]!;
    const found = await listAll(owner, { ...feb1, keyword: ` ${target.receipt} ` });
    expect(found.rows.map((row) => row.id)).toEqual([target.id]);
    const onlyMakassar = await listAll(owner, { ...feb1, outlet_ids: String(makassar) });
    expect(onlyMakassar.rows).toHaveLength(44);
    expect(onlyMakassar.rows.every((row) => row.outlet_id === makassar)).toBe(true);
    const both = await listAll(owner, { ...feb1, outlet_ids: [String(makassar), String(jakarta)] });
    expect(both.rows).toHaveLength(131);
    const allOutlet = await listAll(owner, { ...feb1, outlet_ids: '-1' });
    expect(allOutlet.rows).toHaveLength(131);
  });

  it('answers 404 for another business’s outlet and order, 400 for a bad range or cursor', async () => {
    const foreignOutlet = await api.orders(owner, { ...feb1, outlet_ids: String(context.fx.b.outletIds[0]) });
    expect(foreignOutlet.statusCode).toBe(404);
    expect(foreignOutlet.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.order(owner, foreign.id)).statusCode).toBe(404);
    expect((await api.order(stranger, paged[0]!.id)).statusCode).toBe(404);
    const strangersList = await listAll(stranger, feb1);
    expect(strangersList.rows.map((row) => row.id)).toEqual([foreign.id]);

    const reversed = await api.orders(owner, { start_time: feb1.end_time, end_time: feb1.start_time });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({ field: 'querystring.end_time' });
    const badDate = await api.orders(owner, { ...feb1, start_time: '2024-02-30T00:00:00' });
    expect(badDate.statusCode).toBe(400);
    const edited = Buffer.from(JSON.stringify({ t: "x'; drop table orders", i: 1 })).toString('base64url');
    const badCursor = await api.orders(owner, { ...feb1, cursor: edited });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().errors[0]).toMatchObject({ field: 'querystring.cursor' });
  });

  it('shows a limited manager only the outlets they reach', async () => {
    const { a } = context.fx;
    await limitToOutlets(context.database.db, a.id, a.manager.id, [makassar]);
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    const rows = (await listAll(manager, feb1)).rows;
    expect(rows).toHaveLength(44);
    expect(rows.every((row) => row.outlet_id === makassar)).toBe(true);
    expect((await api.orders(manager, { ...feb1, outlet_ids: String(jakarta) })).statusCode).toBe(404);
    const jakartaOrder = paged.find((_, index) => index % 3 !== 0)!;
    expect((await api.order(manager, jakartaOrder.id)).statusCode).toBe(404);
    expect((await api.order(manager, paged[0]!.id)).statusCode).toBe(200);
  });

  it('returns an order’s detail with its items', async () => {
    const response = await api.order(owner, lateJakarta.id);
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetail>();
    expect(detail).toMatchObject({
      id: lateJakarta.id,
      receipt_number: lateJakarta.receipt,
      status: 'completed',
      outlet_id: jakarta,
      business_date: '2024-03-10',
      total_collected: 10_000,
      order_items: [{ item_name: 'Kopi Susu', quantity: 1, price: 10_000 }],
    });
  });
});
