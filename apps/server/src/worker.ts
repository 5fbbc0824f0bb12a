import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { openConfiguredDatabase } from './open-configured-database.js';

/**
 * A worker-only process (`npm run worker`): the same app, so the same modules define the same jobs, made ready but
 * never listening. Pair it with API processes started with WORKERS=off (docs/operations.md, decision 0027).
 */
export async function startWorker(config: Config, database: DatabaseHandle): Promise<FastifyInstance> {
  // Workers are what this process is for, whatever WORKERS says; it serves nothing, so it describes no API.
  const app = await buildApp({ config: { ...config, WORKERS: 'on', OPENAPI: 'off' }, database });
  await app.ready();
  return app;
}

async function main(): Promise<void> {
  const { config, database } = await openConfiguredDatabase('back-office worker', {
    whenInUse:
      'A worker beside a running server needs DATABASE_URL (PostgreSQL): the embedded database is one process’s, ' +
      'and a server on it works its own jobs.',
  });
  const app = await startWorker(config, database);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, stopping the workers`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
  console.log(`Back-office worker running on the ${where}; no HTTP listener`);
}

// Run as a program (`npm run worker`); imported (tests), it only provides startWorker.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
