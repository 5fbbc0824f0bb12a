import { ConfigError, loadConfig } from '../../config/config.js';
import { DataDirInUseError } from '../../db/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { validateFlagDefinitions } from './flag-definition.js';
import { flagDefinitions } from './flag-definitions.js';
import { checkFlagExpiry, flagsUsage, FlagsCommandError, runFlagsCommand } from './flags-command.js';
import { prepareFeatureFlags } from './prepare-flags.js';

/**
 * `npm run flags -- list | check [--strict] | enable <name> | disable <name> | variant <name> <variant> [payload]`
 */

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(flagsUsage);
    return;
  }
  if (args[0] === 'check') {
    // Definitions only: works in CI without a database or configuration.
    const definitions = validateFlagDefinitions(flagDefinitions, { isProduction: false });
    // --on YYYY-MM-DD asks about another day (what will have expired by then); tests use it as the clock.
    const onIndex = args.indexOf('--on');
    const on = onIndex > 0 ? new Date(`${args[onIndex + 1] ?? ''}T12:00:00Z`) : new Date();
    if (Number.isNaN(on.getTime())) fail(`--on needs a date (YYYY-MM-DD)\n${flagsUsage}`);
    const result = checkFlagExpiry(definitions, on);
    if (result.expired.length > 0) console.warn(result.message);
    else console.log(result.message);
    if (result.expired.length > 0 && args.includes('--strict')) process.exit(1);
    return;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      fail(
        `Cannot change flags: the embedded database in ${config.DATA_DIR} is in use, most likely by the running ` +
          'back-office server. Stop the server, run the command, and start the server again ' +
          '(with DATABASE_URL, flags can be changed while the server runs).',
      );
    }
    fail((error as Error).message);
  }

  try {
    await database.migrate();
    const definitions = await prepareFeatureFlags(database.db, { isProduction: config.isProduction });
    const lines = await runFlagsCommand(database.db, definitions, args);
    for (const line of lines) console.log(line);
  } catch (error) {
    await database.close().catch(() => undefined);
    if (error instanceof FlagsCommandError) fail(error.message);
    fail((error as Error).message);
  }
  await database.close();
}

void main();
