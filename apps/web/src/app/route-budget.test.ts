import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CEILINGS,
  overBudget,
  overCeiling,
  ROUTE_FILES_BUDGET,
  routeSizes,
} from '../../scripts/initial-size.mjs';
import { routeLoads } from '../../scripts/route-loads.mjs';

/** The size guard of `npm run build` (decision 0018): every route of the router, not only the sign-in page. */
const webDir = path.resolve(import.meta.dirname, '../..');
const TRANSACTIONS = '/v2/reports/transactions/*';

describe('routeLoads', () => {
  const routes = routeLoads(webDir);
  const route = (routePath: string) => routes.find((candidate) => candidate.path === routePath);

  it('reads every route of the router with what its first load imports', () => {
    expect(route('/login')).toEqual({ path: '/login', modules: [], redirect: false });
    expect(route(TRANSACTIONS)?.modules).toEqual(
      expect.arrayContaining([
        // The session gate around it and the styles its lazy part loads.
        'src/app/guards/session-gate.tsx',
        'src/app/theme/screen-styles.ts',
        // Its own lazy part, its loader's preload and both languages of its namespaces.
        'src/features/transactions/routes/transactions-page.tsx',
        'src/features/transactions/routes/transactions-skeleton.tsx',
        'src/features/transactions/routes/preload-transactions.ts',
        'src/features/transactions/i18n/transactions.en.ts',
        'src/features/transactions/i18n/transaction-detail.id.ts',
      ]),
    );
    // Public pages load neither the shell nor its gate.
    expect(route('/v2/reports/invoices/print/:token')?.modules).not.toContain(
      'src/app/guards/session-gate.tsx',
    );
    expect(route('/dashboard')?.redirect).toBe(true);
    // Development-only routes are not in a production build.
    expect(route('/v2/dev/widgets')).toBeUndefined();
  });

  it('names a ceiling only for routes the router has', () => {
    const known = new Set(routes.map((candidate) => candidate.path));
    expect(Object.keys(CEILINGS).filter((ceilingPath) => !known.has(ceilingPath))).toEqual([]);
  });
});

describe('routeSizes', () => {
  let dist = '';
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** A build whose every route chunk is 1 KB, plus `heavy` bytes of incompressible code under the transactions page. */
  function fakeBuild(heavy: number, extraFiles = 0) {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-budget-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const write = (file: string, bytes: number) =>
      fs.writeFileSync(path.join(dist, file), crypto.randomBytes(bytes));
    const manifest: Record<
      string,
      { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }
    > = {
      'index.html': { file: 'assets/index.js', src: 'index.html' },
    };
    write('assets/index.js', 1000);
    const modules = new Set(routeLoads(webDir).flatMap((route) => route.modules));
    [...modules].forEach((source, index) => {
      manifest[source] = { file: `assets/chunk-${index}.js`, src: source };
      write(`assets/chunk-${index}.js`, 1000);
    });
    const page = manifest['src/features/transactions/routes/transactions-page.tsx']!;
    manifest['_heavy.js'] = { file: 'assets/heavy.js' };
    write('assets/heavy.js', heavy);
    page.imports = ['_heavy.js'];
    for (let index = 0; index < extraFiles; index++) {
      manifest[`_extra-${index}.js`] = { file: `assets/extra-${index}.js` };
      write(`assets/extra-${index}.js`, 10);
      page.imports.push(`_extra-${index}.js`);
    }
    // Code the page imports on demand is shown apart, not counted.
    manifest['_later.js'] = { file: 'assets/later.js' };
    write('assets/later.js', 50_000);
    page.dynamicImports = ['_later.js'];
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return routeSizes(dist, webDir);
  }

  it('counts the entry, the gate, the page and their static imports, not what the page loads later', () => {
    const transactions = fakeBuild(10_000).find((route) => route.path === TRANSACTIONS)!;
    expect(transactions.js).toContain('assets/index.js');
    expect(transactions.js).toContain('assets/heavy.js');
    expect(transactions.js).not.toContain('assets/later.js');
    expect(transactions.later).toEqual(['assets/later.js']);
    // Eleven 1 KB chunks (entry, gate, styles, page, skeleton, preload, four translations) and the 10 KB import.
    expect(transactions.js).toHaveLength(11);
    expect(transactions.jsGzip).toBeGreaterThan(20_000);
    expect(transactions.jsGzip).toBeLessThan(23_000);
  });

  it('fails a route over 300 KB or over 20 files, however light the others are', () => {
    const light = fakeBuild(10_000);
    expect(light.filter(overBudget)).toEqual([]);

    const heavy = fakeBuild(300_000).filter(overBudget);
    expect(heavy.map((route) => route.path)).toEqual([TRANSACTIONS]);

    const many = fakeBuild(10_000, ROUTE_FILES_BUDGET).filter(overBudget);
    expect(many.map((route) => route.path)).toEqual([TRANSACTIONS]);
  });

  it('fails the build over a recorded ceiling, and a route without one over the budget', () => {
    const [transactions] = fakeBuild(CEILINGS[TRANSACTIONS]!).filter(overCeiling);
    expect(transactions?.path).toBe(TRANSACTIONS);
    const withoutCeiling = {
      ...transactions!,
      path: '/v2/a-new-screen',
      jsCeiling: 300_000,
      jsGzip: 300_001,
    };
    expect(overCeiling(withoutCeiling)).toBe(true);
  });
});
