#!/usr/bin/env node
// `npm test`: every check and every test suite, in the order a failure is cheapest to find.
// API tests run on the embedded database, and again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.tmp', 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint', '--silent'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--silent'] },
  { name: 'unit', vitest: ['--project', 'contracts', '--project', 'web'] },
  { name: 'api-pglite', vitest: ['--project', 'server'], env: { TEST_DB: 'pglite' } },
  ...(process.env.DATABASE_URL
    ? [{ name: 'api-postgres', vitest: ['--project', 'server'], env: { TEST_DB: 'postgres' } }]
    : []),
  { name: 'e2e', cmd: ['node', 'scripts/e2e.mjs'] },
].filter((step) => only.length === 0 || only.includes(step.name));

let passed = 0;
let failed = 0;
const failures = [];
const timings = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const cmd = step.vitest
    ? [
        'npx',
        'vitest',
        'run',
        ...step.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(resultsDir, `${step.name}.json`)}`,
      ]
    : step.cmd;
  const run = spawnSync(cmd[0], cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (run.status !== 0) failures.push(step.name);
  timings.push(`${step.name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// Count tests from the JSON reports (vitest and Playwright) for one closing line.
for (const file of fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected ?? 0;
    failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  }
}
// Step times, so the suite's speed is seen on every run (docs/performance.md keeps the figures).
console.log(`\nStep times: ${timings.join(', ')}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
