import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The real app on a test database; requests go through `app.inject()`. */
export async function createTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: {
    /** Registers extra routes (e.g. probes of the route sweep) before the app is ready. */
    beforeReady?: ((app: FastifyInstance) => void) | undefined;
    clock?: (() => Date) | undefined;
  } = {},
): Promise<FastifyInstance> {
  // Files the app stores (uploads, exports) go to a folder of its own, removed when the app closes.
  const dataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-data-'));
  const config = loadConfig({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const app = await buildApp({ config, database, clock: options.clock });
  if (dataDir) app.addHook('onClose', async () => fs.promises.rm(dataDir, { recursive: true, force: true }));
  options.beforeReady?.(app);
  await app.ready();
  return app;
}
