/**
 * Item list (GET /api/v1/items) against the raw SQL that answers the same page, on a business with 20,000 items of
 * one to three variants sold at its outlets. Run: `npm run bench -- library` (embedded database; set DATABASE_URL to
 * use PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/demo/seed-demo.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { benchConfig, measure, printComparison } from './measure.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);

const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);
await seedDemo(database, { days: 1, now: new Date('2026-11-01T05:00:00Z'), archive: false });

const businessId = 1;
await database.db.execute(sql`
  insert into items (business_id, name, track_stock)
  select ${businessId}, 'Bench item ' || lpad(g::text, 6, '0'), g % 4 = 0
  from generate_series(1, ${ITEMS}) g`);
await database.db.execute(sql`
  insert into item_variants (business_id, item_id, name, sku, price, position)
  select i.business_id, i.id, 'V' || v, 'BENCH-' || i.id || '-' || v, 5000 + (i.id % 50) * 500 + v * 1000, v
  from items i cross join generate_series(1, 3) v
  where i.business_id = ${businessId} and i.name like 'Bench item %' and v <= 1 + i.id % 3`);
await database.db.execute(sql`
  insert into item_outlets (business_id, item_id, outlet_id)
  select i.business_id, i.id, o.id from items i join outlets o on o.business_id = i.business_id
  where i.business_id = ${businessId} and i.name like 'Bench item %' and (i.id + o.id) % 3 <> 0`);
await database.db.execute(sql`
  insert into variant_outlets (business_id, variant_id, item_id, outlet_id, stock, low_stock_level)
  select v.business_id, v.id, v.item_id, io.outlet_id, (v.id * 7) % 40, 5
  from item_variants v join items i on i.business_id = v.business_id and i.id = v.item_id and i.track_stock
  join item_outlets io on io.business_id = v.business_id and io.item_id = v.item_id
  where v.business_id = ${businessId}`);
await database.db.execute(sql`analyze`);

const config = benchConfig();
const app = await buildApp({ config, database });
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

console.log(`Item list, ${ITEMS} items, ${database.kind}, per_page 50`);
printComparison(
  'first page',
  await measure('api', () => app.inject({ method: 'GET', url: '/api/v1/items', headers })),
  await measure('raw', () => rawPage(null)),
);
printComparison(
  'search "item 01" (name or SKU)',
  await measure('api', () => app.inject({ method: 'GET', url: '/api/v1/items?search=item%2001', headers })),
  await measure('raw', () => rawPage('item 01')),
);
printComparison(
  'search "bench-1999" (a SKU)',
  await measure('api', () => app.inject({ method: 'GET', url: '/api/v1/items?search=bench-1999', headers })),
  await measure('raw', () => rawPage('bench-1999')),
);

await app.close();
await database.close();
