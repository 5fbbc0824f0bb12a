import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { createTestDatabase } from './test-database.js';

const migrations = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/**
 * Orders sold before the item and payment-method days existed take migration 0012: their days are filled from the
 * lines and payments of completed orders only, as `rebuildDailySales` fills them (decision 0097).
 */
describe('migration 0012 on existing orders', () => {
  let database: DatabaseHandle;
  const rows = async (text: string) =>
    (await database.executeSql(text)).rows.map((row) => Object.values(row).map(String).join('|'));

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (const file of migrations.filter((name) => name < '0012')) {
      await database.executeSql(readFileSync(path.join(migrationsFolder, file), 'utf8'));
    }
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A'), (2, 'B');
      insert into outlets (id, business_id, name) values (11, 1, 'A1'), (12, 1, 'A2'), (21, 2, 'B1');
      insert into orders (id, business_id, outlet_id, uuid, receipt_number, status, created_at, business_date,
        cancelled_at) values
        (1, 1, 11, 'o-1', 'R-1', 'completed', '2026-03-01T03:00:00Z', '2026-03-01', null),
        (2, 1, 11, 'o-2', 'R-2', 'completed', '2026-03-01T04:00:00Z', '2026-03-01', null),
        (3, 1, 12, 'o-3', 'R-3', 'cancelled', '2026-03-01T05:00:00Z', '2026-03-01', '2026-03-01T06:00:00Z'),
        (4, 2, 21, 'o-4', 'R-1', 'completed', '2026-03-02T03:00:00Z', '2026-03-02', null);
      insert into order_items (business_id, order_id, uuid, item_name, variant_name, quantity, gross_amount,
        discount_amount) values
        (1, 1, 'i-1', 'Kopi', 'Large', 2, 40000, 4000),
        (1, 1, 'i-2', 'Roti', '', 1, 15000, 0),
        (1, 2, 'i-3', 'Kopi', 'Large', 1, 20000, 0),
        (1, 3, 'i-4', 'Kopi', 'Large', 5, 100000, 0),
        (2, 4, 'i-5', 'Teh', '', 3, 24000, 0);
      insert into payments (business_id, outlet_id, order_id, uuid, method_code, method_name, amount, created_at,
        business_date) values
        (1, 11, 1, 'p-1', 'CASH', 'Cash', 30000, '2026-03-01T03:00:00Z', '2026-03-01'),
        (1, 11, 1, 'p-2', 'QRIS', 'QRIS', 21000, '2026-03-01T03:00:00Z', '2026-03-01'),
        (1, 11, 2, 'p-3', 'CASH', 'Cash', 20000, '2026-03-01T04:00:00Z', '2026-03-01'),
        (1, 12, 3, 'p-4', 'CASH', 'Cash', 99000, '2026-03-01T05:00:00Z', '2026-03-01'),
        (2, 21, 4, 'p-5', 'CASH', 'Cash', 24000, '2026-03-02T03:00:00Z', '2026-03-02');
    `);
    await database.executeSql(
      readFileSync(
        path.join(
          migrationsFolder,
          migrations.find((name) => name.startsWith('0012'))!,
        ),
        'utf8',
      ),
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  it('fills the item days of completed orders, variant in the label', async () => {
    expect(
      await rows(`select business_id, outlet_id, business_date::text, item_label, quantity, net_sales
                    from daily_item_sales order by 1, 2, 3, 4`),
    ).toEqual([
      '1|11|2026-03-01|Kopi - Large|3|56000',
      '1|11|2026-03-01|Roti|1|15000',
      '2|21|2026-03-02|Teh|3|24000',
    ]);
  });

  it('fills the payment-method days of completed orders', async () => {
    expect(
      await rows(`select business_id, outlet_id, business_date::text, method_name, amount, payment_count
                    from daily_payment_sales order by 1, 2, 3, 4`),
    ).toEqual([
      '1|11|2026-03-01|Cash|50000|2',
      '1|11|2026-03-01|QRIS|21000|1',
      '2|21|2026-03-02|Cash|24000|1',
    ]);
  });
});
