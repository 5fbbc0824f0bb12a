/**
 * Reports › Sales (issue 30): each report through the whole server against the raw SQL that computes the same
 * figures from the orders, on one business with BENCH_ORDERS orders over two years in ten outlets across three zones,
 * with discounts, gratuity, tax, rounding, costs, split payments and refunds. Run: `npm run bench -- reports`
 * (embedded database, 100,000 orders; set DATABASE_URL for PostgreSQL, where the default is 2,000,000). The business
 * is generated once and reused by later runs on the same database. The budget is 50 ms of server time for any
 * range up to two years (docs/performance.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_SALES_FIELDS,
  DISCOUNT_FIELDS,
  HOURLY_ITEM_FIELDS,
  ITEM_SALES_FIELDS,
  PAYMENT_METHOD_FIELDS,
  SALES_FIGURE_FIELDS,
  STAFF_FIELDS,
  TAX_FIELDS,
} from '../packages/contracts/src/sales-reports.js';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { rebuildDailySales } from '../apps/server/src/db/rebuild-daily-sales.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { benchConfig, measure, printComparison } from './measure.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ORDERS = Number(process.env.BENCH_ORDERS ?? (onPostgres ? 2_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
// The raw SQL over a year of orders takes seconds a run: BENCH_RAW_RUNS bounds its runs past a month (default 5).
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 5);
// Renamed when the generated data changes, so a database kept from an older run generates it again.
const BUSINESS = 'Bench Reports 1';
const OWNER = 'bench-reports@bench.test';
const PASSWORD = 'bench-reports-1';
const DAY = 86_400_000;
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
    values (${businessId}, ${role!.id}, ${OWNER}, 'bench_reports', ${hash}, 'Bench', 'bench-reports', true)`);
  for (const [index, zone] of ZONES.entries()) {
    await database.db.execute(sql`
      insert into outlets (business_id, name, city, province, time_zone)
      values (${businessId}, ${`Report outlet ${index + 1}`}, 'Jakarta', 'DKI Jakarta', ${zone})`);
  }
  const started = Date.now();
  // Orders evenly over two years up to now, round-robin over the outlets; one in twenty cancelled. A tenth of the
  // bills carry a 10% discount, half a 5% service charge, all a 10% tax, and rounding up to 100.
  await database.db.execute(sql`
    insert into orders (business_id, outlet_id, uuid, order_token, receipt_number, status, created_at, business_date,
                        completed_at, cancelled_at, cancel_reason, subtotal, discount_total, gratuity_total,
                        tax_total, rounding_amount, net_sales, gross_sales, total_collected)
    select ${businessId}, o.id, 'bench-r-' || g, 'bench-r-token-' || g, 'BR' || lpad(g::text, 8, '0'),
           case when g % 20 = 0 then 'cancelled' else 'completed' end, t.at, timezone(o.time_zone, t.at)::date,
           case when g % 20 = 0 then null else t.at end, case when g % 20 = 0 then t.at end,
           case when g % 20 = 0 then 'Customer left' end,
           a.gross, a.discount, a.gratuity, a.tax, a.rounding, a.gross - a.discount, a.gross,
           a.gross - a.discount + a.gratuity + a.tax + a.rounding
      from generate_series(1, ${ORDERS}) g
      join lateral (select ${now.toISOString()}::timestamptz - (g * (730.0 / ${ORDERS})) * interval '1 day' as at) t on true
      join lateral (select 10000 + (g % 50) * 1000 as gross, case when g % 10 = 0 then 1000 + (g % 50) * 100 else 0 end as discount) b on true
      join lateral (select case when g % 2 = 0 then (b.gross - b.discount) / 20 else 0 end as gratuity) c on true
      join lateral (select b.gross, b.discount, c.gratuity, (b.gross - b.discount + c.gratuity) / 10 as tax,
                           (100 - (b.gross - b.discount + c.gratuity + (b.gross - b.discount + c.gratuity) / 10) % 100) % 100 as rounding) a on true
      join (select id, time_zone, row_number() over (order by id) - 1 as n from outlets
             where business_id = ${businessId}) o on o.n = g % ${ZONES.length}`);
  // One to three lines per order from a menu of 60 items in 8 categories, each with a cost of 40% of its price.
  await database.db.execute(sql`
    insert into order_items (business_id, order_id, uuid, item_name, category_name, quantity, unit_price, unit_cost,
                             gross_amount)
    select o.business_id, o.id, 'bench-r-item-' || o.id || '-' || k, 'Menu item ' || ((o.id * 7 + k * 13) % 60),
           'Category ' || ((o.id * 7 + k * 13) % 60) % 8, 1, o.subtotal / (1 + o.id % 3),
           o.subtotal / (1 + o.id % 3) * 2 / 5, o.subtotal / (1 + o.id % 3)
      from orders o cross join generate_series(0, 2) k
     where o.business_id = ${businessId} and k <= o.id % 3`);
  await database.db.execute(sql`
    insert into payments (business_id, outlet_id, order_id, uuid, method_code, method_name, amount, created_at,
                          business_date)
    select o.business_id, o.outlet_id, o.id, 'bench-r-pay-' || o.id || '-' || k,
           (array['CASH', 'QRIS', 'GOPAY', 'DEBIT'])[1 + (o.id + k) % 4],
           (array['Cash', 'QRIS', 'GoPay', 'Debit'])[1 + (o.id + k) % 4],
           case when o.id % 7 = 0 then o.total_collected / 2 + k * (o.total_collected % 2) else o.total_collected end,
           o.created_at, o.business_date
      from orders o cross join generate_series(0, 1) k
     where o.business_id = ${businessId} and o.status = 'completed' and (k = 0 or o.id % 7 = 0)`);
  // One bill in fifty refunded whole a day later (its first payment's method, no payment named).
  await database.db.execute(sql`
    insert into refunds (business_id, outlet_id, order_id, uuid, reason, refunded_at, business_date, subtotal,
                         total_discount, total_gratuity, total_tax, total_rounding_amount, refund_amount,
                         total_net_sales, total_gross_sales)
    select o.business_id, o.outlet_id, o.id, 'bench-r-refund-' || o.id, 'Returned Goods',
           o.created_at + interval '1 day', (o.business_date + 1), -o.subtotal, -o.discount_total, -o.gratuity_total,
           -o.tax_total, -o.rounding_amount, -o.total_collected, -o.net_sales, -o.gross_sales
      from orders o
     where o.business_id = ${businessId} and o.status = 'completed' and o.id % 50 = 1
       and o.created_at < ${now.toISOString()}::timestamptz - interval '1 day'`);
  await database.db.execute(sql`
    insert into refund_items (business_id, refund_id, order_item_id, item_name, quantity, gross_amount, net_amount)
    select r.business_id, r.id, i.id, i.item_name, i.quantity, -i.gross_amount, -i.gross_amount
      from refunds r join order_items i on i.business_id = r.business_id and i.order_id = r.order_id
     where r.business_id = ${businessId}`);
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

await database.db.execute(sql`
  insert into tenant_routes (kind, key, business_id) values ('sign_in_email', lower(${OWNER}), ${businessId})
  on conflict do nothing`);
const app = await buildApp({ config: benchConfig(), database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/account/v2/login',
  payload: { login: OWNER, password: PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`the benchmark's owner cannot sign in: ${login.body}`);
const headers = { authorization: `Bearer ${login.json().access_token}` };

const local = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19);
/** The last `days` local days up to now, starting at 13:00 so both edges are partial days read from the rows. */
function range(days: number) {
  const start = `${local(new Date(now.getTime() - days * DAY)).slice(0, 10)} 13:00:00`;
  return {
    startDate: start,
    endDate: local(now).replace('T', ' '),
    from: new Date(now.getTime() - days * DAY),
  };
}

const graphql = (query: string, variables: Record<string, unknown>) => async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reporting-revamp/graphql',
    payload: { query, variables },
    headers,
  });
  if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(response.body);
};
const ARGS = '$startDate: String!, $endDate: String!';
const RANGE = 'startDate: $startDate, endDate: $endDate';
const reports: { title: string; query: string; raw: (from: Date) => SQL }[] = [
  {
    title: 'Summary by day',
    query: `query S(${ARGS}) { salesByPeriod(${RANGE}, period: DAY) { rows { ${SALES_FIGURE_FIELDS} } total { netSales } } }`,
    raw: (from) => sql`
      select d, sum(gross), sum(disc), sum(net), sum(grat), sum(tax), sum(rnd), sum(coll) from (
        select o.business_date as d, o.gross_sales as gross, o.discount_total as disc, o.net_sales as net,
               o.gratuity_total as grat, o.tax_total as tax, o.rounding_amount as rnd, o.total_collected as coll
          from orders o where o.business_id = ${businessId} and o.status = 'completed'
           and o.created_at >= ${from.toISOString()}::timestamptz
        union all
        select r.business_date, 0, 0, r.total_net_sales, r.total_gratuity, r.total_tax, r.total_rounding_amount,
               r.refund_amount
          from refunds r where r.business_id = ${businessId} and r.refunded_at >= ${from.toISOString()}::timestamptz
      ) x group by d order by d`,
  },
  {
    title: 'Gross profit by month',
    query: `query G(${ARGS}) { salesByPeriod(${RANGE}, period: MONTH) { rows { period netSales costOfGoods grossProfit grossMargin } total { grossProfit } } }`,
    raw: (from) => sql`
      select date_trunc('month', o.business_date), sum(i.unit_cost * i.quantity)
        from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1`,
  },
  {
    title: 'Payment methods',
    query: `query P(${ARGS}) { paymentMethodReport(${RANGE}) { rows { ${PAYMENT_METHOD_FIELDS} } total { net } } }`,
    raw: (from) => sql`
      select p.method_name, count(*), sum(p.amount)
        from orders o join payments p on p.business_id = o.business_id and p.order_id = o.id
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1`,
  },
  {
    title: 'Item sales',
    query: `query I(${ARGS}) { itemSalesReport(${RANGE}) { rows { ${ITEM_SALES_FIELDS} } total { netSales } billDiscounts } }`,
    raw: (from) => sql`
      select i.item_name, i.variant_name, sum(i.quantity), sum(i.gross_amount), sum(i.discount_amount),
             sum(i.unit_cost * i.quantity)
        from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1, 2`,
  },
  {
    title: 'Category sales',
    query: `query C(${ARGS}) { categorySalesReport(${RANGE}) { rows { ${CATEGORY_SALES_FIELDS} } total { netSales } billDiscounts } }`,
    raw: (from) => sql`
      select i.category_name, sum(i.quantity), sum(i.gross_amount), sum(i.discount_amount)
        from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1`,
  },
  {
    title: 'Hourly items',
    query: `query H(${ARGS}) { hourlyItemReport(${RANGE}) { rows { ${HOURLY_ITEM_FIELDS} } total { quantity } } }`,
    raw: (from) => sql`
      select i.item_name, extract(hour from timezone(t.time_zone, o.created_at)), sum(i.quantity),
             sum(i.gross_amount - i.discount_amount)
        from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
        join outlets t on t.business_id = o.business_id and t.id = o.outlet_id
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1, 2`,
  },
  {
    title: 'Taxes',
    query: `query T(${ARGS}) { taxReport(${RANGE}) { rows { ${TAX_FIELDS} } total { amount } } }`,
    raw: (from) => sql`
      select o.outlet_id, sum(o.net_sales), sum(o.tax_total) from orders o
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1`,
  },
  {
    title: 'Discounts',
    query: `query D(${ARGS}) { discountReport(${RANGE}) { rows { ${DISCOUNT_FIELDS} } total { amount } } }`,
    raw: (from) => sql`
      select count(*), sum(o.discount_total) from orders o
       where o.business_id = ${businessId} and o.status = 'completed' and o.discount_total > 0
         and o.created_at >= ${from.toISOString()}::timestamptz`,
  },
  {
    title: 'Staff',
    query: `query F(${ARGS}) { staffReport(${RANGE}) { rows { ${STAFF_FIELDS} } total { netSales } } }`,
    raw: (from) => sql`
      select o.collected_by, count(*), sum(o.net_sales), sum(o.discount_total) from orders o
       where o.business_id = ${businessId} and o.status = 'completed'
         and o.created_at >= ${from.toISOString()}::timestamptz
       group by 1`,
  },
];

console.log(
  `Reports, ${ORDERS.toLocaleString('en-US')} orders over two years, ${ZONES.length} outlets in 3 zones, ` +
    `${database.kind}, ${RUNS} runs after warm-ups (raw SQL past a month ${Math.min(RUNS, RAW_RUNS)}); ` +
    'both edges of every range are partial days',
);
for (const report of reports) {
  for (const days of [1, 30, 365, 730]) {
    const { from, ...variables } = range(days);
    printComparison(
      `${report.title}, ${days} day${days === 1 ? '' : 's'}`,
      await measure('api', graphql(report.query, variables), RUNS),
      await measure(
        'raw',
        () => database.db.execute(report.raw(from)),
        Math.min(RUNS, days > 30 ? RAW_RUNS : RUNS),
      ),
    );
  }
}

await app.close();
await database.close();
