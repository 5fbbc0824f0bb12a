import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';

/**
 * Which database API tests run on: the embedded PGlite by default, the PostgreSQL server at DATABASE_URL when
 * TEST_DB=postgres. Each call gets a database of its own (a fresh in-memory PGlite, or a fresh PostgreSQL
 * database created for it and dropped afterwards), migrated and with the permission catalogue in place: a copy of
 * the image `global-setup.ts` migrated once for the whole run — or left empty with `{ empty: true }`, for tests that
 * run migrations step by step.
 */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let pgliteImage: Promise<Blob> | undefined;

export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    if (options.empty) return openDatabase({ kind: 'pglite-memory' });
    // Read once per test file; each database loads its own copy of it.
    pgliteImage ??= fs.readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
    return openDatabase({ kind: 'pglite-memory', image: await pgliteImage });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL pointing at a PostgreSQL server');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty
        ? `create database ${name}`
        : `create database ${name} template ${inject('postgresTemplate')}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 });
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
