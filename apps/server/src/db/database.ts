import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
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
  /**
   * One statement by name, for the hottest tiny reads: on PostgreSQL parsed and planned once per connection, with
   * no query builder in between. One text per name, for ever.
   */
  executePrepared(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, job queue set-up, demo data) while no other instance on this database runs
   * its own: instances started together take turns. Not re-entrant.
   */
  whileStartingUp<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Delivers the payloads of `NOTIFY channel` (sent on commit, by any process on this database) until the returned
   * function is called. On PostgreSQL the listening connection is its own and comes back by itself after a loss;
   * `onReconnected` then runs, so the listener can fetch what was sent while it was away.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onReconnected?(): void;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `image`: a data folder dumped by `dumpDataDir()` to start from (tests load one migrated image per run). */
  | { kind: 'pglite-memory'; image?: Blob };

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
      executePrepared: async (name, text, values) => ({
        rows: (await pool.query({ name, text, values })).rows,
      }),
      migrate: () =>
        startingUpOnPostgres(target.url, () =>
          migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder }),
        ),
      whileStartingUp: (work) => startingUpOnPostgres(target.url, work),
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
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
    client = await PGlite.create(target.image ? { loadDataDir: target.image } : {});
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // One process owns the embedded database; start-up work on the handle takes turns, so a second call finds the
  // work done.
  let turn: Promise<unknown> = Promise.resolve();
  const startingUp = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.catch(() => undefined).then(work);
    turn = result;
    return result;
  };
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
    executePrepared: async (_name, text, values) => ({
      rows: (await client.query<Record<string, unknown>>(text, values)).rows,
    }),
    migrate: () => startingUp(() => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })),
    whileStartingUp: startingUp,
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      return () => unlisten();
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Instances started together (a deploy, a scaled service) would all read "nothing applied yet" and run the same
 * migration, and all but one would fail on tables that now exist (the job queue's set-up even deadlocks). A
 * session advisory lock lets the first do its start-up work while the others wait, then find it done.
 */
async function startingUpOnPostgres<T>(url: string, work: () => Promise<T>): Promise<T> {
  // A connection of its own, outside the pool, so that a pool of one connection still has it free for the work.
  const lockHolder = new pg.Client({ connectionString: url });
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1, $2)', [ADVISORY_LOCK_SPACE.startup, 0]);
    return await work();
  } finally {
    // Closing the session releases its advisory lock, also when the work failed.
    await lockHolder.end();
  }
}

const LISTEN_RETRY_MS = { first: 500, max: 15_000 };

/**
 * A connection of its own, outside the pool (a pooled connection is handed to other work between queries, and
 * LISTEN belongs to a session). When it is lost (server restart, network), it is opened again with a growing pause
 * until it works, then `onReconnected` tells the listener that notifications may have been missed meanwhile.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pause = LISTEN_RETRY_MS.first;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnectLater(next));
    next.on('end', () => reconnectLater(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const reconnectLater = (lost: pg.Client): void => {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.end().catch(() => undefined);
    console.error(`PostgreSQL listening connection lost; listening on ${channel} again`);
    scheduleOpen();
  };

  const scheduleOpen = (): void => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      open().then(
        () => {
          pause = LISTEN_RETRY_MS.first;
          handlers.onReconnected?.();
        },
        () => {
          pause = Math.min(pause * 2, LISTEN_RETRY_MS.max);
          scheduleOpen();
        },
      );
    }, pause);
  };

  await open();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}

/**
 * Namespaces of the two-key advisory locks, in one place so that two rules never share one by accident. Advisory
 * locks are kept for rules with no row to lock (decision 0026): start-up work, and rate-limit buckets, whose rule
 * is a count of events in a window rather than a row.
 */
export const ADVISORY_LOCK_SPACE = { startup: 2, rateLimitBucket: 3 } as const;

/** What pg-boss (or any library with its own SQL) needs to run a statement: text with $1… and its values. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs a library's parameterised statement on the given transaction (or database), so that what the library writes
 * commits or rolls back with the caller's own rows. The text's `$n` placeholders become Drizzle parameters, which
 * works the same on node-postgres and PGlite; one statement only.
 */
export function sqlRunnerOn(db: Queryable): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => {
        if (index % 2 === 0) chunks.push(sql.raw(part));
        else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
      });
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
