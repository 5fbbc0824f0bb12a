import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { createTestDatabase } from './test-database.js';

const migrations = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/**
 * Orders and refunds written before the item report days existed take migration 0240: their day and month rows are
 * filled from the lines of completed orders and the refunds' lines, as `rebuildDailySales` fills them (decision 0240).
 */
describe('migration 0240 on existing orders and refunds', () => {
  let database: DatabaseHandle;
  const rows = async (text: string) =>
    (await database.executeSql(text)).rows.map((row) => Object.values(row).map(String).join('|'));
  const all = async () => ({
    items: await rows(`select business_id, outlet_id, period, business_date::text, item_name, variant_name,
        category_name, quantity, gross_sales, discounts, cost_of_goods, refunded_quantity, refund_net_sales,
        refunded_cost from daily_item_report_sales order by 1, 2, 3, 4, 5, 6`),
    hours:
      await rows(`select business_id, outlet_id, period, business_date::text, item_name, quantities::text,
        net_sales::text from daily_item_hour_sales order by 1, 2, 3, 4, 5`),
    modifiers:
      await rows(`select business_id, outlet_id, period, business_date::text, modifier_name, option_name,
        quantity, amount, refunded_quantity, refund_amount from daily_modifier_sales order by 1, 2, 3, 4, 5, 6`),
  });

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (const file of migrations.filter((name) => name < '0240')) {
      await database.executeSql(readFileSync(path.join(migrationsFolder, file), 'utf8'));
    }
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A');
      insert into outlets (id, business_id, name, time_zone) values (11, 1, 'A1', 'Asia/Jakarta');
      insert into orders (id, business_id, outlet_id, uuid, receipt_number, status, created_at, business_date,
        cancelled_at) values
        (1, 1, 11, 'o-1', 'R-1', 'completed', '2026-03-01T02:00:00Z', '2026-03-01', null),
        (2, 1, 11, 'o-2', 'R-2', 'completed', '2026-03-02T10:00:00Z', '2026-03-02', null),
        (3, 1, 11, 'o-3', 'R-3', 'cancelled', '2026-03-02T11:00:00Z', '2026-03-02', '2026-03-02T12:00:00Z');
      insert into order_items (id, business_id, order_id, uuid, item_name, variant_name, category_name, quantity,
        unit_cost, gross_amount, discount_amount, modifiers) values
        (1, 1, 1, 'i-1', 'Kopi', 'Large', 'Coffee', 2, 6000, 50000, 5000,
         '[{"modifier_id":1,"modifier_name":"Milk","modifier_option_id":2,"modifier_option_name":"Oat","price":5000}]'),
        (2, 1, 2, 'i-2', 'Kopi', 'Large', 'Coffee', 1, 6000, 25000, 0,
         '[{"modifier_id":1,"modifier_name":"Milk","modifier_option_id":2,"modifier_option_name":"Oat","price":5000}]'),
        (3, 1, 3, 'i-3', 'Kopi', 'Large', 'Coffee', 4, 6000, 100000, 0, null);
      insert into refunds (id, business_id, outlet_id, order_id, uuid, reason, refunded_at, business_date)
        values (1, 1, 11, 1, 'r-1', 'Returned Goods', '2026-03-02T07:00:00Z', '2026-03-02');
      insert into refund_items (business_id, refund_id, order_item_id, item_name, quantity, net_amount)
        values (1, 1, 1, 'Kopi', 1, -22500);
    `);
    await database.executeSql(
      readFileSync(
        path.join(
          migrationsFolder,
          migrations.find((name) => name.startsWith('0240'))!,
        ),
        'utf8',
      ),
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  it('fills days and the month from completed orders and refunds, each on its own day and hour', async () => {
    const filled = await all();
    expect(filled.items).toEqual([
      '1|11|day|2026-03-01|Kopi|Large|Coffee|2|50000|5000|12000|0|0|0',
      '1|11|day|2026-03-02|Kopi|Large|Coffee|1|25000|0|6000|1|-22500|6000',
      '1|11|month|2026-03-01|Kopi|Large|Coffee|3|75000|5000|18000|1|-22500|6000',
    ]);
    // 09:00, 17:00 and the refund at 14:00 on Jakarta's clock.
    const cells = (hours: Record<number, number>) =>
      `{${Array.from({ length: 24 }, (_, hour) => hours[hour] ?? 0).join(',')}}`;
    expect(filled.hours).toEqual([
      `1|11|day|2026-03-01|Kopi|${cells({ 9: 2 })}|${cells({ 9: 45000 })}`,
      `1|11|day|2026-03-02|Kopi|${cells({ 17: 1 })}|${cells({ 14: -22500, 17: 25000 })}`,
      `1|11|month|2026-03-01|Kopi|${cells({ 9: 2, 17: 1 })}|${cells({ 9: 45000, 14: -22500, 17: 25000 })}`,
    ]);
    expect(filled.modifiers).toEqual([
      '1|11|day|2026-03-01|Milk|Oat|2|10000|0|0',
      '1|11|day|2026-03-02|Milk|Oat|1|5000|1|-5000',
      '1|11|month|2026-03-01|Milk|Oat|3|15000|1|-5000',
    ]);
    // The rebuild of today's code also keeps the days of later migrations' tables: take those first.
    for (const file of migrations.filter((name) => name > '0241')) {
      await database.executeSql(readFileSync(path.join(migrationsFolder, file), 'utf8'));
    }
    await database.db.transaction((tx) => rebuildDailySales(tx, 1));
    expect(await all()).toEqual(filled);
  });
});
