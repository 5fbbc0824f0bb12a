import { buildApp } from './app.js';
import { QRIS_COMMAND_USAGE, runQrisCommand } from './modules/qris/qris-command.js';
import { OWNED_FOLDER, openConfiguredDatabase } from './open-configured-database.js';

/**
 * `npm run qris -- list|approve|reject-document|approve-all BUSINESS`: the provider's staff review QRIS
 * registrations (decision 0081). It builds the same app without workers, so the merchant's e-mail goes into the
 * same queue the server's workers deliver from. On the embedded database, stop the server first (one process owns
 * its folder); on PostgreSQL run it beside the server.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(QRIS_COMMAND_USAGE);
    return;
  }
  const { config, database } = await openConfiguredDatabase('QRIS review command', {
    whenInUse: OWNED_FOLDER,
  });
  const app = await buildApp({ config: { ...config, WORKERS: 'off', OPENAPI: 'off' }, database });
  await app.ready();
  try {
    for (const line of await runQrisCommand(database.db, app.mailer, args)) console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

void main();
