import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(os.tmpdir(), `backoffice-e2e-${port}`);
const resultsFile = path.resolve(import.meta.dirname, '../.tmp/test-results/e2e.json');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Spec files run on two workers, each file's tests in order; no spec relies on another's data (decision 0040).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resultsFile }]],
  outputDir: path.resolve(import.meta.dirname, '../test-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh embedded database with a shorter demo history keeps the suite quick.
    // scripts/e2e.mjs has built the web app and the server bundle (when their sources changed).
    command: `rm -rf ${dataDir} && node --max-semi-space-size=32 apps/server/dist/main.js`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DAYS: process.env.E2E_SEED_DAYS ?? '45',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
