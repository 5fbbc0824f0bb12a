import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummaryResponse } from '@backoffice/contracts/transactions';
import {
  applyDailySales,
  applyOrderSales,
  applyRefundSales,
  cancelledOrderEffect,
  completedOrderEffect,
  refundEffect,
  voidItemEffect,
} from '../src/sales/daily-sales.repository.js';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { payments } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  insertRefund,
  insertVoid,
  JAKARTA,
  MAKASSAR,
  setOutletZone,
  transactionRequests,
} from './transaction-fixtures.js';

/**
 * Property: whatever orders, cancellations, refunds and voids happen around local midnight in Jakarta (UTC+7) and
 * Makassar (UTC+8), the daily rollup kept by `applyDailySales` equals the rebuild from raw rows and the totals
 * computed here from the raw events with the zones' fixed offsets; and the success summary over any range, whole
 * days or not, equals the same totals.
 */

const HOUR = 3_600_000;
const ITEMS = ['Kopi Susu', 'Roti Bakar', 'Es Teh', 'Kopi Susu'];
const OFFSET = { [JAKARTA]: 7, [MAKASSAR]: 8 } as const;
type Zone = keyof typeof OFFSET;

/** mulberry32: small, seeded, good enough to spread events. */
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

const localDate = (at: Date, zone: Zone) =>
  new Date(at.getTime() + OFFSET[zone] * HOUR).toISOString().slice(0, 10);
const localTime = (at: Date, zone: Zone) =>
  new Date(at.getTime() + OFFSET[zone] * HOUR).toISOString().slice(0, 19);

interface Event {
  kind: 'completed' | 'cancelled' | 'refund';
  outletId: number;
  zone: Zone;
  at: Date;
  netSales: number;
  totalCollected: number;
}

describe('transactions: daily rollups equal the raw rows across two zones', () => {
  const context = useTestApp();
  let owner: string;
  const events: Event[] = [];
  const outletsByZone: [number, Zone][] = [];

  beforeAll(async () => {
    const { db } = context.database;
    const { a } = context.fx;
    const [jakarta, makassar] = a.outletIds as [number, number];
    await setOutletZone(db, a.id, makassar, MAKASSAR);
    outletsByZone.push([jakarta, JAKARTA], [makassar, MAKASSAR]);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    const business = { businessId: a.id };

    for (const seed of [1, 2, 3]) {
      const next = random(seed);
      // Three days from the seed's own month, events clustered around 15:00–19:00 UTC: both local midnights.
      const base = Date.UTC(2024, 3 + seed, 1, 15);
      for (let index = 0; index < 40; index += 1) {
        const [outletId, zone] = outletsByZone[Math.floor(next() * 2)]!;
        const at = new Date(base + Math.floor(next() * 3) * 24 * HOUR + Math.floor(next() * 4 * HOUR));
        const roll = next();
        const subtotal = 1_000 * (1 + Math.floor(next() * 50));
        const discount = Math.floor(next() * 3) * 500;
        const tax = Math.floor(subtotal / 10);
        const status = roll < 0.7 ? 'completed' : roll < 0.85 ? 'cancelled' : 'open';
        await db.transaction(async (tx) => {
          const order = await insertOrder(tx, {
            businessId: a.id,
            outletId,
            zone,
            at,
            status,
            subtotal,
            discount,
            tax,
            // Item and payment days (decision 0097): a few names, some orders with two lines.
            items: ITEMS.slice(index % 3, (index % 3) + 1 + (index % 2)),
          });
          await tx.insert(payments).values(
            [0, 1].slice(0, 1 + (index % 2)).map((part) => ({
              businessId: a.id,
              outletId,
              orderId: order.id,
              uuid: `pay-${order.id}-${part}`,
              methodCode: part === 0 ? 'CASH' : 'QRIS',
              methodName: part === 0 ? 'Cash' : 'QRIS',
              amount: 1_000 * (1 + part),
              createdAt: at,
              businessDate: localDate(at, zone),
            })),
          );
          await applyOrderSales(tx, business, [order.id]);
          const effects = [];
          if (status === 'completed') {
            effects.push(
              completedOrderEffect({
                outletId,
                businessDate: localDate(at, zone),
                grossSales: subtotal,
                netSales: order.netSales,
                totalCollected: order.totalCollected,
                // The fixture's lines carry no cost (the reporting test covers cost of goods).
                costOfGoods: 0,
                discountTotal: discount,
                gratuityTotal: 0,
                taxTotal: tax,
                roundingAmount: 0,
              }),
            );
            events.push({ kind: 'completed', outletId, zone, at, ...order });
          }
          if (status === 'cancelled') {
            effects.push(
              cancelledOrderEffect({ outletId, cancelledAt: at, totalCollected: order.totalCollected }, zone),
            );
            events.push({ kind: 'cancelled', outletId, zone, at, ...order });
          }
          if (next() < 0.3) {
            const voidAt = new Date(at.getTime() - Math.floor(next() * 2 * HOUR));
            await insertVoid(tx, {
              businessId: a.id,
              outletId,
              zone,
              orderId: order.id,
              at: voidAt,
              quantity: 2,
            });
            // An open bill's voids count once it is completed or cancelled.
            if (status !== 'open') {
              effects.push(
                voidItemEffect({
                  outletId,
                  businessDate: localDate(voidAt, zone),
                  quantity: 2,
                  totalPrice: 10_000,
                }),
              );
            }
          }
          if (status === 'completed' && next() < 0.3) {
            const refundAt = new Date(at.getTime() + Math.floor(next() * 30 * HOUR));
            const net = Math.min(order.netSales, 2_000);
            const refundId = await insertRefund(tx, {
              businessId: a.id,
              outletId,
              zone,
              orderId: order.id,
              at: refundAt,
              net,
            });
            effects.push(
              refundEffect({
                outletId,
                businessDate: localDate(refundAt, zone),
                refundAmount: -net,
                totalNetSales: -net,
                totalGratuity: 0,
                totalTax: 0,
                totalRoundingAmount: 0,
                refundedCost: 0,
              }),
            );
            await applyRefundSales(tx, business, refundId);
            events.push({ kind: 'refund', outletId, zone, at: refundAt, netSales: -net, totalCollected: 0 });
          }
          await applyDailySales(tx, business, effects);
        });
      }
    }
  }, 120_000);

  async function rollupRows() {
    const { rows } = await context.database.executeSql(
      `
      select outlet_id, business_date::text as day, transaction_count, net_sales::int8 as net, total_collected::int8 as
             collected, cancelled_count, cancelled_total::int8 as cancelled_total, void_item_count,
             void_total::int8 as void_total, refund_count, refund_net_sales::int8 as refund_net,
             discount_total::int8 as discounts, tax_total::int8 as tax
        from daily_outlet_sales where business_id = $1 order by outlet_id, business_date`,
      [context.fx.a.id],
    );
    return (rows as Record<string, unknown>[]).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)]),
      ),
    );
  }

  it('keeps per outlet and local day what the raw events add up to', async () => {
    const expected = new Map<
      string,
      { count: number; net: number; collected: number; cancelled: number; refundNet: number }
    >();
    for (const event of events) {
      const key = `${event.outletId}|${localDate(event.at, event.zone)}`;
      const day = expected.get(key) ?? { count: 0, net: 0, collected: 0, cancelled: 0, refundNet: 0 };
      if (event.kind === 'completed') {
        day.count += 1;
        day.net += event.netSales;
        day.collected += event.totalCollected;
      } else if (event.kind === 'cancelled') {
        day.cancelled += 1;
      } else {
        day.refundNet += event.netSales;
      }
      expected.set(key, day);
    }
    const rows = await rollupRows();
    for (const [key, day] of expected) {
      const [outletId, date] = key.split('|');
      const row = rows.find(
        (candidate) => candidate.outlet_id === Number(outletId) && candidate.day === date,
      );
      expect(row, key).toMatchObject({
        transaction_count: day.count,
        net: day.net,
        collected: day.collected,
        cancelled_count: day.cancelled,
        refund_net: day.refundNet,
      });
    }
    expect(events.filter((event) => event.kind === 'refund').length).toBeGreaterThan(3);
  });

  async function itemAndPaymentRows() {
    const read = async (text: string) =>
      (await context.database.executeSql(text, [context.fx.a.id])).rows.map((row) =>
        Object.values(row).map(String).join('|'),
      );
    return {
      items: await read(
        `select outlet_id, business_date::text, item_label, quantity, net_sales from daily_item_sales
          where business_id = $1 order by 1, 2, 3`,
      ),
      payments: await read(
        `select outlet_id, business_date::text, method_name, amount, payment_count, refund_count, refund_amount
           from daily_payment_sales
          where business_id = $1 order by 1, 2, 3`,
      ),
      // The item report days (decision 0240), sales in their outlet's hour.
      reportItems: await read(
        `select outlet_id, business_date::text, item_name, variant_name, category_name, quantity, gross_sales,
                discounts from daily_item_report_sales where business_id = $1 and period = 'day'
          order by 1, 2, 3, 4, 5`,
      ),
      hours: await read(
        `select outlet_id, business_date::text, item_name, quantities::text, net_sales::text
           from daily_item_hour_sales where business_id = $1 and period = 'day' order by 1, 2, 3`,
      ),
    };
  }

  it('equals a rebuild from the raw rows', async () => {
    const kept = await rollupRows();
    const keptItems = await itemAndPaymentRows();
    await context.database.db.transaction((tx) => rebuildDailySales(tx, context.fx.a.id));
    expect(await rollupRows()).toEqual(kept);
    // The item and payment days kept order by order by `applyOrderSales` equal their rebuild too, and the open and
    // cancelled bills' lines and payments are in neither.
    const rebuilt = await itemAndPaymentRows();
    expect(rebuilt).toEqual(keptItems);
    expect(rebuilt.items.length).toBeGreaterThan(10);
    expect(rebuilt.payments.length).toBeGreaterThan(10);
    expect(rebuilt.reportItems.length).toBe(rebuilt.items.length);
    expect(rebuilt.hours.length).toBe(rebuilt.items.length);
  });

  it('gives the success summary of any range, whole days or not, from rollups and edges alike', async () => {
    const api = transactionRequests(context.app);
    const next = random(99);
    const ranges: [string, string][] = [
      ['2024-05-01T00:00:00', '2024-05-03T23:59:59'],
      ['2024-05-01T23:30:00', '2024-05-03T00:30:00'],
      ['2024-06-02T00:00:00', '2024-06-02T23:59:59'],
      ['2024-04-01T00:00:00', '2024-08-31T23:59:59'],
    ];
    for (let index = 0; index < 12; index += 1) {
      const start = new Date(
        Date.UTC(2024, 4 + Math.floor(next() * 3), 1, 12) + Math.floor(next() * 72) * HOUR,
      );
      const end = new Date(
        start.getTime() + Math.floor(next() * 80) * HOUR + Math.floor(next() * 3600) * 1000,
      );
      ranges.push([localTime(start, JAKARTA), localTime(end, JAKARTA)]);
    }
    for (const [startTime, endTime] of ranges) {
      const inRange = events.filter((event) => {
        const local = localTime(event.at, event.zone);
        return local >= startTime && local <= endTime;
      });
      const sum = (kinds: Event['kind'][], pick: (event: Event) => number) =>
        inRange
          .filter((event) => kinds.includes(event.kind))
          .reduce((total, event) => total + pick(event), 0);
      const response = await api.summary(owner, { start_time: startTime, end_time: endTime });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json<OrderSummaryResponse>().transactionSummaryReport,
        `${startTime}..${endTime}`,
      ).toEqual({
        numberOfTransactions: sum(['completed'], () => 1),
        netSales: sum(['completed', 'refund'], (event) => event.netSales),
        totalCollected: sum(['completed'], (event) => event.totalCollected),
      });
    }
  });
});
