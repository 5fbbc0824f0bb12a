/**
 * Transactions (issue 9): the success list and summary through the whole server against the raw SQL that answers
 * the same question, on one business with BENCH_ORDERS orders over two years in ten outlets across three zones.
 * Run: `npm run bench -- transactions` (embedded database, 100,000 orders; set DATABASE_URL for PostgreSQL, where
 * the default is 2,000,000). The business is generated once and reused by later runs on the same database.
 * On PostgreSQL it also prints the plans of the list queries, to show which index serves them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { rebuildDailySales } from '../apps/server/src/db/rebuild-daily-sales.js';
import { orderPageQuery } from '../apps/server/src/sales/orders.repository.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { benchConfig, measure, measureInTurns, printComparison } from './measure.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ORDERS = Number(process.env.BENCH_ORDERS ?? (onPostgres ? 2_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
// Renamed when the generated data changes, so a database kept from an older run generates it again.
const BUSINESS = 'Bench Transactions 3';
const OWNER = 'bench-transactions@bench.test';
const PASSWORD = 'bench-transactions-1';
const DAY = 86_400_000;
/** Seven outlets in Jakarta, two in Makassar, one in Jayapura. */
const ZONES = [
  ...Array(7).fill('Asia/Jakarta'),
  'Asia/Makassar',
  'Asia/Makassar',
  'Asia/Jayapura',
] as string[];

const database = await openDatabase(
  onPostgres ? { kind: 'postgres', url: process.env.DATABASE_URL! } : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const now = new Date();

async function generate(): Promise<number> {
  const [business] = await rows<{ id: number }>(sql`
    insert into businesses (name, city, province, business_category_id, current_plan, expired_at)
    values (${BUSINESS}, 'Jakarta Selatan', 'DKI Jakarta', 51, 12, now() + interval '365 days') returning id`);
  const businessId = Number(business!.id);
  const [role] = await rows<{ id: number }>(sql`
    insert into roles (business_id, name, is_owner) values (${businessId}, 'Owner', true) returning id`);
  const hash = await hashPassword(PASSWORD);
  await database.db.execute(sql`
    insert into users (business_id, role_id, email, username, password_hash, first_name, uniq_id, all_outlets)
    values (${businessId}, ${role!.id}, ${OWNER}, 'bench_transactions', ${hash}, 'Bench', 'bench-transactions', true)`);
  for (const [index, zone] of ZONES.entries()) {
    await database.db.execute(sql`
      insert into outlets (business_id, name, city, province, time_zone)
      values (${businessId}, ${`Bench outlet ${index + 1}`}, 'Jakarta', 'DKI Jakarta', ${zone})`);
  }
  const started = Date.now();
  // Orders evenly over two years up to now, round-robin over the outlets; one in twenty cancelled. Amounts vary
  // with the row number; the local date comes from each outlet's zone.
  await database.db.execute(sql`
    insert into orders (business_id, outlet_id, uuid, order_token, receipt_number, status, created_at, business_date,
                        completed_at, cancelled_at, cancel_reason, subtotal, tax_total, net_sales, gross_sales,
                        total_collected)
    select ${businessId}, o.id, 'bench-' || g, 'bench-token-' || g, 'BT' || lpad(g::text, 8, '0'),
           case when g % 20 = 0 then 'cancelled' else 'completed' end, t.at, timezone(o.time_zone, t.at)::date,
           case when g % 20 = 0 then null else t.at end, case when g % 20 = 0 then t.at end,
           case when g % 20 = 0 then 'Customer left' end,
           10000 + (g % 50) * 1000, 1000 + (g % 50) * 100, 10000 + (g % 50) * 1000, 10000 + (g % 50) * 1000,
           11000 + (g % 50) * 1100
      from generate_series(1, ${ORDERS}) g
      join lateral (select ${now.toISOString()}::timestamptz - (g * (730.0 / ${ORDERS})) * interval '1 day' as at) t on true
      join (select id, time_zone, row_number() over (order by id) - 1 as n from outlets
             where business_id = ${businessId}) o on o.n = g % ${ZONES.length}`);
  // One to three lines per order from a menu of 60 items (catalogue ids 1–60, each on about 1 order in 30), and a payment (two, split, on every seventh order) by
  // one of four methods: what the dashboard's best sellers and payment split group.
  await database.db.execute(sql`
    insert into order_items (business_id, order_id, uuid, item_id, item_name, quantity, unit_price, gross_amount)
    select o.business_id, o.id, 'bench-item-' || o.id || '-' || k, 1 + (o.id * 7 + k * 13) % 60,
           'Menu item ' || ((o.id * 7 + k * 13) % 60),
           1 + (o.id + k) % 2, o.subtotal / (1 + o.id % 3), o.subtotal / (1 + o.id % 3)
      from orders o cross join generate_series(0, 2) k
     where o.business_id = ${businessId} and k <= o.id % 3`);
  await database.db.execute(sql`
    insert into payments (business_id, outlet_id, order_id, uuid, method_code, method_name, amount, created_at,
                          business_date)
    select o.business_id, o.outlet_id, o.id, 'bench-pay-' || o.id || '-' || k,
           (array['CASH', 'QRIS', 'GOPAY', 'DEBIT'])[1 + (o.id + k) % 4],
           (array['Cash', 'QRIS', 'GoPay', 'Debit'])[1 + (o.id + k) % 4],
           case when o.id % 7 = 0 then o.total_collected / 2 + k * (o.total_collected % 2) else o.total_collected end,
           o.created_at, o.business_date
      from orders o cross join generate_series(0, 1) k
     where o.business_id = ${businessId} and o.status = 'completed' and (k = 0 or o.id % 7 = 0)`);
  await database.db.transaction((tx) => rebuildDailySales(tx, businessId));
  await database.db.execute(sql`analyze`);
  console.log(
    `Generated ${ORDERS.toLocaleString('en-US')} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return businessId;
}

const existing = await rows<{ id: number; orders: number }>(sql`
  select b.id, (select count(*) from orders o where o.business_id = b.id)::int as orders
    from businesses b where b.name = ${BUSINESS} limit 1`);
const businessId =
  existing[0] && Number(existing[0].orders) >= ORDERS ? Number(existing[0].id) : await generate();

const config = benchConfig();
// Sign-in finds the owner's business by the e-mail's route (decision 0107); data generated before routes lacks it.
await database.db.execute(sql`
  insert into tenant_routes (kind, key, business_id) values ('sign_in_email', lower(${OWNER}), ${businessId})
  on conflict do nothing`);
const app = await buildApp({ config, database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/account/v2/login',
  payload: { login: OWNER, password: PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`the benchmark's owner cannot sign in: ${login.body}`);
const headers = { authorization: `Bearer ${login.json().access_token}` };

const local = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19);
const twoYears = { start_time: local(new Date(now.getTime() - 731 * DAY)), end_time: local(now) };
const outletZones = await rows<{ id: number; time_zone: string }>(
  sql`select id, time_zone from outlets where business_id = ${businessId} order by id`,
);

/** The raw range condition a developer would write: each outlet's zone read per row through a join. */
function rawList(after: SQL, keyword: SQL) {
  return sql`
    select o.id, o.order_token, o.receipt_number, o.outlet_id, o.created_at, o.business_date, o.total_collected,
           (select string_agg(i.item_name, ', ' order by i.position, i.id) from order_items i
             where i.business_id = o.business_id and i.order_id = o.id) as item_name
      from orders o
     where o.business_id = ${businessId} and o.status = 'completed'
       and o.created_at >= ${new Date(now.getTime() - 731 * DAY).toISOString()}::timestamptz
       and o.created_at <= ${now.toISOString()}::timestamptz ${after} ${keyword}
     order by o.created_at desc, o.id desc limit 51`;
}

const [deep] = await rows<{ t: string; id: number; receipt: string }>(sql`
  select created_at::text as t, id, receipt_number as receipt from orders
   where business_id = ${businessId} and status = 'completed'
     and created_at < ${new Date(now.getTime() - 365 * DAY).toISOString()}::timestamptz
   order by created_at desc, id desc limit 1`);
const deepCursor = Buffer.from(JSON.stringify({ t: deep!.t, i: Number(deep!.id) })).toString('base64url');
const deepAfter = sql`and (o.created_at, o.id) < (${deep!.t}::timestamptz, ${Number(deep!.id)})`;

const list = (query: Record<string, string>) => () =>
  app.inject({ method: 'GET', url: '/api/order-reporting/backoffice/v1/orders', query, headers });
const summary = (query: Record<string, string>) => () =>
  app.inject({ method: 'GET', url: '/api/order-reporting/backoffice/v1/orders/summary', query, headers });

function rawSummary(days: number) {
  const from = new Date(now.getTime() - days * DAY).toISOString();
  return () =>
    database.db.execute(sql`
      select count(*), sum(total_collected), sum(net_sales) from orders
       where business_id = ${businessId} and status = 'completed'
         and created_at >= ${from}::timestamptz and created_at < ${now.toISOString()}::timestamptz`);
}
/** The Summary tab's figures as a developer would write them over the rows: totals, top 5 items, payment split. */
function rawSummaryTab(days: number) {
  const from = new Date(now.getTime() - days * DAY).toISOString();
  const range = sql`o.business_id = ${businessId} and o.status = 'completed'
    and o.created_at >= ${from}::timestamptz and o.created_at < ${now.toISOString()}::timestamptz`;
  return () =>
    Promise.all([
      database.db.execute(
        sql`select count(*), sum(o.gross_sales), sum(o.net_sales) from orders o where ${range}`,
      ),
      database.db.execute(sql`
        select i.item_name, sum(i.quantity) from orders o
          join order_items i on i.business_id = o.business_id and i.order_id = o.id
         where ${range} group by i.item_name order by 2 desc, 1 limit 5`),
      database.db.execute(sql`
        select p.method_name, sum(p.amount) from orders o
          join payments p on p.business_id = o.business_id and p.order_id = o.id
         where ${range} group by p.method_name order by 2 desc`),
    ]);
}
function daysEnding(days: number) {
  const end = local(new Date(now.getTime() - DAY)).slice(0, 10);
  const start = local(new Date(now.getTime() - days * DAY)).slice(0, 10);
  return { start_time: `${start}T00:00:00`, end_time: `${end}T23:59:59` };
}

console.log(
  `Transactions, ${ORDERS.toLocaleString('en-US')} orders over two years, ${outletZones.length} outlets in 3 zones, ` +
    `${database.kind}, ${RUNS} runs after 20 warm-ups`,
);
/** The API and its raw SQL in turns, so that the load of a shared machine falls on both alike. */
async function compareInTurns(title: string, api: () => Promise<unknown>, raw: () => Promise<unknown>) {
  const [apiTiming, rawTiming] = await measureInTurns(
    [
      { label: 'api', work: api },
      { label: 'raw', work: raw },
    ],
    RUNS,
  );
  printComparison(title, apiTiming!, rawTiming!);
}
// What any signed-in request costs here (token check, caller load, one tiny query), to read the figures below by.
await compareInTurns(
  'baseline: payment methods (tiny query)',
  () => app.inject({ method: 'GET', url: '/api/payment-config/v1/payment-methods', headers }),
  () => database.db.execute(sql`select 1 from payment_methods where business_id = ${businessId}`),
);
await compareInTurns('list: first page (two-year range)', list(twoYears), () =>
  database.db.execute(rawList(sql``, sql``)),
);
await compareInTurns('list: page one year deep (cursor)', list({ ...twoYears, cursor: deepCursor }), () =>
  database.db.execute(rawList(deepAfter, sql``)),
);
await compareInTurns('list: receipt number search', list({ ...twoYears, keyword: deep!.receipt }), () =>
  database.db.execute(rawList(sql``, sql`and o.receipt_number = ${deep!.receipt}`)),
);
// One item's orders (decision 0260): the Item sales report's drill-down, against the join a developer would write.
const ITEM = 17;
function rawItemList(days: number) {
  const from = new Date(now.getTime() - days * DAY).toISOString();
  return () =>
    database.db.execute(sql`
      select o.id, o.created_at from orders o
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from}::timestamptz and o.created_at <= ${now.toISOString()}::timestamptz
         and o.id in (select i.order_id from order_items i where i.business_id = ${businessId} and i.item_id = ${ITEM})
       order by o.created_at desc, o.id desc limit 51`);
}
function rawItemSummary(days: number) {
  const from = new Date(now.getTime() - days * DAY).toISOString();
  return () =>
    database.db.execute(sql`
      select count(*), sum(o.total_collected), sum(o.net_sales) from orders o
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from}::timestamptz and o.created_at < ${now.toISOString()}::timestamptz
         and o.id in (select i.order_id from order_items i where i.business_id = ${businessId} and i.item_id = ${ITEM})`);
}
await compareInTurns(
  'list: one item, first page (two-year range)',
  list({ ...twoYears, item_id: String(ITEM) }),
  rawItemList(731),
);
for (const days of [30, 365]) {
  printComparison(
    `summary: one item, ${days} days (raw sums, no rollup)`,
    await measure('api', summary({ ...daysEnding(days), item_id: String(ITEM) }), Math.min(RUNS, 20)),
    await measure('raw', rawItemSummary(days), Math.min(RUNS, 20)),
  );
}
for (const days of [1, 30, 365]) {
  printComparison(
    `summary: ${days} day${days === 1 ? '' : 's'} (rollup vs raw count)`,
    await measure('api', summary(daysEnding(days)), RUNS),
    await measure('raw', rawSummary(days), Math.min(RUNS, days > 30 ? 20 : RUNS)),
  );
}
printComparison(
  'summary: 30 days with partial edges',
  await measure(
    'api',
    summary({ start_time: `${daysEnding(30).start_time.slice(0, 10)}T13:00:00`, end_time: local(now) }),
    RUNS,
  ),
  await measure('raw', rawSummary(30), RUNS),
);

// The dashboard (issue 12): the reporting GraphQL's summary alone (rollup for whole days, like the tiles above),
// the whole Summary tab's query (adds cost of goods, the trend, and top items and payments from their own daily
// rollups, decision 0097) against the same figures summed from the rows, and the
// comparison of all ten outlets with their top 3 items.
const graphql = (query: string, variables: Record<string, unknown>) => () =>
  app.inject({
    method: 'POST',
    url: '/api/reporting-revamp/graphql',
    payload: { query, variables },
    headers,
  });
const reportingDays = (days: number) => {
  const range = daysEnding(days);
  return { startDate: range.start_time.replace('T', ' '), endDate: range.end_time.replace('T', ' ') };
};
const RANGE_ARGS = 'startDate: $startDate, endDate: $endDate';
const VARIABLES = '$startDate: String!, $endDate: String!';
const SUMMARY_ONLY = `query S(${VARIABLES}) { salesSummary(${RANGE_ARGS}) { grossSales netSales numberOfTransactions } }`;
const SUMMARY_TAB = `query D(${VARIABLES}) {
  salesSummary(${RANGE_ARGS}) { grossSales netSales numberOfTransactions averageSale grossProfit grossMargin }
  salesTrend(${RANGE_ARGS}) { period netSales }
  paymentMethods(${RANGE_ARGS}) { name amount }
  topItems(${RANGE_ARGS}, first: 5) { name quantity }
}`;
const COMPARISON = `query C($outletIds: [Int!], ${VARIABLES}) {
  salesByOutlet(outletIds: $outletIds, ${RANGE_ARGS}, topItems: 3) {
    outletId grossSales netSales numberOfTransactions grossProfit grossMargin topItems { name }
  }
}`;
const probe = await graphql(SUMMARY_ONLY, reportingDays(1))();
if (probe.statusCode !== 200 || probe.json().errors) throw new Error(`reporting query failed: ${probe.body}`);
for (const days of [1, 30, 365, 730]) {
  printComparison(
    `dashboard: salesSummary ${days} day${days === 1 ? '' : 's'} (rollup vs raw count)`,
    await measure('api', graphql(SUMMARY_ONLY, reportingDays(days)), RUNS),
    await measure('raw', rawSummary(days), Math.min(RUNS, days > 30 ? 20 : RUNS)),
  );
}
for (const days of [1, 30, 365]) {
  printComparison(
    `dashboard: the Summary tab's query, ${days} day${days === 1 ? '' : 's'} (vs raw totals, items, payments)`,
    await measure('api', graphql(SUMMARY_TAB, reportingDays(days)), Math.min(RUNS, 20)),
    await measure('raw', rawSummaryTab(days), Math.min(RUNS, days > 30 ? 10 : 20)),
  );
}
printComparison(
  'dashboard: comparison of 10 outlets, 30 days',
  await measure(
    'api',
    graphql(COMPARISON, { ...reportingDays(30), outletIds: outletZones.map((row) => row.id) }),
    Math.min(RUNS, 20),
  ),
  await measure('raw', rawSummary(30), Math.min(RUNS, 20)),
);

if (database.kind === 'postgres') {
  // The statement the API sends (built by the repository), every outlet of the business in scope.
  const scope = {
    everyOutlet: true,
    outlets: outletZones.map((row) => ({ id: row.id, name: '', timeZone: row.time_zone })),
  };
  const range = { start: twoYears.start_time, end: twoYears.end_time };
  for (const [title, after, item] of [
    ['first page', undefined, undefined],
    ['one year deep', { createdAt: deep!.t, id: Number(deep!.id) }, undefined],
    ['first page of one item', undefined, { itemId: ITEM }],
  ] as const) {
    const statement = orderPageQuery(database.db, { businessId }, scope, {
      range,
      after,
      item,
      limit: 51,
    }).toSQL();
    const plan = await database.executeSql(`explain ${statement.sql}`, statement.params);
    console.log(`\nPlan of the API's list query, ${title}:`);
    for (const line of plan.rows) console.log(`  ${String(line['QUERY PLAN'])}`);
  }
}

await app.close();
await database.close();
