/**
 * Exports (issue 11 item 6): time and peak memory of our export job (keyset pages from the database into the
 * streaming XLSX writer, or CSV) for BENCH_EXPORT_ROWS orders (default 100,000; set 1000000 for the large run),
 * beside exceljs's streaming writer (and a plain CSV write) of the same number of rows with no database and none of
 * our code. Embedded database by default; DATABASE_URL for PostgreSQL. Run: `npm run bench -- exports`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '../apps/server/src/db/database.js';
import { createFolderFileStore } from '../apps/server/src/platform/files/file-store.js';
import { createRealtimeHub } from '../apps/server/src/platform/realtime/realtime-hub.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { insertExportRequest } from '../apps/server/src/modules/exports/export-requests.repository.js';
import { writeExport } from '../apps/server/src/modules/exports/write-export.js';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const onPostgres = Boolean(process.env.DATABASE_URL);
const database = await openDatabase(
  onPostgres ? { kind: 'postgres', url: process.env.DATABASE_URL! } : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const [business] = await rowsOf<{ id: number }>(sql`
  insert into businesses (name, city, province, business_category_id, current_plan, expired_at)
  values ('Bench Exports', 'Jakarta', 'DKI Jakarta', 51, 12, now() + interval '365 days') returning id`);
const businessId = Number(business!.id);
const [outlet] = await rowsOf<{ id: number }>(sql`
  insert into outlets (business_id, name, city, province, time_zone)
  values (${businessId}, 'Bench outlet', 'Jakarta', 'DKI Jakarta', 'Asia/Jakarta') returning id`);
const outletId = Number(outlet!.id);
const generated = Date.now();
await database.db.execute(sql`
  insert into orders (business_id, outlet_id, uuid, order_token, receipt_number, status, created_at, business_date,
                      completed_at, subtotal, tax_total, net_sales, gross_sales, total_collected)
  select ${businessId}, ${outletId}, 'bx-' || g, 'bx-token-' || g, 'BX' || lpad(g::text, 8, '0'), 'completed', t.at,
         timezone('Asia/Jakarta', t.at)::date, t.at, 10000 + (g % 50) * 1000, 1000, 10000 + (g % 50) * 1000,
         10000 + (g % 50) * 1000, 11000 + (g % 50) * 1000
    from generate_series(1, ${ROWS}) g
    join lateral (select '2024-01-01T00:00:00Z'::timestamptz + g * interval '20 second' as at) t on true`);
await database.db.execute(sql`
  insert into order_items (business_id, order_id, uuid, item_name, quantity, unit_price, gross_amount)
  select business_id, id, 'bx-item-' || id, 'Kopi Susu', 1, subtotal, subtotal from orders where business_id = ${businessId}`);
await database.db.execute(sql`analyze orders`);
console.log(
  `generated ${ROWS.toLocaleString('en')} orders in ${((Date.now() - generated) / 1000).toFixed(1)} s`,
);

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exports-'));
const store = createFolderFileStore(filesDir);
const realtime = createRealtimeHub(database, console);
realtime.defineTopic('export', { permission: 'reports.transactions' });

/** Wall time and the highest resident set size seen (sampled every 20 ms) while `work` runs. */
async function track(label: string, work: () => Promise<void>) {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = process.hrtime.bigint();
  await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(2).padStart(7)} s  ${Math.round(ROWS / seconds)
      .toLocaleString('en')
      .padStart(9)} rows/s` +
      `  peak RSS ${mb(peak).padStart(5)} MB (+${mb(peak - base)} MB over ${mb(base)} MB before)`,
  );
}

async function ours(format: 'xlsx' | 'csv') {
  const request = await insertExportRequest(database.db, {
    businessId,
    featureName: 'order-export-transaction',
    format,
    startTime: '2023-12-31T00:00:00',
    endTime: '2030-12-31T23:59:59',
    outletId,
    outletIds: [outletId],
  });
  await writeExport(
    { db: database.db, store, realtime, now: () => new Date() },
    { businessId, exportId: request.id },
  );
  const [row] = await rowsOf<{ status: string }>(
    sql`select status from export_requests where id = ${request.id}`,
  );
  if (row?.status !== 'SUCCESS') throw new Error(`export ended ${row?.status}`);
}

const sample = (n: number) => [
  `BX${String(n).padStart(8, '0')}`,
  '2024-01-01 07:00:00',
  'Bench outlet',
  'Bench Owner',
  '',
  '1x Kopi Susu',
  'Cash',
  10000 + (n % 50) * 1000,
  0,
  0,
  1000,
  0,
  0,
  10000 + (n % 50) * 1000,
  11000 + (n % 50) * 1000,
  0,
];

async function rawXlsx() {
  const file = path.join(filesDir, 'raw.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Export');
  for (let n = 1; n <= ROWS; n += 1) sheet.addRow(sample(n)).commit();
  sheet.commit();
  await workbook.commit();
}

async function rawCsv() {
  const stream = fs.createWriteStream(path.join(filesDir, 'raw.csv'));
  for (let n = 1; n <= ROWS; n += 1) {
    if (!stream.write(`${sample(n).join(',')}\r\n`)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
}

console.log(
  `${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs`,
);
await track('raw exceljs streaming XLSX', rawXlsx);
await track('our export job, XLSX', () => ours('xlsx'));
await track('raw CSV write', rawCsv);
await track('our export job, CSV', () => ours('csv'));
await database.close();
fs.rmSync(filesDir, { recursive: true, force: true });
