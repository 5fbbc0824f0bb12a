/**
 * Order ingestion (issue 14): sustained orders per second through `POST /api/pos/v1/orders:batch` (batches of 50
 * orders of about three lines, several devices sending at once) beside the same rows inserted by plain SQL from
 * Node, and the p95 of the transactions list while ingestion runs against the same list when idle.
 * Run: `npm run bench -- ingest` (embedded database; set DATABASE_URL for PostgreSQL). BENCH_INGEST_ORDERS orders
 * per path (default 20,000 on PostgreSQL, 5,000 embedded), BENCH_SENDERS devices sending at once (default 4),
 * BENCH_BASE orders of history under the list (default 100,000 / 20,000, generated once per database), BENCH_ROUNDS
 * alternating rounds of the two paths (default 4).
 * The server listens on a loopback port; the devices and the person reading the list are worker threads speaking
 * HTTP to it (bench/ingest-clients.worker.ts), so that building bills and reading answers, which tills and browsers
 * do elsewhere, does not run on the server's event loop.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { rebuildDailySales } from '../apps/server/src/db/rebuild-daily-sales.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import type { ClientsCommand, ClientsData } from './ingest-clients.worker.js';
import { BATCH, benchBatch } from './ingest-orders.js';
import type { Timing } from './measure.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ORDERS = Number(process.env.BENCH_INGEST_ORDERS ?? (onPostgres ? 20_000 : 5_000));
const SENDERS = Number(process.env.BENCH_SENDERS ?? 4);
const BASE = Number(process.env.BENCH_BASE ?? (onPostgres ? 100_000 : 20_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BUSINESS = 'Bench Ingest 1';
const OWNER = 'bench-ingest@bench.test';
const PASSWORD = 'bench-ingest-1';
const DAY = 86_400_000;

const database = await openDatabase(
  onPostgres
    ? { kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: SENDERS + 4 }
    : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const now = new Date();

/** The business, its owner and SENDERS outlets in Jakarta, with BASE orders over the last 90 days. */
async function generate(): Promise<number> {
  const [business] = await rows<{ id: number }>(sql`
    insert into businesses (name, city, province, business_category_id, current_plan, expired_at)
    values (${BUSINESS}, 'Jakarta Selatan', 'DKI Jakarta', 51, 12, now() + interval '365 days') returning id`);
  const businessId = Number(business!.id);
  const [role] = await rows<{ id: number }>(sql`
    insert into roles (business_id, name, is_owner) values (${businessId}, 'Owner', true) returning id`);
  await database.db.execute(sql`
    insert into users (business_id, role_id, email, username, password_hash, first_name, uniq_id, all_outlets)
    values (${businessId}, ${role!.id}, ${OWNER}, 'bench_ingest', ${await hashPassword(PASSWORD)}, 'Bench',
            'bench-ingest', true)`);
  await database.db.execute(sql`
    insert into outlets (business_id, name, city, province, time_zone)
    select ${businessId}, 'Bench till ' || g, 'Jakarta', 'DKI Jakarta', 'Asia/Jakarta'
      from generate_series(1, 16) g`);
  await database.db.execute(sql`
    insert into orders (business_id, outlet_id, uuid, order_token, receipt_number, status, created_at, business_date,
                        completed_at, subtotal, tax_total, net_sales, gross_sales, total_collected)
    select ${businessId}, o.id, 'bench-ingest-' || g, 'bench-ingest-token-' || g, 'BI' || lpad(g::text, 8, '0'),
           'completed', t.at, timezone('Asia/Jakarta', t.at)::date, t.at,
           10000 + (g % 50) * 1000, 1000 + (g % 50) * 100, 10000 + (g % 50) * 1000, 10000 + (g % 50) * 1000,
           11000 + (g % 50) * 1100
      from generate_series(1, ${BASE}) g
      join lateral (select ${now.toISOString()}::timestamptz - (g * (90.0 / ${BASE})) * interval '1 day' as at) t on true
      join (select id, row_number() over (order by id) - 1 as n from outlets where business_id = ${businessId}) o
        on o.n = g % 16`);
  await database.db.execute(sql`
    insert into order_items (business_id, order_id, uuid, item_name, quantity, unit_price, gross_amount)
    select o.business_id, o.id, 'bench-ingest-item-' || o.id || '-' || k, 'Menu item ' || ((o.id * 7 + k) % 40),
           1, o.subtotal / 3, o.subtotal / 3
      from orders o cross join generate_series(0, 2) k where o.business_id = ${businessId}`);
  await database.db.transaction((tx) => rebuildDailySales(tx, businessId));
  await database.db.execute(sql`analyze`);
  return businessId;
}

const existing = await rows<{ id: number }>(sql`select id from businesses where name = ${BUSINESS} limit 1`);
const businessId = existing[0] ? Number(existing[0].id) : await generate();
const outlets = (
  await rows<{ id: number }>(sql`select id from outlets where business_id = ${businessId} order by id`)
).map((row) => Number(row.id));

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/account/v2/login',
  payload: { login: OWNER, password: PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().access_token}` };

/** One device per sender, each on its own outlet, as a mall of tills would send. */
const devices: string[] = [];
for (let i = 0; i < SENDERS; i++) {
  const paired = await app.inject({
    method: 'POST',
    url: '/api/pos/v1/devices',
    headers,
    payload: { outlet_id: outlets[i % outlets.length], name: `Bench till ${i + 1}` },
  });
  if (paired.statusCode !== 201) throw new Error(`pairing failed: ${paired.body}`);
  devices.push(paired.json().credential);
}

let sequence = 0;
/** The next batch's first order number: receipt numbers and prices differ from batch to batch. */
const take = (orders: number) => {
  const first = sequence;
  sequence += orders;
  return first;
};

const base = await app.listen({ port: 0, host: '127.0.0.1' });
/** A client thread (bench/ingest-clients.worker.ts) and its one command in flight at a time. */
function startClients(data: ClientsData) {
  const worker = new Worker(new URL('./ingest-clients.worker.mjs', import.meta.url), { workerData: data });
  let pending: { resolve: (value: unknown) => void; reject: (error: Error) => void } | null = null;
  worker.on('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
    const waiting = pending;
    pending = null;
    if (message.ok) waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.error));
  });
  worker.on('error', (error) => pending?.reject(error));
  return {
    ask<T>(command: ClientsCommand): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending = { resolve: resolve as (value: unknown) => void, reject };
        worker.postMessage(command);
      });
    },
    tell: (command: ClientsCommand) => worker.postMessage(command),
    stop: () => worker.terminate(),
  };
}
const tills = startClients({ role: 'devices', base, credentials: devices, now: now.toISOString() });
/** The devices send `orders` orders through the API; answers the seconds. */
const throughApi = (orders: number) => tills.ask<number>({ kind: 'send', orders, from: take(orders) });

const jakartaDate = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The same orders, lines, taxes and payments as plain multi-row INSERTs in one transaction per batch. */
async function throughSql(outletId: number): Promise<void> {
  const batch = benchBatch(now, take(BATCH));
  await database.db.transaction(async (tx) => {
    const written = (
      (await tx.execute(sql`
        insert into orders (business_id, outlet_id, uuid, order_token, receipt_number, status, created_at,
                            business_date, completed_at, subtotal, discount_total, tax_total, rounding_amount,
                            net_sales, gross_sales, total_collected)
        values ${sql.join(
          batch.map(
            (
              o,
            ) => sql`(${businessId}, ${outletId}, ${o.uuid}, ${randomUUID()}, ${o.receipt_number}, 'completed',
                        ${o.created_at}, ${jakartaDate(new Date(o.created_at))}, ${o.completed_at}, ${o.subtotal},
                        0, ${o.tax_total}, ${o.rounding_amount}, ${o.net_sales}, ${o.subtotal}, ${o.total})`,
          ),
          sql`, `,
        )}
        returning id, uuid`)) as unknown as { rows: { id: number; uuid: string }[] }
    ).rows;
    const ids = new Map(written.map((row) => [row.uuid, Number(row.id)]));
    await tx.execute(sql`
      insert into order_items (business_id, order_id, uuid, position, item_name, quantity, unit_price, unit_cost,
                               gross_amount, discount_amount)
      values ${sql.join(
        batch.flatMap((o) =>
          o.items.map(
            (i, position) => sql`(${businessId}, ${ids.get(o.uuid)}, ${i.uuid}, ${position}, ${i.item_name},
                                  ${i.quantity}, ${i.unit_price}, ${i.unit_cost}, ${i.gross_amount}, 0)`,
          ),
        ),
        sql`, `,
      )}`);
    await tx.execute(sql`
      insert into order_taxes (business_id, order_id, name, percentage, amount)
      values ${sql.join(
        batch.map((o) => sql`(${businessId}, ${ids.get(o.uuid)}, 'PB1', 10, ${o.tax_total})`),
        sql`, `,
      )}`);
    await tx.execute(sql`
      insert into payments (business_id, outlet_id, order_id, uuid, method_code, method_name, amount, created_at,
                            business_date)
      values ${sql.join(
        batch.map(
          (o) => sql`(${businessId}, ${outletId}, ${ids.get(o.uuid)}, ${o.payments![0]!.uuid}, 'CASH', 'Cash',
                      ${o.total}, ${o.completed_at}, ${jakartaDate(new Date(o.completed_at!))})`,
        ),
        sql`, `,
      )}`);
  });
}

/** Plain SQL: SENDERS loops, each writing its batches one after another until `orders` orders are in; seconds. */
async function sustained(send: (sender: number) => Promise<void>, orders: number): Promise<number> {
  const batches = Math.ceil(orders / BATCH);
  let taken = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      while (taken < batches) {
        taken++;
        await send(sender);
      }
    }),
  );
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * Both paths in ROUNDS alternating rounds (raw, API, raw, API…) of ORDERS / ROUNDS orders each, so that load from
 * outside the benchmark, which comes and goes, weighs on both paths alike; answers orders/s per path.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
async function alternating(): Promise<{ api: number; raw: number }> {
  const perRound = Math.ceil(ORDERS / ROUNDS / BATCH) * BATCH;
  let api = 0;
  let raw = 0;
  for (let round = 0; round < ROUNDS; round++) {
    raw += await sustained(() => throughSql(outlets[SENDERS % outlets.length]!), perRound);
    api += await throughApi(perRound);
  }
  return { api: (perRound * ROUNDS) / api, raw: (perRound * ROUNDS) / raw };
}

const local = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19);
/**
 * A person reading the list's first page (30 days, every outlet) every LIST_EVERY_MS, or right after the previous
 * read when it took longer: a few people reading the screen, not a loop that would take every turn of the embedded
 * database's single connection from the devices.
 */
const LIST_EVERY_MS = 50;
const reader = startClients({
  role: 'reader',
  base,
  token: headers.authorization.slice('Bearer '.length),
  query: {
    start_time: local(new Date(now.getTime() - 30 * DAY)),
    end_time: local(new Date(now.getTime() + DAY)),
  },
  everyMs: LIST_EVERY_MS,
});

function timing(label: string, samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return {
    label,
    medianMs: samples[Math.floor(samples.length / 2)] ?? 0,
    p95Ms: samples[Math.floor(samples.length * 0.95)] ?? 0,
    runs: samples.length,
  };
}

/** Idle reads and reads while the devices send, in ROUNDS alternating rounds, for the same reason as the rates. */
async function listIdleAndBusy(): Promise<{ idle: Timing; busy: Timing; rate: number }> {
  const idle: number[] = [];
  const busy: number[] = [];
  let seconds = 0;
  const perRound = Math.ceil(ORDERS / ROUNDS / BATCH) * BATCH;
  await reader.ask({ kind: 'read', runs: 20 });
  for (let round = 0; round < ROUNDS; round++) {
    idle.push(...(await reader.ask<number[]>({ kind: 'read', runs: Math.ceil(RUNS / ROUNDS) })));
    const reads = reader.ask<number[]>({ kind: 'read-until-stopped' });
    seconds += await throughApi(perRound);
    reader.tell({ kind: 'stop' });
    busy.push(...(await reads));
  }
  return { idle: timing('idle', idle), busy: timing('busy', busy), rate: (perRound * ROUNDS) / seconds };
}

const history = await rows<{ n: number }>(
  sql`select count(*)::int as n from orders where business_id = ${businessId}`,
);
console.log(
  `Ingestion, ${ORDERS.toLocaleString('en-US')} orders per path in batches of ${BATCH} (2–4 lines), ` +
    `${SENDERS} senders at once, ${database.kind}, on ${Number(history[0]!.n).toLocaleString('en-US')} orders of history`,
);
// Warm both paths (JIT, plans, the device look-up) before timing.
for (let i = 0; i < 4; i++) {
  await throughApi(BATCH * SENDERS);
  await throughSql(outlets[SENDERS % outlets.length]!);
}
const { api: apiRate, raw: rawRate } = await alternating();
console.log(
  `${'ingest: sustained orders per second'.padEnd(44)} api ${apiRate.toFixed(0).padStart(7)} /s` +
    `   raw SQL ${rawRate.toFixed(0).padStart(7)} /s   ratio ${(rawRate / apiRate).toFixed(1)}x`,
);

const { idle, busy, rate } = await listIdleAndBusy();
console.log(
  `${'list: first page, 30 days, idle vs ingesting'.padEnd(44)} idle p95 ${idle.p95Ms.toFixed(2)} ms ` +
    `(median ${idle.medianMs.toFixed(2)}, ${idle.runs} runs)   ingesting p95 ${busy.p95Ms.toFixed(2)} ms ` +
    `(median ${busy.medianMs.toFixed(2)}, ${busy.runs} runs)   ratio ${(busy.p95Ms / idle.p95Ms).toFixed(1)}x` +
    `   (${rate.toFixed(0)} orders/s meanwhile)`,
);

await tills.stop();
await reader.stop();
await app.close();
await database.close();
