#!/usr/bin/env node
// Browser tests: build the web app and the server bundle (each when its sources changed), then Playwright drives
// Debian's Chromium against the real server (started by the Playwright config on a throw-away data folder).
// Never passes without a browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(
    `\nBrowser tests need Chromium, and none was found at ${chrome}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.\n',
  );
  process.exit(1);
}
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  },
);
process.exit(run.status ?? 1);
