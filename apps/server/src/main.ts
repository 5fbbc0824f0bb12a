import type { ServerResponse } from 'node:http';
import { buildApp } from './app.js';
import { DEMO_PASSWORD, demoSignIns } from './demo/demo-accounts.js';
import { isDatabaseEmpty, type OlderHistory, seedDemo } from './demo/seed-demo.js';
import { openConfiguredDatabase } from './open-configured-database.js';
import { createForegroundRequests } from './platform/http/foreground-requests.js';

async function main(): Promise<void> {
  const { config, database } = await openConfiguredDatabase('back office', {
    // Its jobs would wait for ever: a worker cannot open the embedded folder this process holds.
    refuse: (config) =>
      config.WORKERS === 'off' && !config.DATABASE_URL
        ? 'WORKERS=off needs DATABASE_URL: on the embedded database only the server itself can work the background ' +
          'jobs (`npm run worker` cannot open the folder the server holds). Unset WORKERS, or use PostgreSQL.'
        : undefined,
  });

  // Instances started together on an empty database create the demo data once: the others wait, then find it.
  // The main business's older days are written after the server answers (decision 0136).
  let olderHistory: OlderHistory | null = null;
  const seeded =
    config.DEMO_DATA === 'auto' &&
    (await database.whileStartingUp(async () => {
      if (!(await isDatabaseEmpty(database.db))) return false;
      console.log('Empty database: creating the demo data…');
      const result = await seedDemo(database, {
        days: config.SEED_DAYS,
        progress: (line) => console.log(`  ${line}`),
        deferOlderHistory: true,
      });
      olderHistory = result.olderHistory;
      return true;
    }));

  const app = await buildApp({ config, database });
  let stopping = false;
  let filling: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    stopping = true;
    await filling;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Every request this process is answering, counted on the HTTP server itself: the older demo history gives way
  // to all of them, not only to signed-in people's.
  const anyRequest = createForegroundRequests();
  app.server.on('request', (_request: unknown, response: ServerResponse) => {
    anyRequest.enter();
    response.once('close', () => anyRequest.leave());
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
  console.log(
    `\nBack office running at ${config.PUBLIC_URL}/v2/  (${where}${seeded ? ', demo data created' : ''})`,
  );
  if (config.DEMO_DATA === 'auto') {
    console.log(
      config.isProduction
        ? `Demo accounts (production refuses the published password ${DEMO_PASSWORD}; sign in with a code):`
        : `Demo sign-ins (password ${DEMO_PASSWORD}):`,
    );
    for (const account of demoSignIns) console.log(`  ${account.email.padEnd(22)} ${account.description}`);
  }
  const later = olderHistory as OlderHistory | null;
  if (later) {
    console.log(`\nWriting the main business's ${later.days} older days of orders in the background…`);
    filling = later
      .fill({
        progress: (line) => console.log(`  ${line}`),
        // The embedded database runs on this thread: between transactions the requests that arrived are read
        // (a short timer lets the event loop take in I/O), then each transaction waits until every request in
        // flight, a page's files too, is answered (at most a second), as devices give way (decision 0105).
        pause: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          await anyRequest.quiet(1000);
        },
        stopped: () => stopping,
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'writing the older demo history failed'));
  }
}

void main();
