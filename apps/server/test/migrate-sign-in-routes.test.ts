import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { createTestDatabase } from './test-database.js';

const migrations = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/**
 * Sign-in identifiers written before migration 0020 were unique through global indexes; the migration gives each
 * its route in `tenant_routes` (lower-cased, the username only when there is one) and makes the indexes of users
 * and refresh tokens per business (decision 0107).
 */
describe('migration 0020 on existing users', () => {
  let database: DatabaseHandle;
  const rows = async (text: string) =>
    (await database.executeSql(text)).rows.map((row) => Object.values(row).map(String).join('|'));

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (const file of migrations.filter((name) => name < '0020')) {
      await database.executeSql(readFileSync(path.join(migrationsFolder, file), 'utf8'));
    }
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A'), (2, 'B');
      insert into roles (id, business_id, name) values (1, 1, 'Owner'), (2, 2, 'Owner');
      insert into users (id, business_id, role_id, email, username, uniq_id, first_name, last_name, all_outlets) values
        (1, 1, 1, 'Ayu@Example.test', 'Ayu_A', 'u-1', 'Ayu', 'A', true),
        (2, 2, 2, 'budi@example.test', null, 'u-2', 'Budi', 'B', true);
    `);
    await database.executeSql(
      readFileSync(
        path.join(
          migrationsFolder,
          migrations.find((name) => name.startsWith('0020'))!,
        ),
        'utf8',
      ),
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it('routes every sign-in e-mail and username to its business, lower-cased', async () => {
    expect(
      await rows(
        `select kind, key, business_id from tenant_routes where kind like 'sign_in%' order by kind, key`,
      ),
    ).toEqual([
      'sign_in_email|ayu@example.test|1',
      'sign_in_email|budi@example.test|2',
      'sign_in_username|ayu_a|1',
    ]);
  });

  it('keeps an identifier unique across businesses through its route, and per business through the index', async () => {
    await expect(
      database.executeSql(
        `insert into tenant_routes (kind, key, business_id) values ('sign_in_email', 'budi@example.test', 1)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.executeSql(
        `insert into users (id, business_id, role_id, email, uniq_id, first_name, last_name, all_outlets)
         values (3, 2, 2, 'BUDI@example.test', 'u-3', 'Budi', 'C', true)`,
      ),
    ).rejects.toThrow();
  });
});
