import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { DEMO_PASSWORD, demoSignIns } from './db/seed/demo-accounts.js';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed-demo.js';

function fail(message: string): never {
  console.error(`\nCannot start the back office: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  ).catch((error: Error) => fail(error.message));

  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(`the database could not be migrated: ${(error as Error).message}`);
  }

  let seeded = false;
  if (config.DEMO_DATA === 'auto' && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: creating the demo data…');
    await seedDemo(database, { days: config.SEED_DAYS, progress: (line) => console.log(`  ${line}`) });
    seeded = true;
  }

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
  console.log(
    `\nBack office running at ${config.PUBLIC_URL}/v2/  (${where}${seeded ? ', demo data created' : ''})`,
  );
  if (config.DEMO_DATA === 'auto') {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of demoSignIns) console.log(`  ${account.email.padEnd(22)} ${account.description}`);
  }
}

void main();
