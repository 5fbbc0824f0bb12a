import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosOrder } from '@backoffice/contracts/pos';
import {
  DISCOUNT_FIELDS,
  SALES_TYPE_FIELDS,
  STAFF_FIELDS,
  TAX_FIELDS,
} from '@backoffice/contracts/sales-reports';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { paymentMethods, salesTypes } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';
import { MAKASSAR, setOutletZone } from './transaction-fixtures.js';

/**
 * The bill-level reports on a hand-worked day, 1 July 2024, written through the real writers (device batches and
 * the refund endpoint, the app's clock at 16:00 in Jakarta):
 * - A1, Jakarta 09:00: `completedOrder` (72 000 gross, item discount Member 5 400, net 66 600, Service 5 % 3 330,
 *   PB1 10 % on net + service 6 993), Dine In, server Ayu, cashier Budi;
 * - A2, Jakarta 12:00: Nasi Goreng 30 000, bill discount Happy Hour 3 000, promotion Beli 1 2 000, net 25 000, PB1
 *   2 500 added and PPN 11 % included (2 477), Take Away, server Budi, cashier Ayu;
 * - A3, Jakarta 13:00: a bill of 30 000 opened by Budi, Teh Manis ×2 (16 000) voided by Budi at 13:00, cancelled
 *   by Ayu at 14:00;
 * - B1, Makassar 00:30: `completedOrder` with no staff and no sales type;
 * - at 16:00 Ayu refunds A1's Roti Bakar (net 18 000, service 900, PB1 1 890) and the whole of A2 (net 25 000,
 *   PB1 2 500; discounts 5 000 given back).
 */
describe('reporting GraphQL: the bill-level sales reports', () => {
  const context = useTestApp({ clock: () => new Date('2024-07-01T09:00:00Z') });
  let owner: string;
  let stranger: string;
  let jakarta: number;
  let makassar: number;
  let foreignOutlet: number;
  let ayu: number;
  let budi: number;
  let dineIn: number;
  let takeAway: number;

  async function ask(token: string, query: string, variables: Record<string, unknown>) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(token),
      payload: { query, variables },
    });
    return response;
  }
  const vars = '$outletIds: [Int!], $startDate: String!, $endDate: String!';
  const args = 'outletIds: $outletIds, startDate: $startDate, endDate: $endDate';
  // Two queries: all six reports in one cost more than one query may.
  const CHARGES = `query C(${vars}) {
    discountReport(${args}) { rows { ${DISCOUNT_FIELDS} } total { ${DISCOUNT_FIELDS} } refunded }
    taxReport(${args}) { rows { ${TAX_FIELDS} } total { ${TAX_FIELDS} } includedTotal { ${TAX_FIELDS} } }
    gratuityReport(${args}) { rows { ${TAX_FIELDS} } total { ${TAX_FIELDS} } }
  }`;
  const REPORTS = `query R(${vars}) {
    staffReport(${args}) { rows { ${STAFF_FIELDS} } total { ${STAFF_FIELDS} } }
    serverReport(${args}) { rows { ${STAFF_FIELDS} } total { ${STAFF_FIELDS} } }
    salesTypeReport(${args}) { rows { ${SALES_TYPE_FIELDS} } total { ${SALES_TYPE_FIELDS} } }
    salesByPeriod(${args}) { total { discounts netSales gratuity tax transactions } }
  }`;
  type Reports = Record<string, { rows: Record<string, unknown>[]; total: Record<string, number> }>;
  async function reports(variables: Record<string, unknown>, token = owner): Promise<Reports> {
    const data: Reports = {};
    for (const query of [CHARGES, REPORTS]) {
      const response = await ask(token, query, variables);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.errors, response.body).toBeUndefined();
      Object.assign(data, body.data);
    }
    return data;
  }
  const july1 = { startDate: '2024-07-01 00:00:00', endDate: '2024-07-01 23:59:59' };

  async function dimensionDays() {
    const { rows } = await context.database.executeSql(
      `select outlet_id, business_date::text, dimension, key, count, amount::int8, base::int8, gratuity::int8,
              discount::int8, refund_count, refund_amount::int8, refund_base::int8, refund_gratuity::int8,
              void_count, void_amount::int8, cancelled_count, cancelled_amount::int8
         from daily_dimension_sales where business_id = $1 order by 1, 2, 3, 4`,
      [context.fx.a.id],
    );
    return rows.map((row) => Object.values(row).map(String).join('|'));
  }
  let kept: string[] = [];

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    [jakarta, makassar] = a.outletIds as [number, number];
    foreignOutlet = b.outletIds[0]!;
    ayu = a.owner.id;
    budi = a.manager.id;
    await setOutletZone(db, a.id, makassar, MAKASSAR);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;
    [{ id: dineIn }, { id: takeAway }] = (await db
      .insert(salesTypes)
      .values([
        { businessId: a.id, name: 'Dine In' },
        { businessId: a.id, name: 'Take Away' },
      ])
      .returning({ id: salesTypes.id })) as [{ id: number }, { id: number }];
    const [cash] = await db
      .insert(paymentMethods)
      .values({ businessId: a.id, code: 'CASH', name: 'Cash', kind: 'cash', isRefundable: true })
      .returning({ id: paymentMethods.id });
    const pay = (total: number) => [
      {
        uuid: randomUUID(),
        payment_method_id: cash!.id,
        method_code: 'cash',
        method_name: 'Cash',
        amount: total,
      },
    ];
    const a1 = completedOrder('2024-07-01T02:00:00Z', {
      sales_type_id: dineIn,
      created_by: ayu,
      collected_by: budi,
      payments: pay(76_900),
    });
    const nasi = randomUUID();
    const a2: PosOrder = {
      uuid: randomUUID(),
      status: 'completed',
      receipt_number: 'A2',
      created_at: '2024-07-01T05:00:00Z',
      completed_at: '2024-07-01T05:10:00Z',
      sales_type_id: takeAway,
      created_by: budi,
      collected_by: ayu,
      items: [
        {
          uuid: nasi,
          item_name: 'Nasi Goreng',
          quantity: 1,
          unit_price: 30_000,
          gross_amount: 30_000,
          discount_amount: 0,
        },
      ],
      discounts: [{ name: 'Happy Hour', type: 'cash', amount: 3_000 }],
      promos: [
        {
          promo_name: 'Beli 1',
          reward_discount_type: 'CASH',
          reward_amount: 2_000,
          items: [
            { order_item_uuid: nasi, promo_item_status: 'REWARD', amount: 2_000, total_rewarded: 2_000 },
          ],
        },
      ],
      taxes: [
        { name: 'PB1', percentage: 10, amount: 2_500 },
        { name: 'PPN', percentage: 11, amount: 2_477, is_included: true },
      ],
      subtotal: 30_000,
      discount_total: 5_000,
      promo_total: 2_000,
      tax_total: 2_500,
      net_sales: 25_000,
      total: 27_500,
      payments: pay(27_500),
    };
    const a3: PosOrder = {
      uuid: randomUUID(),
      status: 'cancelled',
      receipt_number: 'A3',
      created_at: '2024-07-01T06:00:00Z',
      cancelled_at: '2024-07-01T07:00:00Z',
      cancel_reason: 'Pelanggan batal pesan',
      cancelled_by: ayu,
      created_by: budi,
      items: [
        {
          uuid: randomUUID(),
          item_name: 'Nasi Goreng',
          quantity: 1,
          unit_price: 30_000,
          gross_amount: 30_000,
          discount_amount: 0,
        },
      ],
      voids: [
        {
          uuid: randomUUID(),
          item_name: 'Teh Manis',
          quantity: 2,
          unit_price: 8_000,
          total_price: 16_000,
          reason: 'Salah input',
          void_by: budi,
          voided_at: '2024-07-01T06:00:00Z',
        },
      ],
      subtotal: 30_000,
      discount_total: 0,
      net_sales: 30_000,
      total: 30_000,
    };
    // 30 June, 12:00 in Jakarta: a loyalty redemption of 4 000 on a bill that names no reward.
    const c1: PosOrder = {
      uuid: randomUUID(),
      status: 'completed',
      receipt_number: 'C1',
      created_at: '2024-06-30T05:00:00Z',
      completed_at: '2024-06-30T05:05:00Z',
      collected_by: ayu,
      items: [
        {
          uuid: randomUUID(),
          item_name: 'Kopi',
          quantity: 1,
          unit_price: 20_000,
          gross_amount: 20_000,
          discount_amount: 0,
        },
      ],
      subtotal: 20_000,
      redeem_amount: 4_000,
      discount_total: 4_000,
      net_sales: 16_000,
      total: 16_000,
      payments: pay(16_000),
    };
    const jakartaTill = await pairDevice(context.app, owner, jakarta);
    const makassarTill = await pairDevice(context.app, owner, makassar, 'Kasir 2');
    const sent = await sendBatchOk(context.app, jakartaTill.credential, [a1, a2, a3, c1]);
    expect(sent.results.map((result) => result.status)).toEqual(Array(4).fill('accepted'));
    const b1 = completedOrder('2024-06-30T16:30:00Z', { payments: pay(76_900) });
    expect((await sendBatchOk(context.app, makassarTill.credential, [b1])).results[0]!.status).toBe(
      'accepted',
    );
    const ids = new Map(sent.results.map((result) => [result.uuid, result.order_id!]));
    const refund = async (order: PosOrder, items: { uuid: string; quantity: number }[]) => {
      const { rows } = await context.database.executeSql(
        'select id, uuid from payments where business_id = $1 and order_id = $2',
        [a.id, ids.get(order.uuid)],
      );
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/order/v4/refund-orders',
        headers: { ...bearer(owner), outlet_id: String(jakarta) },
        payload: {
          payment_id: Number(rows[0]!.id),
          payment_uuid: rows[0]!.uuid,
          reason: 'Returned Goods',
          items: items.map((item) => ({ order_item_uuid: item.uuid, quantity: item.quantity })),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await refund(a1, [{ uuid: a1.items[1]!.uuid, quantity: 1 }]);
    await refund(a2, [{ uuid: nasi, quantity: 1 }]);
    kept = await dimensionDays();
    await rebuildDailySales(db, a.id);
  });

  it('keeps the days in the writers’ transactions exactly as the rebuild computes them', async () => {
    // Jakarta 13 keys (three kinds of discount, their refund, PB1, PPN, Service, two cashiers, two servers, two sales
    // types), Makassar 6 (Member, PB1, Service, unassigned cashier and server, no sales type) on 1 July; Jakarta 4
    // on 30 June (loyalty, cashier Ayu, no server, no sales type).
    expect(kept).toHaveLength(23);
    expect(await dimensionDays()).toEqual(kept);
  });

  it('answers every report of a whole day, by hand, with totals that reconcile with the Summary', async () => {
    const data = await reports(july1);
    expect(data.salesByPeriod!.total).toEqual({
      discounts: 15_800,
      netSales: 115_200,
      gratuity: 5_760,
      tax: 12_096,
      transactions: 3,
    });
    expect(data.discountReport).toEqual({
      rows: [
        { kind: 'ITEM_DISCOUNT', name: 'Member', timesApplied: 2, amount: 10_800 },
        { kind: 'BILL_DISCOUNT', name: 'Happy Hour', timesApplied: 1, amount: 3_000 },
        { kind: 'PROMOTION', name: 'Beli 1', timesApplied: 1, amount: 2_000 },
      ],
      total: { kind: null, name: '', timesApplied: 4, amount: 15_800 },
      refunded: 5_000,
    });
    const charge = (
      outletId: number,
      outletName: string,
      name: string,
      included: boolean,
      figures: number[],
    ) => {
      const [bills, taxableAmount, amount, refunds, collected] = figures;
      return { outletId, outletName, name, included, bills, taxableAmount, amount, refunds, collected };
    };
    // PB1 at Jakarta: taxable 69 930 + 25 000 less the refunds' share 18 900 + 25 000.
    expect(data.taxReport).toEqual({
      rows: [
        charge(jakarta, 'Outlet a1', 'PB1', false, [2, 51_030, 9_493, 4_390, 5_103]),
        charge(jakarta, 'Outlet a1', 'PPN', true, [1, 25_000, 2_477, 0, 2_477]),
        charge(makassar, 'Outlet a2', 'PB1', false, [1, 69_930, 6_993, 0, 6_993]),
      ],
      total: charge(0, '', '', false, [3, 120_960, 16_486, 4_390, 12_096]),
      includedTotal: charge(0, '', '', true, [1, 25_000, 2_477, 0, 2_477]),
    });
    expect(data.gratuityReport).toEqual({
      rows: [
        charge(jakarta, 'Outlet a1', 'Service', false, [1, 48_600, 3_330, 900, 2_430]),
        charge(makassar, 'Outlet a2', 'Service', false, [1, 66_600, 3_330, 0, 3_330]),
      ],
      total: charge(0, '', '', false, [2, 115_200, 6_660, 900, 5_760]),
    });
    const staff = (userId: number | null, name: string, figures: number[]) => {
      const [transactions, netSales, averageBill, refundCount, refunds, voids, voidAmount] = figures;
      const [cancellations, cancelledAmount, discounts] = figures.slice(7);
      return {
        ...{ userId, name, transactions, netSales, averageBill, refundCount, refunds, voids, voidAmount },
        ...{ cancellations, cancelledAmount, discounts },
      };
    };
    // Staff: each refund, void and cancellation under who made it.
    expect(data.staffReport).toEqual({
      rows: [
        staff(null, '', [1, 66_600, 66_600, 0, 0, 0, 0, 0, 0, 5_400]),
        staff(budi, 'Budi A', [1, 66_600, 66_600, 0, 0, 2, 16_000, 0, 0, 5_400]),
        staff(ayu, 'Ayu A', [1, -18_000, -18_000, 2, 43_000, 0, 0, 1, 30_000, 5_000]),
      ],
      total: staff(null, '', [3, 115_200, 38_400, 2, 43_000, 2, 16_000, 1, 30_000, 15_800]),
    });
    // Server: everything under the bill's server.
    expect(data.serverReport).toEqual({
      rows: [
        staff(null, '', [1, 66_600, 66_600, 0, 0, 0, 0, 0, 0, 5_400]),
        staff(ayu, 'Ayu A', [1, 48_600, 48_600, 1, 18_000, 0, 0, 0, 0, 5_400]),
        staff(budi, 'Budi A', [1, 0, 0, 1, 25_000, 2, 16_000, 1, 30_000, 5_000]),
      ],
      total: staff(null, '', [3, 115_200, 38_400, 2, 43_000, 2, 16_000, 1, 30_000, 15_800]),
    });
    expect(data.salesTypeReport).toEqual({
      rows: [
        { salesTypeId: null, name: '', transactions: 1, netSales: 66_600, gratuity: 3_330 },
        { salesTypeId: dineIn, name: 'Dine In', transactions: 1, netSales: 48_600, gratuity: 2_430 },
        { salesTypeId: takeAway, name: 'Take Away', transactions: 1, netSales: 0, gratuity: 0 },
      ],
      total: { salesTypeId: null, name: '', transactions: 3, netSales: 115_200, gratuity: 5_760 },
    });
  });

  it('reads a partial day from the rows as the days read the rollup', async () => {
    // The same day ending a second early has no whole day: every figure comes from the rows.
    const fromRows = await reports({ ...july1, endDate: '2024-07-01 23:59:58' });
    expect(fromRows).toEqual(await reports(july1));
    // Until 12:30: A1, A2 and B1 sold; the void (13:00), cancellation (14:00) and refunds (16:00) not yet.
    const morning = await reports({ ...july1, endDate: '2024-07-01 12:30:00' });
    expect(morning.discountReport).toMatchObject({ total: { amount: 15_800 }, refunded: 0 });
    expect(morning.taxReport!.total).toMatchObject({ taxableAmount: 164_860, collected: 16_486 });
    expect(morning.staffReport!.total).toMatchObject({
      netSales: 158_200,
      refunds: 0,
      voids: 0,
      cancellations: 0,
    });
    expect(morning.staffReport!.rows.find((row) => row.userId === ayu)).toMatchObject({ netSales: 25_000 });
    // Two days with partial edges at both ends: whole 1 July from the rollup, 30 June 23:00 and 2 July from rows.
    const around = await reports({ startDate: '2024-06-30 23:00:00', endDate: '2024-07-02 08:00:00' });
    expect(around).toEqual(await reports(july1));
  });

  it('lists a loyalty redemption among the discounts', async () => {
    const data = await reports({ startDate: '2024-06-30 00:00:00', endDate: '2024-06-30 23:59:59' });
    expect(data.discountReport).toEqual({
      rows: [{ kind: 'LOYALTY', name: '', timesApplied: 1, amount: 4_000 }],
      total: { kind: null, name: '', timesApplied: 1, amount: 4_000 },
      refunded: 0,
    });
    expect(data.salesByPeriod!.total).toMatchObject({ discounts: 4_000, netSales: 16_000 });
    expect(data.staffReport!.rows).toEqual([
      expect.objectContaining({ userId: ayu, transactions: 1, netSales: 16_000, discounts: 4_000 }),
    ]);
  });

  it('splits by outlet and reconciles every total with the Summary of the same outlets', async () => {
    for (const outletIds of [[jakarta], [makassar]]) {
      const data = await reports({ ...july1, outletIds });
      const summary = data.salesByPeriod!.total;
      expect(data.discountReport!.total.amount).toBe(summary.discounts);
      expect(data.taxReport!.total.collected).toBe(summary.tax);
      expect(data.gratuityReport!.total.collected).toBe(summary.gratuity);
      expect(data.staffReport!.total.netSales).toBe(summary.netSales);
      expect(data.serverReport!.total.netSales).toBe(summary.netSales);
      expect(data.salesTypeReport!.total.netSales).toBe(summary.netSales);
      expect(data.taxReport!.rows.every((row) => row.outletId === outletIds[0])).toBe(true);
    }
  });

  it('needs Reports › Sales, and answers another business’s outlet as not found', async () => {
    const noGrants = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    const refused = await ask(
      noGrants,
      `query R(${vars}) { taxReport(${args}) { total { amount } } }`,
      july1,
    );
    expect(refused.statusCode).toBe(403);
    for (const [token, outletId] of [
      [owner, foreignOutlet],
      [stranger, jakarta],
    ] as const) {
      const response = await ask(token, `query R(${vars}) { staffReport(${args}) { total { netSales } } }`, {
        ...july1,
        outletIds: [outletId],
      });
      expect(response.json().errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const own = await reports(july1, stranger);
    expect(own.staffReport!.total.transactions).toBe(0);
    const tooLong = await ask(owner, `query R(${vars}) { discountReport(${args}) { refunded } }`, {
      startDate: '2022-01-01 00:00:00',
      endDate: '2024-07-01 23:59:59',
    });
    expect(tooLong.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('puts the bills of a deleted sales type with the bills without one, from days and rows alike', async () => {
    await context.database.executeSql('delete from sales_types where business_id = $1 and id = $2', [
      context.fx.a.id,
      takeAway,
    ]);
    const SALES_TYPES = `query T(${vars}) { salesTypeReport(${args}) { rows { ${SALES_TYPE_FIELDS} } } }`;
    const rowsOf = async (endDate: string) =>
      (await ask(owner, SALES_TYPES, { ...july1, endDate })).json().data.salesTypeReport.rows;
    const fromDays = await rowsOf(july1.endDate);
    expect(fromDays).toEqual([
      { salesTypeId: null, name: '', transactions: 2, netSales: 66_600, gratuity: 3_330 },
      { salesTypeId: dineIn, name: 'Dine In', transactions: 1, netSales: 48_600, gratuity: 2_430 },
    ]);
    expect(await rowsOf('2024-07-01 23:59:58')).toEqual(fromDays);
  });
});
