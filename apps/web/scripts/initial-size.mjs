#!/usr/bin/env node
/**
 * What a first visit to each route downloads before it can render: the HTML entry's script and every chunk it
 * imports statically, then the chunks the route's `lazy` and `loader` import (and those of the routes around it,
 * the session gate) with their static imports — read from the build manifest, the routes from the router's source
 * (route-loads.mjs) — gzipped here at level 9 so the figure does not depend on how the server compresses.
 * `npm run build` runs this and fails when a route is over its budget (decision 0018); bench/initial-load uses it
 * to name the figures it measures in the browser. Budgets count JavaScript only; CSS is reported beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeLoads } from './route-loads.mjs';

/** The sign-in page's JavaScript, gzipped (1 KB = 1000 bytes, as Vite prints sizes). */
export const INITIAL_JS_BUDGET_BYTES = 200_000;
/** Every other route's first load: JavaScript gzipped, and script files. */
export const ROUTE_JS_BUDGET_BYTES = 300_000;
export const ROUTE_FILES_BUDGET = 20;
const SIGN_IN_PATH = '/login';

/**
 * Routes whose JavaScript is not yet within the budget, each with the ceiling it may not exceed: its figure plus 3 KB
 * of slack, so that no route gets heavier while it is brought down (decision 0145). The file count has no ceiling:
 * every route is within 20. A route leaves this table when it meets the budget. Lower a figure when a route gets
 * lighter; never raise one, and no other route may be added here. The figures are those measured once the Library
 * panels' forms and the date range picker's calendar loaded on demand (decisions 0205, 0206), then dates written
 * without date-fns' formatter and Mantine's Menu on demand (decision 0207): the dashboard, brands, campaigns and
 * recurring billing left the table.
 */
export const CEILINGS = {
  '/v2/reports/transactions/*': 314_500,
  '/v2/settings/billing': 303_000,
};

export function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}: run the build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The chunks of `entryKeys` and their static imports, depth first; dynamic imports are loaded later. */
export function initialFiles(manifest, entryKeys = ['index.html']) {
  const js = [];
  const css = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  for (const key of typeof entryKeys === 'string' ? [entryKeys] : entryKeys) visit(key);
  return { js, css, keys: [...seen], sources: [...seen].map((key) => manifest[key].src).filter(Boolean) };
}

const gzipCache = new Map();
export function gzipBytes(distDir, file) {
  const full = path.join(distDir, file);
  if (!gzipCache.has(full)) gzipCache.set(full, zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length);
  return gzipCache.get(full);
}

const sum = (distDir, list) => list.reduce((total, file) => total + gzipBytes(distDir, file), 0);

/** The sign-in page's first load (the entry alone: it is the only eager route). */
export function initialSize(distDir) {
  const files = initialFiles(readManifest(distDir));
  return { ...files, jsGzip: sum(distDir, files.js), cssGzip: sum(distDir, files.css) };
}

/**
 * Every route's first load. `later` lists the chunks a screen's own code imports on demand once it runs (the
 * dashboard's chart, decision 0068): not part of the first load, shown so that they are not forgotten.
 */
export function routeSizes(distDir, webDir = path.join(distDir, '..')) {
  const manifest = readManifest(distDir);
  const chunkOf = chunkKeys(distDir, manifest);
  const routeTable = new Set(['index.html']);
  return routeLoads(webDir)
    .filter((route) => !route.redirect)
    .map((route) => {
      const files = initialFiles(manifest, ['index.html', ...route.modules.map(chunkOf)]);
      const onDemand = [];
      for (const key of files.keys) {
        if (!routeTable.has(key)) onDemand.push(...(manifest[key].dynamicImports ?? []));
      }
      const later = initialFiles(manifest, onDemand).js.filter((file) => !files.js.includes(file));
      const jsBudget = route.path === SIGN_IN_PATH ? INITIAL_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES;
      const ceiling = CEILINGS[route.path] ?? 0;
      return {
        path: route.path,
        js: files.js,
        css: files.css,
        jsGzip: sum(distDir, files.js),
        cssGzip: sum(distDir, files.css),
        later,
        laterGzip: sum(distDir, later),
        jsBudget,
        filesBudget: ROUTE_FILES_BUDGET,
        jsCeiling: Math.max(jsBudget, ceiling),
        filesCeiling: ROUTE_FILES_BUDGET,
      };
    });
}

/**
 * The manifest key of the chunk holding a source module: the manifest names a chunk by the module that starts
 * it, and a module grouped into a shared or feature chunk is found through `.vite/module-chunks.json`
 * (build/module-map.ts).
 */
function chunkKeys(distDir, manifest) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const mapFile = path.join(distDir, '.vite', 'module-chunks.json');
  const files = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : {};
  return (source) => {
    if (manifest[source]) return source;
    const key = byFile.get(files[source]);
    if (!key) throw new Error(`The build has no chunk for ${source}: is the route's import in the router?`);
    return key;
  };
}

/** Over the budget: reported. */
export function overBudget(route) {
  return route.jsGzip > route.jsBudget || route.js.length > route.filesBudget;
}

/** Over its ceiling (the budget, or the recorded figure of a route not yet within it): fails the build. */
export function overCeiling(route) {
  return route.jsGzip > route.jsCeiling || route.js.length > route.filesCeiling;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const routes = routeSizes(distDir, path.join(import.meta.dirname, '..'));
  console.log('First load per route (gzip level 9; budgets count JavaScript only):');
  for (const route of routes) {
    const later = route.later.length > 0 ? `; later ${kb(route.laterGzip)} in ${route.later.length}` : '';
    const mark = overCeiling(route) ? '✗' : overBudget(route) ? '·' : '✓';
    const ceiling = overBudget(route) ? ` (ceiling ${kb(route.jsCeiling)}, ${route.filesCeiling} files)` : '';
    console.log(
      `${mark} ${route.path.padEnd(40)} JS ${kb(route.jsGzip).padStart(9)} in ${String(route.js.length).padStart(2)} ` +
        `files, CSS ${kb(route.cssGzip)}${later}${ceiling}`,
    );
  }
  const waiting = routes.filter(overBudget);
  console.log(
    `Budget: sign-in ${kb(INITIAL_JS_BUDGET_BYTES)}, every other route ${kb(ROUTE_JS_BUDGET_BYTES)} in ` +
      `${ROUTE_FILES_BUDGET} files; ${routes.length - waiting.length} of ${routes.length} routes within it.`,
  );
  const stale = Object.keys(CEILINGS).filter((known) => !routes.some((route) => route.path === known));
  const over = routes.filter(overCeiling);
  if (over.length > 0 || stale.length > 0) {
    if (over.length > 0) {
      console.error(
        `${over.map((route) => route.path).join(', ')}: over the budget${over.some((r) => CEILINGS[r.path]) ? ' or the recorded ceiling' : ''}. ` +
          'Load what the first screen does not need on demand, or group its chunks ' +
          '(docs/decisions/0018-initial-load.md, docs/performance.md).',
      );
    }
    if (stale.length > 0)
      console.error(`CEILINGS names routes the router no longer has: ${stale.join(', ')}`);
    process.exit(1);
  }
}
