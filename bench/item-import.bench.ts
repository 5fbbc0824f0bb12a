/**
 * Item import (issue 29: "an import of 5,000 rows finishes in seconds through the job queue"): a CSV of 5,000 rows in
 * the template's columns (2,500 items of two variants, 20 categories, stock tracked) uploaded, checked, confirmed and
 * written through the whole server (`app.inject()`, the owner, the job queue working in this process), timed from
 * the upload to the run's SUCCESS, each stage apart. The API test checks what the import writes; the time is
 * measured here, not asserted in a test. Run: `npm run bench -- item-import` (embedded database in memory; with
 * DATABASE_URL, that PostgreSQL database: a fresh one each time, `createdb bench_import` … `dropdb bench_import`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/demo/seed-demo.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { benchConfig } from './measure.js';

const ITEMS = Number(process.env.BENCH_IMPORT_ITEMS ?? 2_500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);
await seedDemo(database, { days: 1, now: new Date('2026-11-01T05:00:00Z'), archive: false });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const app = await buildApp({ config: benchConfig({ DATA_DIR: dataDir }), database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/account/v2/login',
  payload: { login: 'owner@demo.test', password: 'demo12345' },
});
const headers = { authorization: `Bearer ${login.json().access_token}` };

/** The template's English columns; each run's names are its own, so every run creates 2 × ITEMS variants anew. */
function csv(run: number): Buffer {
  const lines = [
    'Item name,Variant name,Category,SKU,Price,Cost price,Outlets,Track stock,Stock,Low stock level',
  ];
  for (let index = 0; index < ITEMS; index += 1) {
    for (const size of ['Regular', 'Large']) {
      lines.push(
        `Bench ${run} menu ${index},${size},Bench kategori ${index % 20},B${run}-${index}-${size},` +
          `${10_000 + index},4000,,Yes,50,5`,
      );
    }
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function call(method: 'GET' | 'POST', url: string, payload?: object | Buffer) {
  const response = await app.inject({
    method,
    url,
    headers: Buffer.isBuffer(payload) ? { ...headers, 'content-type': 'application/octet-stream' } : headers,
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as { id: string; status: string; refused_rows?: number };
}

console.log(`Item import, ${ITEMS * 2} rows (CSV), ${database.kind}, ${RUNS} runs`);
for (let run = 1; run <= RUNS; run += 1) {
  const file = csv(run);
  const started = performance.now();
  const preview = await call('POST', '/api/v3/items/import_items_temporary?file_name=items.csv', file);
  if (preview.refused_rows !== 0) throw new Error(`the preview refused ${preview.refused_rows} rows`);
  const checked = performance.now();
  await call('POST', '/api/v3/items/import_items', { import_id: preview.id });
  let status = '';
  while (status !== 'SUCCESS') {
    status = (await call('GET', `/api/v3/items/import_items/${preview.id}`)).status;
    if (status === 'FAILURE') throw new Error('the import failed');
    // Polled as the screen follows it when the realtime channel is not used.
    if (status !== 'SUCCESS') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const written = performance.now();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `  run ${run}: upload and check ${seconds(checked - started)}, confirm to written ${seconds(written - checked)},` +
      ` total ${seconds(written - started)}`,
  );
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
