import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type DatabaseHandle, type Queryable, sqlRunnerOn } from '../../db/database.js';

/**
 * Work that must survive a restart or a failing neighbour (mail, later exports and payment polling) runs as a job
 * persisted in the database: pg-boss keeps its tables in the `pgboss` schema of the same database, so it works on
 * the embedded PGlite and on PostgreSQL alike, and several server processes share the work (decision 0010).
 */
export interface JobDefinition<T extends object> {
  /** Queue name: lower-case words joined by hyphens, owned by one module. */
  name: string;
  /** Runs one job. Throwing marks the attempt failed; it is retried until `retry.limit` is spent. */
  run(data: T, job: { id: string; log: FastifyBaseLogger }): Promise<void>;
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds?: number;
  /** Also send the job on this cron schedule (UTC); one process sends it, whichever runs the clock. */
  schedule?: { cron: string; data: T };
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
}

export interface JobSender<T extends object> {
  /**
   * Stores the job. With `in` (a transaction) the job row is written in it: the job exists only if the caller's own
   * rows commit (a code and its mail, an export row and its job), and is visible to workers only from then on.
   */
  send(data: T, options?: { in?: Queryable | undefined }): Promise<void>;
}

export interface JobQueue {
  /** Declares a job before start(); returns the way to send it. */
  define<T extends object>(definition: JobDefinition<T>): JobSender<T>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `workers: false` (WORKERS=off) is an API-only process: it stores jobs but never works them, runs no cron clock and
 * no pg-boss maintenance; a worker process (`npm run worker`) with the same definitions does.
 */
export function createJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { workers: boolean; maintenanceIntervalSeconds?: number; stopTimeoutSeconds?: number } = {
    workers: true,
  },
): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  let state: 'idle' | 'started' | 'stopping' | 'stopped' = 'idle';
  const boss = new PgBoss({
    db: {
      // pg-boss records a job's end without awaiting it, so a job that outlives the stop's grace period writes after
      // stop() has returned, to a database the process is closing, and the rejection reaches nothing that catches
      // it. Once stopped, the queue writes nothing: the statement is dropped (its promise never settles, neither
      // success nor failure is claimed, and nothing waits on it) and the attempt, failed at the stop, is retried by
      // whoever runs next, as a killed worker's is (decision 0010).
      executeSql: (text, values) => {
        if (state === 'stopped') {
          log.warn('job queue statement after the queue stopped, left for the next worker');
          return new Promise<never>(() => undefined);
        }
        return database.executeSql(text, values);
      },
    },
    schema: 'pgboss',
    // Finished jobs are kept a week for inspection, then deleted by pg-boss's own maintenance.
    deleteAfterDays: 7,
    supervise: options.workers,
    // How often one worker finds attempts past their expiry (a killed worker's) and fails them for a retry.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    schedule: options.workers,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  return {
    define<T extends object>(definition: JobDefinition<T>): JobSender<T> {
      if (state !== 'idle') throw new Error(`job ${definition.name} defined after the queue started`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
      return {
        async send(data, sendOptions = {}) {
          if (state !== 'started') throw new Error(`job ${definition.name} sent while the queue is ${state}`);
          await boss.send(definition.name, data, sendOptions.in ? { db: sqlRunnerOn(sendOptions.in) } : {});
        },
      };
    },

    async start() {
      if (state !== 'idle') return;
      // Creating the queues' tables deadlocks when several instances start together; they take turns.
      await database.whileStartingUp(async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          const retry = definition.retry ?? { limit: 3, delaySeconds: 30, backoff: true };
          await boss.createQueue(definition.name, {
            name: definition.name,
            retryLimit: retry.limit,
            retryDelay: retry.delaySeconds,
            retryBackoff: retry.backoff,
            expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          });
        }
      });
      if (!options.workers) {
        state = 'started';
        return;
      }
      for (const definition of definitions.values()) {
        await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            // Fetched while the queue was stopping: the work is left for the next worker, not begun now. (A worker
            // starts fetching as soon as it is registered, before start() has registered the others: that is work.)
            if (state === 'stopping' || state === 'stopped')
              throw new Error(`job ${definition.name} fetched while the queue is ${state}`);
            const jobLog = log.child({ job: definition.name, jobId: job.id });
            try {
              await definition.run(job.data, { id: job.id, log: jobLog });
            } catch (error) {
              jobLog.warn({ err: error }, 'job attempt failed');
              throw error;
            }
          },
        );
        if (definition.schedule) {
          await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data);
        }
      }
      state = 'started';
    },

    async stop() {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopping';
      // Running jobs get a moment to finish; what is still running then is failed and retried by whoever runs next.
      await boss.stop({ graceful: true, wait: true, timeout: (options.stopTimeoutSeconds ?? 10) * 1000 });
      state = 'stopped';
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Define jobs while modules register; the queue starts when the app is ready. */
    jobs: JobQueue;
  }
}
