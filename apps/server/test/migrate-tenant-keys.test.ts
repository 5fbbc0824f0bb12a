import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { createTestDatabase } from './test-database.js';

const migration = (file: string) => readFileSync(path.join(migrationsFolder, file), 'utf8');

/**
 * A data folder created before tenant keys (migrations 0000 and 0001 applied, users limited by `outlet_ids`)
 * takes migration 0002 without losing rows or assignments, and its sales get their business dates and refunded
 * amounts.
 */
describe('migration 0002 on existing data', () => {
  let database: DatabaseHandle;
  const rows = async <T>(text: string) => (await database.executeSql(text)).rows as T[];

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    await database.executeSql(migration('0000_init.sql'));
    await database.executeSql(migration('0001_discount_percentage_decimals.sql'));
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A'), (2, 'B');
      insert into outlets (id, business_id, name) values (11, 1, 'A1'), (12, 1, 'A2'), (21, 2, 'B1');
      insert into roles (id, business_id, name, is_owner) values (1, 1, 'Owner', true), (2, 1, 'Cashier', false),
        (3, 2, 'Owner', true);
      insert into users (id, business_id, role_id, email, first_name, uniq_id, outlet_ids) values
        (1, 1, 1, 'owner@a.test', 'Owner', 'u1', '{}'),
        (2, 1, 2, 'cashier@a.test', 'Cashier', 'u2', '{12}'),
        -- 21 belongs to business B and 99 is gone: neither reached anything, neither survives.
        (3, 1, 2, 'mixed@a.test', 'Mixed', 'u3', '{11,12,21,99}'),
        (4, 2, 3, 'owner@b.test', 'Owner B', 'u4', '{}');
      insert into discounts (id, business_id, name, type, amount) values (1, 1, 'Hemat', 'percentage', 12.5);
      insert into discount_outlets (business_id, discount_id, outlet_id) values (1, 1, 11), (1, 1, 12);
      insert into orders (id, business_id, outlet_id, uuid, order_token, receipt_number, status, created_at,
        created_by, subtotal, net_sales, total_collected, gross_sales)
        values (1, 1, 11, 'o-1', 't-1', 'R-1', 'completed', '2026-03-01T18:00:00Z', 2, 10000, 10000, 10000, 10000);
      insert into order_items (id, business_id, order_id, uuid, item_name, quantity, unit_price, gross_amount)
        values (1, 1, 1, 'i-1', 'Kopi', 2, 5000, 10000);
      insert into refunds (id, business_id, outlet_id, order_id, uuid, reason, refunded_at, subtotal, refund_amount)
        values (1, 1, 11, 1, 'r-1', 'Other', '2026-03-02T01:00:00Z', -5000, -5000);
      insert into refund_items (business_id, refund_id, order_item_id, item_name, quantity)
        values (1, 1, 1, 'Kopi', 1);
      insert into void_items (business_id, outlet_id, order_id, item_name, quantity, unit_price, total_price, reason,
        cancelled_time) values (1, 11, 1, 'Teh', 1, 8000, 8000, 'Salah input', '2026-03-01T10:00:00Z');
    `);
    await database.executeSql(migration('0002_tenant_keys.sql'));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('turns outlet lists into an all-outlets flag and assignment rows', async () => {
    const users = await rows<{ id: number; all_outlets: boolean }>(
      'select id, all_outlets from users order by id',
    );
    expect(users).toEqual([
      { id: 1, all_outlets: true },
      { id: 2, all_outlets: false },
      { id: 3, all_outlets: false },
      { id: 4, all_outlets: true },
    ]);
    const assigned = await rows<{ user_id: number; outlet_id: number }>(
      'select user_id, outlet_id from user_outlets where business_id = 1 order by user_id, outlet_id',
    );
    expect(assigned).toEqual([
      { user_id: 2, outlet_id: 12 },
      { user_id: 3, outlet_id: 11 },
      { user_id: 3, outlet_id: 12 },
    ]);
  });

  it('keeps every other row', async () => {
    const [counts] = await rows<Record<string, number>>(`select
      (select count(*)::int from outlets) as outlets, (select count(*)::int from discount_outlets) as links,
      (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items`);
    expect(counts).toEqual({ outlets: 3, links: 2, orders: 1, items: 1 });
    const [discount] = await rows<{ amount: string }>('select amount::text from discounts where id = 1');
    expect(discount?.amount).toBe('12.50');
  });

  it('dates existing sales by their outlet and counts what was refunded', async () => {
    // 18:00 UTC is 01:00 the next day in Jakarta, the outlets' default zone.
    const [sale] = await rows<{ business_date: string; refunded_amount: string | number }>(
      `select business_date::text, refunded_amount from orders where id = 1`,
    );
    expect(sale).toEqual({ business_date: '2026-03-02', refunded_amount: expect.anything() });
    expect(Number(sale?.refunded_amount)).toBe(5000);
    const [line] = await rows<{ refunded_quantity: number }>(
      'select refunded_quantity from order_items where id = 1',
    );
    expect(line?.refunded_quantity).toBe(1);
    const [refund] = await rows<{ business_date: string }>(
      'select business_date::text from refunds where id = 1',
    );
    expect(refund?.business_date).toBe('2026-03-02');
    const [voided] = await rows<{ business_date: string; uuid: string }>(
      'select business_date::text, uuid from void_items',
    );
    expect(voided?.business_date).toBe('2026-03-01');
    expect(voided?.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves references checked by business afterwards', async () => {
    const refused = await database
      .executeSql('insert into discount_outlets (business_id, discount_id, outlet_id) values (1, 1, 21)')
      .then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    expect(refused).toBe('23503');
  });
});
