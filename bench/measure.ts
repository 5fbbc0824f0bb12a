import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { loadConfig, type Config } from '../apps/server/src/config/config.js';

/**
 * A small timing harness: runs a function repeatedly after a warm-up and reports the median and p95 in
 * milliseconds. Benchmarks compare the product's path (HTTP through the whole server) with the raw SQL that
 * answers the same question on the same data, so the ratio shows what the layers cost.
 */
export interface Timing {
  label: string;
  medianMs: number;
  p95Ms: number;
  runs: number;
}

/**
 * `npm run bench -- <name> --neighbour` (BENCH_NEIGHBOUR=on): a CPU-bound process runs beside the measurements, from
 * the first one to the end, so the figures also show what the product costs on a busy machine. Started at the first
 * measurement, not before, so generating the data does not wait for it.
 */
let neighbour: ChildProcess | undefined;

function startNeighbourOnce(): void {
  if (conditionsShown) return;
  conditionsShown = true;
  if (process.env.BENCH_NEIGHBOUR === 'on') {
    // A busy loop takes one core for as long as it runs; it is killed with the benchmark.
    neighbour = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    // Unreferenced, so the benchmark still ends when its work is done (a referenced child kept it alive, spinning).
    neighbour.unref();
    process.on('exit', () => neighbour?.kill('SIGKILL'));
  }
  console.log(describeConditions());
}
let conditionsShown = false;

/** The load on the machine as the measurements start, and whether a neighbour runs (for the reader of the figures). */
export function describeConditions(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const beside = neighbour ? `a CPU-bound neighbour process (pid ${neighbour.pid})` : 'no neighbour process';
  return `Conditions: ${os.cpus().length} cores, load average ${load} (1 / 5 / 15 min), ${beside}`;
}

export async function measure(label: string, work: () => Promise<unknown>, runs = 200): Promise<Timing> {
  startNeighbourOnce();
  for (let i = 0; i < Math.min(20, runs); i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    medianMs: samples[Math.floor(samples.length / 2)]!,
    p95Ms: samples[Math.floor(samples.length * 0.95)]!,
    runs,
  };
}

/**
 * Several cases measured in turns (one run of each, then the next round), so that a change of load on a shared
 * machine falls on all of them alike and their differences stay readable.
 */
export async function measureInTurns(
  cases: readonly { label: string; work: () => Promise<unknown> }[],
  runs = 200,
): Promise<Timing[]> {
  startNeighbourOnce();
  for (let i = 0; i < Math.min(20, runs); i++) for (const { work } of cases) await work();
  const samples = cases.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [index, { work }] of cases.entries()) {
      const start = process.hrtime.bigint();
      await work();
      samples[index]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return cases.map(({ label }, index) => {
    const sorted = samples[index]!.sort((a, b) => a - b);
    return {
      label,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      p95Ms: sorted[Math.floor(sorted.length * 0.95)]!,
      runs,
    };
  });
}

export function printComparison(title: string, product: Timing, raw: Timing): void {
  const ratio = product.medianMs / raw.medianMs;
  console.log(
    `${title.padEnd(44)} api ${product.medianMs.toFixed(2).padStart(7)} ms (p95 ${product.p95Ms.toFixed(2)})` +
      `   raw SQL ${raw.medianMs.toFixed(2).padStart(7)} ms (p95 ${raw.p95Ms.toFixed(2)})   ratio ${ratio.toFixed(1)}x`,
  );
}

/**
 * The server's configuration for a benchmark: answers written as in production (no contract check, decision 0142)
 * unless RESPONSE_CHECK says otherwise; CALLER_CACHE=off measures the caller loaded on every request (decision 0140).
 */
export function benchConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    WEB_DIST_DIR: '/nonexistent',
    RESPONSE_CHECK: process.env.RESPONSE_CHECK ?? 'off',
    CALLER_CACHE: process.env.CALLER_CACHE ?? 'on',
    ...extra,
  });
}
