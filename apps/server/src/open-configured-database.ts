import { type Config, ConfigError, loadConfig } from './config/config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';

/** Stops the process with one readable line: start-up problems are the operator's to fix, not stack traces. */
export function failStart(what: string, message: string): never {
  console.error(`\nCannot start the ${what}: ${message}\n`);
  process.exit(1);
}

/**
 * What every process of the back office does first (the server and `npm run worker`): read the configuration,
 * open the database it names and bring it to the current migration, or stop saying why.
 */
export async function openConfiguredDatabase(
  what: string,
): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failStart(what, error.message);
    throw error;
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  ).catch((error: Error) => failStart(what, error.message));
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    failStart(what, `the database could not be migrated: ${(error as Error).message}`);
  }
  return { config, database };
}
