import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { syncPermissionCatalogue } from '../src/platform/permissions/permission-catalogue.js';

/**
 * Which database API tests run on: the embedded PGlite by default, the PostgreSQL server at DATABASE_URL when
 * TEST_DB=postgres. Each call gets a database of its own (a fresh in-memory PGlite, or a fresh PostgreSQL
 * database created for it and dropped afterwards), migrated and with the permission catalogue in place.
 */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await handle.migrate();
    await syncPermissionCatalogue(handle.db);
    return handle;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL pointing at a PostgreSQL server');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 });
  await handle.migrate();
  await syncPermissionCatalogue(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      // Not WITH (FORCE): killing connections the pool is still closing surfaces as uncaught errors in the
      // test run. Wait for them to go instead.
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            const stillInUse = (error as { code?: string }).code === '55006';
            if (!stillInUse || attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}
