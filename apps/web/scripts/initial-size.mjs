#!/usr/bin/env node
/**
 * What the first page (sign-in) downloads before it can render: the HTML entry's script and every chunk it
 * imports statically, with their CSS, read from the build manifest and gzipped here at level 9 so the figure
 * does not depend on how the server compresses. `npm run build` runs this and fails above the budget
 * (decision 0018); bench/initial-load.mjs uses it to name the figures it measures in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Initial JavaScript of the sign-in page, gzipped (1 KB = 1000 bytes, as Vite prints sizes). */
export const INITIAL_JS_BUDGET_BYTES = 250_000;

export function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}: run the build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The entry chunk and its static imports, depth first; dynamic imports are loaded later, on demand. */
export function initialFiles(manifest, entryKey = 'index.html') {
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
  visit(entryKey);
  return { js, css, sources: [...seen].map((key) => manifest[key].src).filter(Boolean) };
}

export function gzipBytes(distDir, file) {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

export function initialSize(distDir) {
  const files = initialFiles(readManifest(distDir));
  const sum = (list) => list.reduce((total, file) => total + gzipBytes(distDir, file), 0);
  return { ...files, jsGzip: sum(files.js), cssGzip: sum(files.css) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const size = initialSize(distDir);
  console.log(
    `Sign-in page, initial files (gzip): JS ${kb(size.jsGzip)} in ${size.js.length} files, ` +
      `CSS ${kb(size.cssGzip)} in ${size.css.length} files; JS budget ${kb(INITIAL_JS_BUDGET_BYTES)}`,
  );
  if (size.jsGzip > INITIAL_JS_BUDGET_BYTES) {
    console.error(
      `The sign-in page's initial JavaScript is ${kb(size.jsGzip)} gzip, over the ${kb(INITIAL_JS_BUDGET_BYTES)} ` +
        'budget: load what it does not need on demand (docs/decisions/0018-initial-load.md).',
    );
    process.exit(1);
  }
}
