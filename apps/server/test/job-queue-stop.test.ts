import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createJobQueue } from '../src/platform/jobs/job-queue.js';
import { useTestDatabase } from './test-context.js';
import { waitFor } from './wait-for.js';

/**
 * A job still running when its process stops (decision 0010): the queue must not write to the database after stop()
 * has returned, because the process closes the database next. pg-boss records a job's end without awaiting it, so
 * such a write would reject where nothing catches it and the process would report an unhandled error.
 */
describe('job queue stop', () => {
  const context = useTestDatabase();

  it('writes nothing once stopped, even for a job that ends after the stop', async () => {
    let closed = false;
    let lateStatements = 0;
    // The database as a process sees it: once it has closed its database, every statement fails.
    const database: DatabaseHandle = {
      ...context.database,
      executeSql: (text, values) => {
        if (closed) {
          lateStatements += 1;
          return Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
        }
        return context.database.executeSql(text, values);
      },
    };
    const warnings: string[] = [];
    const record = (first: unknown, second?: unknown) => void warnings.push(String(second ?? first));
    const ignore = () => undefined;
    const log = {
      level: 'warn',
      warn: record,
      error: record,
      fatal: record,
      info: ignore,
      debug: ignore,
      trace: ignore,
      silent: ignore,
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const queue = createJobQueue(database, log, { workers: true, stopTimeoutSeconds: 1 });
    let begun = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let ended!: () => void;
    const end = new Promise<void>((resolve) => (ended = resolve));
    const sender = queue.define<{ n: number }>({
      name: 'stop-test',
      pollingIntervalSeconds: 0.5,
      run: async () => {
        begun = true;
        await gate;
        ended();
      },
    });
    await queue.start();
    await sender.send({ n: 1 });
    await waitFor(() => begun, 'the job to begin');

    // The job outlives the stop's grace period; the process then closes its database.
    await queue.stop();
    closed = true;
    release();
    await end;
    // pg-boss records the end on the turns after the handler settles.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));

    expect(lateStatements).toBe(0);
    expect(warnings.join('')).toContain('job queue statement after the queue stopped');
    // The attempt was failed at the stop, so whoever runs next retries it.
    const { rows } = await context.database.executeSql(
      `select state::text as state from pgboss.job where name = 'stop-test'`,
    );
    expect(rows.map((row) => String(row.state))).toEqual(['retry']);
  });
});
