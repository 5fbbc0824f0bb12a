/**
 * Item list (GET /api/v1/items) against the raw SQL that answers the same page, on a business with 20,000 items of
 * one to three variants in 40 categories, sold at its outlets. Issue 29's budget: the first page and a search (by
 * name, by SKU) at most 1.5 times the raw SQL plus 3 ms. Run: `npm run bench -- library` (embedded database; set
 * DATABASE_URL to use that PostgreSQL database: an empty one is filled, one this benchmark filled before is reused).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/demo/seed-demo.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { benchConfig, measureInTurns, type Timing } from './measure.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CATEGORIES = 40;

const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);

const businessId = 1;
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n);

const hasDemo = (await count(sql`select count(*) as n from businesses`)) > 0;
if (!hasDemo) await seedDemo(database, { days: 1, now: new Date('2026-11-01T05:00:00Z'), archive: false });
// The categories are written first and the stock rows last: both present means an earlier run finished its data.
const present = await count(sql`select (select count(*) from items where business_id = ${businessId}
    and name like 'Bench item %') * (select count(*) from categories where business_id = ${businessId}
    and name like 'Bench category %') * sign((select count(*) from variant_outlets vo join items i
    on i.business_id = vo.business_id and i.id = vo.item_id where i.name like 'Bench item %')) as n`);
if (present !== ITEMS * CATEGORIES) {
  const partial = await count(sql`select count(*) as n from categories where name like 'Bench category %'`);
  if (partial > 0)
    throw new Error('The database holds another run of this benchmark, not finished: use a fresh one.');
  await fillItems();
}
await database.db.execute(sql`analyze`);

/** The bench's catalogue, written by set-based statements (the product's create path is not what is measured). */
async function fillItems(): Promise<void> {
  const started = Date.now();
  const bench = sql`i.business_id = ${businessId} and i.name like 'Bench item %'`;
  await database.db.execute(sql`
    insert into categories (business_id, name)
    select ${businessId}, 'Bench category ' || lpad(g::text, 2, '0') from generate_series(1, ${CATEGORIES}) g`);
  await database.db.execute(sql`
    insert into items (business_id, name, track_stock, category_id)
    select ${businessId}, 'Bench item ' || lpad(g::text, 6, '0'), g % 4 = 0,
      (select c.id from categories c where c.business_id = ${businessId}
        and c.name = 'Bench category ' || lpad((1 + g % ${CATEGORIES})::text, 2, '0'))
    from generate_series(1, ${ITEMS}) g`);
  await database.db.execute(sql`
    insert into item_variants (business_id, item_id, name, sku, price, position)
    select i.business_id, i.id, 'V' || v, 'BENCH-' || i.id || '-' || v, 5000 + (i.id % 50) * 500 + v * 1000, v
    from items i cross join generate_series(1, 3) v
    where ${bench} and v <= 1 + i.id % 3`);
  await database.db.execute(sql`
    insert into item_outlets (business_id, item_id, outlet_id)
    select i.business_id, i.id, o.id from items i join outlets o on o.business_id = i.business_id
    where ${bench} and (i.id + o.id) % 3 <> 0`);
  await database.db.execute(sql`
    insert into variant_outlets (business_id, variant_id, item_id, outlet_id, stock, low_stock_level)
    select v.business_id, v.id, v.item_id, io.outlet_id, (v.id * 7) % 40, 5
    from item_variants v join items i on i.business_id = v.business_id and i.id = v.item_id
    join item_outlets io on io.business_id = v.business_id and io.item_id = v.item_id
    where ${bench} and i.track_stock`);
  console.log(
    `Wrote ${ITEMS} items in ${CATEGORIES} categories in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const app = await buildApp({ config: benchConfig(), database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/account/v2/login',
  payload: { login: 'owner@demo.test', password: 'demo12345' },
});
const headers = { authorization: `Bearer ${login.json().access_token}` };

/** The hand-written query a developer would write for the same page (50 rows and one to tell a next page). */
function rawPage(search: string | null) {
  const pattern = search === null ? null : `%${search.toLowerCase()}%`;
  const matching =
    pattern === null
      ? sql``
      : sql`and (lower(i.name) like ${pattern} or exists (select 1 from item_variants sv
          where sv.business_id = i.business_id and sv.item_id = i.id and lower(sv.sku) like ${pattern}))`;
  return database.db.execute(sql`
    select i.id, i.name, i.kind, i.image_url, i.track_stock, c.name as category_name, b.name as brand_name,
           p.n, p.lo, p.hi, s.stock, s.any_out, s.any_low
    from items i
    left join categories c on c.business_id = i.business_id and c.id = i.category_id
    left join brands b on b.business_id = i.business_id and b.id = i.brand_id
    cross join lateral (select count(*) n, min(v.price) lo, max(v.price) hi from item_variants v
      where v.business_id = i.business_id and v.item_id = i.id) p
    left join lateral (select sum(coalesce(vo.stock, 0)) stock, bool_or(coalesce(vo.stock, 0) <= 0) any_out,
        bool_or(vo.stock > 0 and vo.stock <= vo.low_stock_level) any_low
      from variant_outlets vo where vo.business_id = i.business_id and vo.item_id = i.id) s on i.track_stock
    where i.business_id = ${businessId} ${matching}
    order by lower(trim(i.name))
    limit 51`);
}

async function api(url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response;
}

const cases: { title: string; url: string; search: string | null }[] = [
  { title: 'first page', url: '/api/v1/items', search: null },
  { title: 'search "item 01" (name, 1,111 match)', url: '/api/v1/items?search=item%2001', search: 'item 01' },
  {
    title: 'search "bench-1999" (a SKU, few match)',
    url: '/api/v1/items?search=bench-1999',
    search: 'bench-1999',
  },
  { title: 'search "zzz" (nothing matches)', url: '/api/v1/items?search=zzz', search: 'zzz' },
];
// Each case's API and raw SQL in turns, so a change of load on a shared machine falls on both alike.
const results: [Timing, Timing][] = [];
for (const { url, search } of cases) {
  const [product, raw] = await measureInTurns(
    [
      { label: 'api', work: () => api(url) },
      { label: 'raw', work: () => rawPage(search) },
    ],
    RUNS,
  );
  results.push([product!, raw!]);
}

console.log(`Item list, ${ITEMS} items, ${database.kind}, per_page 50, ${RUNS} runs each (median, p95)`);
let missed = 0;
for (const [index, [product, raw]] of results.entries()) {
  const budget = 1.5 * raw.medianMs + 3;
  const within = product.medianMs <= budget;
  if (!within) missed++;
  console.log(
    `${cases[index]!.title.padEnd(40)} api ${product.medianMs.toFixed(2).padStart(6)} ms (p95 ${product.p95Ms.toFixed(2)})` +
      `   raw SQL ${raw.medianMs.toFixed(2).padStart(6)} ms (p95 ${raw.p95Ms.toFixed(2)})` +
      `   ratio ${(product.medianMs / raw.medianMs).toFixed(2)}x   budget ${budget.toFixed(2)} ms ${within ? 'met' : 'MISSED'}`,
  );
}
console.log(
  missed === 0 ? 'Budget (1.5x raw SQL + 3 ms) met by every case' : `Budget missed by ${missed} case(s)`,
);

await app.close();
await database.close();
