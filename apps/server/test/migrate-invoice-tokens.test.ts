import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { createTestDatabase } from './test-database.js';

const migration = (file: string) => readFileSync(path.join(migrationsFolder, file), 'utf8');

/**
 * Orders written before invoice tokens were global (two businesses may share a per-business token, and the old
 * ones were guessable) take migration 0004: every order gets a fresh random token and the index across businesses
 * is built over them.
 */
describe('migration 0004 on existing orders', () => {
  let database: DatabaseHandle;
  const rows = async <T>(text: string) => (await database.executeSql(text)).rows as T[];

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (const file of ['0000_init.sql', '0001_discount_percentage_decimals.sql', '0002_tenant_keys.sql']) {
      await database.executeSql(migration(file));
    }
    await database.executeSql(migration('0003_daily_outlet_sales.sql'));
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A'), (2, 'B');
      insert into outlets (id, business_id, name) values (11, 1, 'A1'), (21, 2, 'B1');
      insert into orders (id, business_id, outlet_id, uuid, order_token, receipt_number, status, created_at,
        business_date) values
        (1, 1, 11, 'o-1', 'same', 'R-1', 'completed', '2026-03-01T03:00:00Z', '2026-03-01'),
        (2, 1, 11, 'o-2', 'other', 'R-2', 'completed', '2026-03-01T04:00:00Z', '2026-03-01'),
        (3, 2, 21, 'o-3', 'same', 'R-1', 'completed', '2026-03-01T03:00:00Z', '2026-03-01');
    `);
    await database.executeSql(migration('0004_invoice_tokens.sql'));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('replaces every token with a distinct 32-byte base64url one', async () => {
    const tokens = await rows<{ order_token: string }>('select order_token from orders order by id');
    expect(tokens).toHaveLength(3);
    for (const { order_token: token } of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens.map((row) => row.order_token)).size).toBe(3);
    expect(tokens.map((row) => row.order_token)).not.toContain('same');
  });

  it('refuses a token another business already has, and fills one in when a writer leaves it out', async () => {
    const [first] = await rows<{ order_token: string }>('select order_token from orders where id = 1');
    await expect(
      database.executeSql(`insert into orders (business_id, outlet_id, uuid, order_token, receipt_number, status,
        created_at, business_date) values (2, 21, 'o-4', '${first!.order_token}', 'R-4', 'open',
        '2026-03-02T03:00:00Z', '2026-03-02')`),
    ).rejects.toThrow();
    await database.executeSql(`insert into orders (business_id, outlet_id, uuid, receipt_number, status, created_at,
        business_date) values (2, 21, 'o-5', 'R-5', 'open', '2026-03-02T03:00:00Z', '2026-03-02')`);
    const [filled] = await rows<{ order_token: string; revoked: string | null }>(
      "select order_token, order_token_revoked_at as revoked from orders where uuid = 'o-5'",
    );
    expect(filled?.order_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(filled?.revoked).toBeNull();
  });
});
