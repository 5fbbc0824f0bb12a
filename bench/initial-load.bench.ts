/**
 * First load of the sign-in page and of a signed-in screen (the Discount library) in Chromium, from an empty
 * cache, as is and throttled (Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 Kbps up; CPU 4x
 * slower). Prints per case the median of the runs: JavaScript and CSS the page loaded (as transferred, and
 * gzipped from the built files so the figure does not depend on the server's compression), DOMContentLoaded,
 * and when the sign-in button or the first discount row appeared. Run: `npm run bench -- initial-load`.
 *
 * It builds the web app when there is no build, and starts a server of its own on a fresh demo database
 * (BENCH_PORT, 3290 by default). BENCH_WEB_DIST measures another build (an older one, for a before/after
 * figure); BENCH_RUNS sets the runs per case (5).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { gzipBytes, INITIAL_JS_BUDGET_BYTES, initialSize } from '../apps/web/scripts/initial-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 3290);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const baseUrl = `http://localhost:${port}`;

interface Throttle {
  name: string;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate?: number;
}
const throttles: Throttle[] = [
  { name: 'cold' },
  {
    name: 'slow 4G, 4x CPU',
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuRate: 4,
  },
];

interface Scenario {
  name: string;
  url: string;
  /** What "the page is usable" means here; its first appearance is timed in the page. */
  ready: string;
  signedIn: boolean;
}
const scenarios: Scenario[] = [
  { name: 'sign-in page', url: '/login', ready: 'button[type="submit"]', signedIn: false },
  { name: 'discounts, signed in', url: '/v2/library/discounts', ready: 'table tbody tr', signedIn: true },
];

interface Sample {
  jsTransferred: number;
  cssTransferred: number;
  jsGzip: number;
  cssGzip: number;
  domContentLoaded: number;
  ready: number;
}

function ensureBuild(): void {
  if (fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) return;
  if (process.env.BENCH_WEB_DIST) throw new Error(`${dist} has no build manifest`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The web build failed');
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  const server = spawn('npm', ['run', 'start', '-w', 'apps/server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DAYS: '30',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: dist,
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

async function signInTokens(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/account/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'owner@demo.test', password: 'demo12345' }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return JSON.stringify({
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    accessTokenExpiry: body.access_token_exp,
    authType: body.auth_type,
  });
}

/** One page load in a context of its own, so nothing is cached. */
async function measureOnce(
  context: BrowserContext,
  scenario: Scenario,
  throttle: Throttle,
  session: string,
): Promise<Sample> {
  if (scenario.signedIn) {
    await context.addInitScript((value) => window.localStorage.setItem('backoffice.session', value), session);
  }
  await context.addInitScript((selector) => {
    const marks = window as unknown as { __ready?: number };
    const observer = new MutationObserver(() => {
      if (marks.__ready === undefined && document.querySelector(selector)) {
        marks.__ready = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, scenario.ready);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle.network) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle.network });
  }
  if (throttle.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuRate });

  const kinds = new Map<string, { type: string; url: string }>();
  const sample: Sample = {
    jsTransferred: 0,
    cssTransferred: 0,
    jsGzip: 0,
    cssGzip: 0,
    domContentLoaded: 0,
    ready: 0,
  };
  cdp.on('Network.responseReceived', (event) =>
    kinds.set(event.requestId, { type: event.type, url: event.response.url }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId);
    if (!kind) return;
    const file = new URL(kind.url).pathname.replace(/^\/v2\//, '');
    const built = fs.existsSync(path.join(dist, file)) ? gzipBytes(dist, file) : 0;
    if (kind.type === 'Script') {
      sample.jsTransferred += event.encodedDataLength;
      sample.jsGzip += built;
    } else if (kind.type === 'Stylesheet') {
      sample.cssTransferred += event.encodedDataLength;
      sample.cssGzip += built;
    }
  });

  await page.goto(`${baseUrl}${scenario.url}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, null, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      domContentLoaded: navigation.domContentLoadedEventEnd,
      ready: (window as unknown as { __ready: number }).__ready,
    };
  });
  sample.domContentLoaded = timing.domContentLoaded;
  sample.ready = timing.ready;
  await page.close();
  return sample;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

ensureBuild();
const budget = initialSize(dist);
console.log(`Build: ${path.relative(root, dist) || dist}`);
console.log(
  `Sign-in page initial files (gzip, from the manifest): JS ${kb(budget.jsGzip)} ` +
    `(budget ${kb(INITIAL_JS_BUDGET_BYTES)}: ${budget.jsGzip <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER'}), ` +
    `CSS ${kb(budget.cssGzip)}`,
);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const session = await signInTokens();
  console.log(
    `\n${'Case'.padEnd(50)} ${'JS sent'.padStart(10)} ${'JS gzip'.padStart(10)} ${'CSS sent'.padStart(10)} ` +
      `${'CSS gzip'.padStart(10)} ${'DCL'.padStart(9)} ${'usable'.padStart(9)}`,
  );
  for (const throttle of throttles) {
    for (const scenario of scenarios) {
      const samples: Sample[] = [];
      const count = throttle.network ? Math.max(1, Math.ceil(runs / 2)) : runs;
      for (let run = 0; run < count; run++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
        samples.push(await measureOnce(context, scenario, throttle, session));
        await context.close();
      }
      const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      console.log(
        `${`${scenario.name}, ${throttle.name} (${count} runs)`.padEnd(50)} ${kb(pick('jsTransferred')).padStart(10)} ` +
          `${kb(pick('jsGzip')).padStart(10)} ${kb(pick('cssTransferred')).padStart(10)} ` +
          `${kb(pick('cssGzip')).padStart(10)} ${ms(pick('domContentLoaded')).padStart(9)} ${ms(pick('ready')).padStart(9)}`,
      );
    }
  }
  console.log(
    '\n"usable": the sign-in button, or the first discount row, is in the page (ms since navigation start).',
  );
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
