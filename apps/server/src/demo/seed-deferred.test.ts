import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { rebuildDailySales } from '../db/rebuild-daily-sales.js';
import { queryRows } from './bulk-insert.js';
import { RECENT_DAYS, type SeedResult, seedDemo } from './seed-demo.js';

const now = new Date('2026-03-15T03:00:00Z');
const options = { days: 30, now };
/** The last days that are final before the older history is written (a refund follows its sale by ≤ 3 days). */
const FINAL_DAYS = RECENT_DAYS - 3;

// Content only: ids depend on the order rows were written in; uuids and everything else do not.
const content = sql`
  select (select md5(string_agg(concat_ws('|', uuid, outlet_id, receipt_number, status, customer_id, created_by,
            created_at, completed_at, total_collected, net_sales, refunded_amount, loyalty::text), ',' order by uuid))
            from orders) as orders,
         (select md5(string_agg(concat_ws('|', p.uuid, o.uuid, p.method_code, p.amount), ',' order by p.uuid))
            from payments p join orders o on o.id = p.order_id) as payments,
         (select md5(string_agg(concat_ws('|', r.uuid, o.uuid, r.refund_amount, r.refunded_at), ',' order by r.uuid))
            from refunds r join orders o on o.id = r.order_id) as refunds,
         (select md5(string_agg(concat_ws('|', customer_id, points_balance), ',' order by customer_id))
            from loyalty_members) as balances`;

const rollups = (businessId: number, from: string) => sql`
  select 'outlet' as kind, outlet_id, business_date::text as day, concat_ws('|', transaction_count, gross_sales,
         net_sales, total_collected, cancelled_count, cancelled_total, void_item_count, void_total, refund_count,
         refund_amount, refund_net_sales, cost_of_goods) as figures
    from daily_outlet_sales where business_id = ${businessId} and business_date >= ${from}
  union all
  select 'item', outlet_id, business_date::text, concat_ws('|', item_label, quantity, net_sales)
    from daily_item_sales where business_id = ${businessId} and business_date >= ${from}
  union all
  select 'payment', outlet_id, business_date::text, concat_ws('|', method_name, amount, payment_count)
    from daily_payment_sales where business_id = ${businessId} and business_date >= ${from}
  order by 1, 2, 3, 4`;

/**
 * Decision 0136: the server answers once the main business's recent days are written; its older days follow in
 * short transactions, newest first. The recent figures are final from the start, each transaction keeps the
 * rollups equal to the raw rows, and the result is the same data as a seed written in one go.
 */
describe('demo data with the older history deferred', () => {
  let deferred: DatabaseHandle;
  let result: SeedResult;
  let mainId: number;
  let today: string;
  const rows = <T>(query: SQL, db = deferred) => queryRows<T>(db.db, query);
  const recentFrom = () => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - (FINAL_DAYS - 1));
    return day.toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    deferred = await createTestDatabase();
    result = await seedDemo(deferred, { ...options, deferOlderHistory: true });
    const [main] = await rows<{ id: number; today: string }>(sql`
      select b.id, (${now.toISOString()}::timestamptz at time zone o.time_zone)::date::text as today
        from users u join businesses b on b.id = u.business_id
        join outlets o on o.business_id = b.id
       where u.email = 'owner@demo.test' order by o.id limit 1`);
    mainId = main!.id;
    today = main!.today;
  }, 300_000);
  afterAll(async () => {
    await deferred?.close();
  });

  it('writes only the main business’s recent days before answering, with final figures for them', async () => {
    expect(result.olderHistory).not.toBeNull();
    const [span] = await rows<{ oldest: string; orders: number }>(sql`
      select min(business_date)::text as oldest, count(*)::int as orders from orders where business_id = ${mainId}`);
    const oldestAllowed = new Date(`${today}T00:00:00Z`);
    oldestAllowed.setUTCDate(oldestAllowed.getUTCDate() - (RECENT_DAYS - 1));
    expect(span!.oldest >= oldestAllowed.toISOString().slice(0, 10)).toBe(true);
    expect(span!.orders).toBeGreaterThan(0);

    const before = await rows<Record<string, unknown>>(rollups(mainId, recentFrom()));
    expect(before.length).toBeGreaterThan(0);
    const pauses: number[] = [];
    const lines: string[] = [];
    const written = await result.olderHistory!.fill({
      progress: (line) => lines.push(line),
      pause: async () => {
        pauses.push(Date.now());
      },
    });
    expect(written).toBeGreaterThan(0);
    // Several short transactions, with a pause (people's requests) after each.
    expect(pauses.length).toBeGreaterThan(3);
    expect(lines.at(-1)).toMatch(/^Older demo history ready in/);
    expect(await rows(rollups(mainId, recentFrom()))).toEqual(before);

    const [older] = await rows<{ oldest: string }>(
      sql`select min(business_date)::text as oldest from orders where business_id = ${mainId}`,
    );
    expect(older!.oldest < span!.oldest).toBe(true);
  }, 300_000);

  it('keeps the rollups equal to the raw rows, and comes out as a seed written in one go', async () => {
    const all = await rows(rollups(mainId, '1900-01-01'));
    await deferred.db.transaction(async (tx) => {
      await rebuildDailySales(tx, mainId);
    });
    expect(all).toEqual(await rows(rollups(mainId, '1900-01-01')));

    const whole = await createTestDatabase();
    try {
      const single = await seedDemo(whole, options);
      expect(single.olderHistory).toBeNull();
      expect(await rows(content, whole)).toEqual(await rows(content));
    } finally {
      await whole.close();
    }
  }, 300_000);
});
