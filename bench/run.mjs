#!/usr/bin/env node
// `npm run bench -- <name>` runs bench/<name>.bench.ts; without a name, every benchmark.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const args = process.argv.slice(2);
// `--neighbour`: a CPU-bound process runs beside the measurements (bench/measure.ts).
const neighbour = args.includes('--neighbour');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const all = fs.readdirSync(dir).filter((file) => file.endsWith('.bench.ts'));
const chosen = wanted.length === 0 ? all : all.filter((file) => wanted.some((name) => file.startsWith(name)));
if (chosen.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(1);
}
for (const file of chosen) {
  // The benchmarks build the server in their own process: it runs with the server's V8 flags (decision 0105).
  const run = spawnSync(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', path.join(dir, file)],
    {
      stdio: 'inherit',
      env: neighbour ? { ...process.env, BENCH_NEIGHBOUR: 'on' } : process.env,
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
