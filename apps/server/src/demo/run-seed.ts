import { ConfigError, loadConfig } from '../config/config.js';
import { syncPermissionCatalogue } from '../platform/permissions/permission-catalogue.js';
import { openDatabase } from '../db/database.js';
import { DEMO_PASSWORD, demoSignIns } from './demo-accounts.js';
import { isDatabaseEmpty, resetDatabase, seedDemo } from './seed-demo.js';

const usage = 'Usage: npm run seed -- [--reset] [--days N]';

function parseArguments(argv: string[]): { reset: boolean; days: number | undefined } {
  let reset = false;
  let days: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--reset') reset = true;
    else if (arg === '--days' || arg.startsWith('--days=')) {
      const value = arg.includes('=') ? arg.slice('--days='.length) : argv[++i];
      days = Number(value);
      if (!Number.isInteger(days) || days < 1 || days > 1000)
        throw new Error(`--days needs a whole number from 1 to 1000\n${usage}`);
    } else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg}\n${usage}`);
  }
  return { reset, days };
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    if (args.reset) {
      console.log('Resetting the database…');
      await resetDatabase(database);
    } else if (!(await isDatabaseEmpty(database.db))) {
      throw new Error(
        'The database already has data. Run `npm run seed -- --reset` to drop everything in it and create the demo data again.',
      );
    }
    await syncPermissionCatalogue(database.db);
    const days = args.days ?? config.SEED_DAYS;
    const where = config.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded database in ${config.DATA_DIR}`;
    console.log(`Creating demo data in ${where} (${days} days of orders)…`);
    await seedDemo(database, { days, progress: (line) => console.log(`  ${line}`) });
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of demoSignIns) console.log(`  ${account.email.padEnd(22)} ${account.description}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`\nSeeding failed: ${message}\n`);
  process.exit(1);
});
