import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrationsFolder } from '../src/db/database.js';
import { businesses, permissions } from '../src/db/schema/index.js';
import { permissionCatalogue } from '../src/platform/permissions/permission-catalogue.js';
import { createTestDatabase } from './test-database.js';

/**
 * Test databases are copies of one image migrated per run (global-setup.ts): each copy must hold every migration
 * in the tree, including one added since the last run, and stay a database of its own.
 */
describe('test databases', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('have every migration of the tree applied, and the permission catalogue in place', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    const { rows } = await first.executeSql(
      'select created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    expect(await first.db.select().from(permissions)).toHaveLength(permissionCatalogue.length);
  });

  it('are independent of each other', async () => {
    await first.db.insert(businesses).values({ name: 'Only In First', outletSlot: 0 });
    const inFirst = await first.db.select({ name: businesses.name }).from(businesses);
    const inSecond = await second.db.select({ name: businesses.name }).from(businesses);
    expect(inFirst.map((row) => row.name)).toContain('Only In First');
    expect(inSecond.map((row) => row.name)).not.toContain('Only In First');
  });
});
