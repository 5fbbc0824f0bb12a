import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
// Both drivers share the pg-core query builder; only the raw result type differs.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories take: the database itself or a transaction opened by a service. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance, for bulk loading and tests; absent on PostgreSQL. */
  pglite?: PGlite;
  /**
   * Plain SQL text for libraries that bring their own SQL (the job queue). Without parameters the text may hold
   * several statements; with parameters it is one statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection can die under the pool (server restart, failover, an administrator): the pool replaces
    // it on the next checkout, so this is worth a log line, not a crashed process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // Fail fast with the driver's reason (refused, unknown database, bad password) instead of on first request.
    const probe = await pool.connect().catch(async (error: Error) => {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot connect to PostgreSQL: ${error.message}`);
    });
    probe.release();
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => {
        const result = await pool.query(text, values as unknown[] | undefined);
        // A multi-statement script answers with one result per statement; the caller wants the last.
        const last = Array.isArray(result) ? (result as pg.QueryResult[]).at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      migrate: () => migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    release = lockDataDir(target.dataDir);
    try {
      client = await PGlite.create(path.join(target.dataDir, 'pgdata'));
    } catch (error) {
      release();
      throw new Error(`Cannot open the embedded database in ${target.dataDir}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; scripts without parameters go through exec().
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Write transactions on one business are serialized. PGlite has a single connection and already runs one
 * transaction at a time; on PostgreSQL a transaction-scoped advisory lock keyed by the business gives the same
 * guarantee for read-check-write rules (unique names, counters, balances) without SERIALIZABLE retries.
 */
/** Namespace of the two-key advisory lock, so business ids never collide with other advisory locks. */
const BUSINESS_WRITE_LOCK = 1;

export function writeTransaction<T>(
  db: Database,
  businessId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUSINESS_WRITE_LOCK}, ${businessId})`);
    return work(tx);
  });
}
