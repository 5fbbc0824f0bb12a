import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { orderItems, paymentMethods, payments, refundItems, refunds } from '../src/db/schema/index.js';
import { localDate } from '../src/domain/local-time.js';
import { runReportingQuery } from '../src/modules/reporting/run-reporting-query.js';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  insertRefund,
  JAKARTA,
  MAKASSAR,
  setOutletZone,
  transactionRequests,
  type WrittenOrder,
} from './transaction-fixtures.js';

/**
 * The dashboard's GraphQL on a small fixed data set, every figure worked out by hand. 1 July 2024 in two zones:
 * o1 Jakarta 09:00 (20 000 less 2 000 discount; Kopi Susu cost 4 000 + Roti cost 3 000), refunded 5 000 at 12:00;
 * o2 Makassar 11:00 (15 000, Kopi Susu cost 4 000); o3 at 16:30 UTC on 30 June, which is 23:30 on 30 June in
 * Jakarta (o3, 10 000) and 00:30 on 1 July in Makassar (o4, 8 000, Es Teh cost 2 000). The refund gives back
 * o1's Roti, so its cost 3 000 comes off the cost of goods.
 */
describe('reporting GraphQL: the dashboard figures', () => {
  const context = useTestApp();
  let owner: string;
  let stranger: string;
  let jakarta: number;
  let makassar: number;
  let foreignOutlet: number;

  async function ask(token: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(token),
      payload: { query, variables },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions: { code: string } }[];
    };
  }

  const july1 = { startDate: '2024-07-01 00:00:00', endDate: '2024-07-01 23:59:59' };
  const SUMMARY = `query S($outletIds: [Int!], $startDate: String!, $endDate: String!) {
    salesSummary(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
      grossSales netSales numberOfTransactions averageSale grossProfit grossMargin
    }
  }`;

  async function setCosts(orderId: number, businessId: number, costs: Record<string, number>) {
    for (const [itemName, cost] of Object.entries(costs)) {
      await context.database.db
        .update(orderItems)
        .set({ unitCost: cost })
        .where(
          and(
            eq(orderItems.businessId, businessId),
            eq(orderItems.orderId, orderId),
            eq(orderItems.itemName, itemName),
          ),
        );
    }
  }

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    [jakarta, makassar] = a.outletIds as [number, number];
    foreignOutlet = b.outletIds[0]!;
    await setOutletZone(db, a.id, makassar, MAKASSAR);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;
    const J = { businessId: a.id, outletId: jakarta, zone: JAKARTA };
    const M = { businessId: a.id, outletId: makassar, zone: MAKASSAR };
    const at = (iso: string) => new Date(iso);
    const o1 = await insertOrder(db, {
      ...J,
      at: at('2024-07-01T02:00:00Z'),
      subtotal: 20_000,
      discount: 2_000,
      items: ['Kopi Susu', 'Roti'],
    });
    await setCosts(o1.id, a.id, { 'Kopi Susu': 4_000, Roti: 3_000 });
    const o2 = await insertOrder(db, { ...M, at: at('2024-07-01T03:00:00Z'), subtotal: 15_000 });
    await setCosts(o2.id, a.id, { 'Kopi Susu': 4_000 });
    await insertOrder(db, { ...J, at: at('2024-06-30T16:30:00Z'), subtotal: 10_000 });
    const o4 = await insertOrder(db, {
      ...M,
      at: at('2024-06-30T16:30:00Z'),
      subtotal: 8_000,
      items: ['Es Teh'],
    });
    await setCosts(o4.id, a.id, { 'Es Teh': 2_000 });
    await insertRefund(db, { ...J, orderId: o1.id, at: at('2024-07-01T05:00:00Z'), net: 5_000 });
    // The refund gives back o1's Roti: its cost (3 000) leaves the day's cost of goods.
    const [refund] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, o1.id));
    const [roti] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, o1.id), eq(orderItems.itemName, 'Roti')));
    await db.insert(refundItems).values({
      businessId: a.id,
      refundId: refund!.id,
      orderItemId: roti!.id,
      itemName: 'Roti',
      quantity: 1,
      grossAmount: -5_000,
      netAmount: -5_000,
    });
    await insertOrder(db, { ...J, at: at('2024-07-01T04:00:00Z'), status: 'cancelled', subtotal: 12_000 });
    const pay = (order: WrittenOrder, outletId: number, zone: string, name: string, when: string) => ({
      businessId: a.id,
      outletId,
      orderId: order.id,
      uuid: `pay-${order.id}`,
      methodCode: name.toUpperCase(),
      methodName: name,
      amount: order.totalCollected,
      createdAt: at(when),
      businessDate: localDate(zone, at(when)),
    });
    await db
      .insert(payments)
      .values([
        pay(o1, jakarta, JAKARTA, 'Cash', '2024-07-01T02:00:00Z'),
        pay(o2, makassar, MAKASSAR, 'QRIS', '2024-07-01T03:00:00Z'),
        pay(o4, makassar, MAKASSAR, 'Cash', '2024-06-30T16:30:00Z'),
      ]);
    await insertOrder(db, {
      businessId: b.id,
      outletId: foreignOutlet,
      zone: JAKARTA,
      at: at('2024-07-01T03:00:00Z'),
    });
    // Business a has a Cash method; a QRIS method of that name exists only in business b, whose code must not
    // reach a's figures.
    await db.insert(paymentMethods).values([
      { businessId: a.id, code: 'CASH', name: 'Cash', kind: 'cash' },
      { businessId: b.id, code: 'OVO', name: 'QRIS', kind: 'e_wallet' },
    ]);
    await rebuildDailySales(db, a.id);
    await rebuildDailySales(db, b.id);
  });

  it('sums a whole day in two zones from the rollup, with gross profit from item costs', async () => {
    const { data, errors } = await ask(owner, SUMMARY, july1);
    expect(errors).toBeUndefined();
    // net 18 000 − 5 000 + 15 000 + 8 000; cost 7 000 − 3 000 + 4 000 + 2 000; margin 26 000 / 36 000.
    const whole = {
      grossSales: 43_000,
      netSales: 36_000,
      numberOfTransactions: 3,
      averageSale: 12_000,
      grossProfit: 26_000,
      grossMargin: 72.22,
    };
    expect(data!.salesSummary).toEqual(whole);
    // The same sales as a partial day (read from the rows, the refund at 12:00 included) give the same figures.
    const partial = await ask(owner, SUMMARY, {
      startDate: '2024-07-01 00:00:00',
      endDate: '2024-07-01 12:30:00',
    });
    expect(partial.data!.salesSummary).toEqual(whole);
  });

  it('equals the transactions summary for the same outlets and ranges (whole, partial and multi-day)', async () => {
    const api = transactionRequests(context.app);
    const ranges = [
      july1,
      { startDate: '2024-07-01 00:00:00', endDate: '2024-07-01 10:00:00' },
      { startDate: '2024-06-30 12:00:00', endDate: '2024-07-01 23:59:59' },
    ];
    for (const outletIds of [[jakarta], [makassar], [jakarta, makassar]]) {
      for (const range of ranges) {
        const { data } = await ask(owner, SUMMARY, { ...range, outletIds });
        const response = await api.summary(owner, {
          start_time: range.startDate.replace(' ', 'T'),
          end_time: range.endDate.replace(' ', 'T'),
          outlet_ids: outletIds.join(','),
        });
        const tiles = response.json().transactionSummaryReport;
        const mine = data!.salesSummary as { netSales: number; numberOfTransactions: number };
        expect([mine.netSales, mine.numberOfTransactions], `${outletIds} ${range.startDate}`).toEqual([
          tiles.netSales,
          tiles.numberOfTransactions,
        ]);
      }
    }
    // The partial day by hand: o1 (Jakarta 09:00) and o4 (Makassar 00:30); the refund at 12:00 falls outside.
    const { data } = await ask(owner, SUMMARY, ranges[1]!);
    expect(data!.salesSummary).toMatchObject({
      grossSales: 28_000,
      netSales: 26_000,
      numberOfTransactions: 2,
    });
  });

  it('answers per outlet with top 3 items, top items overall, the trend by hour and the payment split', async () => {
    const { data, errors } = await ask(
      owner,
      `query C($outletIds: [Int!], $startDate: String!, $endDate: String!) {
        salesByOutlet(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
          outletId grossSales netSales numberOfTransactions averageSale grossProfit grossMargin topItems { name quantity }
        }
        topItems(outletIds: $outletIds, startDate: $startDate, endDate: $endDate, first: 2) { name quantity netSales }
        grossProfit(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { grossProfit grossMargin }
        salesTrend(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { period netSales numberOfTransactions }
        paymentMethods(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { name code amount count }
      }`,
      { ...july1, outletIds: [jakarta, makassar] },
    );
    expect(errors).toBeUndefined();
    expect(data!.salesByOutlet).toEqual([
      {
        outletId: jakarta,
        grossSales: 20_000,
        netSales: 13_000,
        numberOfTransactions: 1,
        averageSale: 13_000,
        grossProfit: 9_000,
        grossMargin: 69.23,
        topItems: [
          { name: 'Kopi Susu', quantity: 1 },
          { name: 'Roti', quantity: 1 },
        ],
      },
      {
        outletId: makassar,
        grossSales: 23_000,
        netSales: 23_000,
        numberOfTransactions: 2,
        averageSale: 11_500,
        grossProfit: 17_000,
        grossMargin: 73.91,
        topItems: [
          { name: 'Es Teh', quantity: 1 },
          { name: 'Kopi Susu', quantity: 1 },
        ],
      },
    ]);
    // Kopi Susu twice: 10 000 on o1 and 15 000 on o2 (the fixture's lines carry no discount of their own).
    expect(data!.topItems).toEqual([
      { name: 'Kopi Susu', quantity: 2, netSales: 25_000 },
      { name: 'Es Teh', quantity: 1, netSales: 8_000 },
    ]);
    expect(data!.grossProfit).toEqual({ grossProfit: 26_000, grossMargin: 72.22 });
    const trend = data!.salesTrend as { period: string; netSales: number; numberOfTransactions: number }[];
    expect(trend).toHaveLength(24);
    expect(trend.filter((point) => point.netSales !== 0)).toEqual([
      { period: '2024-07-01 00:00', netSales: 8_000, numberOfTransactions: 1 },
      { period: '2024-07-01 09:00', netSales: 18_000, numberOfTransactions: 1 },
      { period: '2024-07-01 11:00', netSales: 15_000, numberOfTransactions: 1 },
      { period: '2024-07-01 12:00', netSales: -5_000, numberOfTransactions: 0 },
    ]);
    expect(data!.paymentMethods).toEqual([
      { name: 'Cash', code: 'CASH', amount: 26_000, count: 2 },
      { name: 'QRIS', code: null, amount: 15_000, count: 1 },
    ]);
  });

  it('adds best sellers and payments of whole days (their rollups) and partial edge days (the rows) alike', async () => {
    const ask2 = async (startDate: string, endDate: string) => {
      const { data, errors } = await ask(
        owner,
        `query P($startDate: String!, $endDate: String!) {
          topItems(startDate: $startDate, endDate: $endDate, first: 2) { name quantity netSales }
          paymentMethods(startDate: $startDate, endDate: $endDate) { name amount count }
        }`,
        { startDate, endDate },
      );
      expect(errors).toBeUndefined();
      return data;
    };
    // Only a partial day: o1 at 09:00 Jakarta and o4 at 00:30 Makassar; o2 (11:00 Makassar) is after it.
    expect(await ask2('2024-07-01 00:00:00', '2024-07-01 10:00:00')).toEqual({
      topItems: [
        { name: 'Es Teh', quantity: 1, netSales: 8_000 },
        { name: 'Kopi Susu', quantity: 1, netSales: 10_000 },
      ],
      paymentMethods: [{ name: 'Cash', amount: 26_000, count: 2 }],
    });
    // An evening edge (o3, 23:30 in Jakarta on 30 June, no payment), 1 July whole, and a morning edge with nothing.
    const expected = {
      topItems: [
        { name: 'Kopi Susu', quantity: 3, netSales: 35_000 },
        { name: 'Es Teh', quantity: 1, netSales: 8_000 },
      ],
      paymentMethods: [
        { name: 'Cash', amount: 26_000, count: 2 },
        { name: 'QRIS', amount: 15_000, count: 1 },
      ],
    };
    expect(await ask2('2024-06-30 12:00:00', '2024-07-01 23:59:59')).toEqual(expected);
    expect(await ask2('2024-06-30 12:00:00', '2024-07-02 10:00:00')).toEqual(expected);
  });

  it('charts a longer range by day, partial edge days included', async () => {
    const { data } = await ask(
      owner,
      `query T($startDate: String!, $endDate: String!) {
        salesTrend(startDate: $startDate, endDate: $endDate) { period netSales numberOfTransactions }
      }`,
      { startDate: '2024-06-30 12:00:00', endDate: '2024-07-02 23:59:59' },
    );
    expect(data!.salesTrend).toEqual([
      { period: '2024-06-30', netSales: 10_000, numberOfTransactions: 1 },
      { period: '2024-07-01', netSales: 36_000, numberOfTransactions: 3 },
      { period: '2024-07-02', netSales: 0, numberOfTransactions: 0 },
    ]);
  });

  it("gives nothing for another business's outlets, either way round", async () => {
    const mine = await ask(owner, SUMMARY, { ...july1, outletIds: [foreignOutlet] });
    expect(mine.data).toBeNull();
    expect(mine.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const theirs = await ask(stranger, SUMMARY, { ...july1, outletIds: [jakarta] });
    expect(theirs.errors![0]!.extensions.code).toBe('NOT_FOUND');
    // The stranger's own figures hold only their one order.
    const own = await ask(stranger, SUMMARY, july1);
    expect(own.data!.salesSummary).toMatchObject({ numberOfTransactions: 1, netSales: 10_000 });
  });

  it('answers malformed, unknown, over-deep and over-costly queries with GraphQL errors, never a 500', async () => {
    const codeOf = async (query: string, variables: Record<string, unknown> = july1) =>
      (await ask(owner, query, variables)).errors?.map((error) => error.extensions.code);
    expect(await codeOf(SUMMARY, { startDate: '2024-07-01', endDate: '2024-07-01 23:59:59' })).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(
      await codeOf(SUMMARY, { startDate: '2024-02-30 00:00:00', endDate: '2024-03-01 00:00:00' }),
    ).toEqual(['BAD_USER_INPUT']);
    expect(
      await codeOf(SUMMARY, { startDate: '2024-07-02 00:00:00', endDate: '2024-07-01 00:00:00' }),
    ).toEqual(['BAD_USER_INPUT']);
    expect(await codeOf(SUMMARY, { ...july1, outletIds: ['x'] })).toEqual(['BAD_USER_INPUT']);
    expect(await codeOf(SUMMARY, { endDate: '2024-07-01 23:59:59' })).toEqual(['BAD_USER_INPUT']);
    expect(
      await codeOf(
        '{ salesSummary(startDate: "2024-07-01 00:00:00", endDate: "2024-07-01 23:59:59") { secret } }',
      ),
    ).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(await codeOf('{ salesSummary(')).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(await codeOf('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toEqual(
      ['QUERY_TOO_DEEP'],
    );
    const many = Array.from(
      { length: 21 },
      (_, n) => `s${n}: salesSummary(startDate: $startDate, endDate: $endDate) { netSales }`,
    ).join(' ');
    expect(await codeOf(`query M($startDate: String!, $endDate: String!) { ${many} }`)).toEqual([
      'QUERY_TOO_COSTLY',
    ]);
    const tooMany = Array.from({ length: 11 }, (_, n) => n + 1);
    expect(
      await codeOf(
        `query O($outletIds: [Int!], $startDate: String!, $endDate: String!) {
          salesByOutlet(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) { netSales } }`,
        { ...july1, outletIds: tooMany },
      ),
    ).toEqual(['BAD_USER_INPUT']);
    // A body that is no GraphQL request at all is the API's usual 400.
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(owner),
      payload: { variables: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses introspection in production and allows it elsewhere', async () => {
    const request = { query: '{ __schema { queryType { name } } }' };
    const base = { db: context.database.db, caller: undefined as never, log: context.app.log };
    const production = await runReportingQuery(request, { ...base, production: true });
    expect(production.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const development = await runReportingQuery(request, { ...base, production: false });
    expect(development).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('needs the Dashboard permission', async () => {
    const noGrants = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(noGrants),
      payload: { query: SUMMARY, variables: july1 },
    });
    expect(response.statusCode).toBe(403);
  });
});
