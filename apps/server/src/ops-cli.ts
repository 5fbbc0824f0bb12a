import { buildApp } from './app.js';
import { citusDistributionScript } from './db/citus-distribution.js';
import { DELETION_COMMAND_USAGE, runDeletionCommand } from './modules/deletion/deletion-command.js';
import { OWNED_FOLDER, openConfiguredDatabase } from './open-configured-database.js';

const CITUS_USAGE =
  'npm run ops -- citus-script              the Citus distribution statements for this version (decision 0107)';
const USAGE = `Operator commands:\n${DELETION_COMMAND_USAGE}\n${CITUS_USAGE}`;

/**
 * `npm run ops -- citus-script`: the statements that distribute this version's schema on Citus (decision 0107).
 *
 * `npm run ops -- deletion list|cancel|run-now TICKET`: support's side of account deletion (decision 0087). It
 * builds the same app without workers, for the same database and file store. On the embedded database, stop the
 * server first (one process owns its folder); on PostgreSQL run it beside the server.
 */
async function main(): Promise<void> {
  const [area, ...args] = process.argv.slice(2);
  // Read from the schema in code: no database is opened.
  if (area === 'citus-script') {
    process.stdout.write(citusDistributionScript());
    return;
  }
  if (area !== 'deletion' || args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    if (area !== undefined && area !== '--help' && area !== '-h' && area !== 'deletion') process.exitCode = 1;
    return;
  }
  const { config, database } = await openConfiguredDatabase('operator command', { whenInUse: OWNED_FOLDER });
  const app = await buildApp({ config: { ...config, WORKERS: 'off', OPENAPI: 'off' }, database });
  await app.ready();
  try {
    for (const line of await runDeletionCommand({ database, store: app.fileStore }, args)) console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

void main();
