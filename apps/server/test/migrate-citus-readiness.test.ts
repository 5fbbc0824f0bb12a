import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { createTestDatabase } from './test-database.js';

const migrations = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/**
 * Keys written before migration 0018 were unique through global indexes; the migration gives each its route in
 * `tenant_routes` and makes the indexes per business (decision 0107).
 */
describe('migration 0018 on existing rows', () => {
  let database: DatabaseHandle;
  const rows = async (text: string) =>
    (await database.executeSql(text)).rows.map((row) => Object.values(row).map(String).join('|'));

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (const file of migrations.filter((name) => name < '0018')) {
      await database.executeSql(readFileSync(path.join(migrationsFolder, file), 'utf8'));
    }
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A'), (2, 'B');
      insert into outlets (id, business_id, name) values (11, 1, 'A1'), (21, 2, 'B1');
      insert into orders (id, business_id, outlet_id, uuid, order_token, receipt_number, status, created_at,
        business_date) values
        (1, 1, 11, 'o-1', 'token-a1', 'R-1', 'completed', '2026-03-01T03:00:00Z', '2026-03-01'),
        (2, 2, 21, 'o-1', 'token-b1', 'R-1', 'completed', '2026-03-01T04:00:00Z', '2026-03-01');
      insert into billing_invoices (business_id, order_id, invoice_number, status, cycle, package_deal_id,
        calculation, outlet_ids, total_amount, start_period, end_period) values
        (1, 'BILL-1-x', 'INV/2026/000001', 'paid', 1, 1, '{}', '[11]', 1000, '2026-01-01', '2026-02-01'),
        (2, 'BILL-2-y', null, 'pending', 1, 1, '{}', '[21]', 1000, '2026-01-01', '2026-02-01');
      insert into pos_devices (business_id, outlet_id, name, credential_hash, credential_hint) values
        (2, 21, 'Till', 'hash-b', 'abcd');
      insert into business_deletion_tickets (business_id, ticket_number, reason, requested_by, purge_on) values
        (1, 'DEL-20260301-ABCDEF', 'Privacy issues', 1, '2026-04-12');
      insert into idempotency_keys (business_id, scope, key, request_hash, response_status, response) values
        (1, 'refund', 'k-1', 'h', 201, '{}');
    `);
    await database.executeSql(
      readFileSync(
        path.join(
          migrationsFolder,
          migrations.find((name) => name.startsWith('0018'))!,
        ),
        'utf8',
      ),
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it('routes every key that was unique across businesses to its business', async () => {
    expect(await rows('select kind, key, business_id from tenant_routes order by kind, key')).toEqual([
      'billing_order|BILL-1-x|1',
      'billing_order|BILL-2-y|2',
      'deletion_ticket|DEL-20260301-ABCDEF|1',
      'device_credential|hash-b|2',
      'invoice_token|token-a1|1',
      'invoice_token|token-b1|2',
    ]);
  });

  it('keys idempotency by business and makes the former global indexes per business', async () => {
    expect(
      await rows(`select a.attname from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = 'idempotency_keys'::regclass and i.indisprimary order by a.attname`),
    ).toEqual(['business_id', 'key', 'scope']);
    // The same token in another business is no longer refused by the table, only by its route.
    await database.executeSql(`insert into orders (business_id, outlet_id, uuid, order_token, receipt_number,
      status, created_at, business_date) values (2, 21, 'o-2', 'token-a1', 'R-2', 'open', '2026-03-02T03:00:00Z',
      '2026-03-02')`);
    await expect(
      database.executeSql(
        `insert into tenant_routes (kind, key, business_id) values ('invoice_token', 'token-a1', 2)`,
      ),
    ).rejects.toThrow();
  });
});
