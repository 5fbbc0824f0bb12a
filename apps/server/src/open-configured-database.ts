import { type Config, ConfigError, loadConfig } from './config/config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';

/** What an operator command says when the embedded database is held by the running server. */
export const OWNED_FOLDER =
  'On the embedded database one process owns the data folder: stop the server, run the command, then start the ' +
  'server again (with DATABASE_URL the command runs beside the server).';

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
  options: {
    /** A reason this process cannot run with this configuration, checked before the database is opened. */
    refuse?: (config: Config) => string | undefined;
    /** Said after the embedded database's "in use" message: what to do about it for this process. */
    whenInUse?: string;
  } = {},
): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failStart(what, error.message);
    throw error;
  }
  const refusal = options.refuse?.(config);
  if (refusal) failStart(what, refusal);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  ).catch((error: Error) =>
    failStart(
      what,
      error instanceof DataDirInUseError && options.whenInUse
        ? `${error.message}\n${options.whenInUse}`
        : error.message,
    ),
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    failStart(what, `the database could not be migrated: ${(error as Error).message}`);
  }
  return { config, database };
}
