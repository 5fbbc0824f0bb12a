/**
 * Discount list (GET /api/inventory/v4/discounts) against the raw SQL that answers the same page, on a business
 * with many discounts. Run: `npm run bench -- discounts` (embedded database; set DATABASE_URL to use PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/demo/seed-demo.js';
import { syncPermissionCatalogue } from '../apps/server/src/platform/permissions/permission-catalogue.js';
import { benchConfig, measure, printComparison } from './measure.js';

const DISCOUNTS = Number(process.env.BENCH_DISCOUNTS ?? 20_000);

const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite-memory' },
);
await database.migrate();
await syncPermissionCatalogue(database.db);
await seedDemo(database, { days: 1, now: new Date('2026-11-01T05:00:00Z'), archive: false });

const businessId = 1;
// Many discounts, each on one to four of the four outlets, in one statement.
await database.db.execute(sql`
  insert into discounts (business_id, name, type, amount)
  select ${businessId}, 'Bench discount ' || lpad(g::text, 6, '0'),
         case when g % 2 = 0 then 'cash' else 'percentage' end,
         case when g % 2 = 0 then 1000 + g else 1 + g % 100 end
  from generate_series(1, ${DISCOUNTS}) g`);
await database.db.execute(sql`
  insert into discount_outlets (business_id, discount_id, outlet_id)
  select d.business_id, d.id, o.id
  from discounts d join outlets o on o.business_id = d.business_id
  where d.business_id = ${businessId} and (d.id + o.id) % 3 <> 0
  on conflict do nothing`);
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
type Rows<T> = { rows: T[] };
const outletRows = (await database.db.execute(
  sql`select min(id) as outlet from outlets where business_id = ${businessId}`,
)) as unknown as Rows<{ outlet: number }>;
const outlet = Number(outletRows.rows[0]!.outlet);

// The cursor of a page deep in the list, so the keyset is measured where OFFSET would hurt.
let cursor: string | null = null;
for (let page = 0; page < 200 && (page === 0 || cursor); page++) {
  const response: { json(): { next_cursor: string | null } } = await app.inject({
    method: 'GET',
    url: `/api/inventory/v4/discounts${cursor ? `?cursor=${cursor}` : ''}`,
    headers,
  });
  cursor = response.json().next_cursor;
}
const deepRows = (await database.db.execute(
  sql`select lower(trim(name)) as k from discounts where business_id = ${businessId}
      order by lower(trim(name)) offset ${200 * 25 - 1} limit 1`,
)) as unknown as Rows<{ k: string }>;
const deepKey = deepRows.rows[0]!;

/** The hand-written query a developer would write for the same page, shaped for each case as the API's is. */
function rawPage(afterKey: string | null, outletId: number | null) {
  const after = afterKey === null ? sql`` : sql`and lower(trim(d.name)) > ${afterKey}`;
  const atOutlet =
    outletId === null
      ? sql``
      : sql`and exists (select 1 from discount_outlets x
              where x.business_id = d.business_id and x.discount_id = d.id and x.outlet_id = ${outletId})`;
  return database.db.execute(sql`
    select d.name, d.type, d.amount,
           (select coalesce(array_agg(o.outlet_id order by o.outlet_id), '{}')
              from discount_outlets o where o.business_id = d.business_id and o.discount_id = d.id) as outlet_ids
    from discounts d
    where d.business_id = ${businessId} ${after} ${atOutlet}
    order by lower(trim(d.name))
    limit 26`);
}

console.log(`Discount list, ${DISCOUNTS} discounts, ${database.kind}, per_page 25`);
printComparison(
  'first page',
  await measure('api', () => app.inject({ method: 'GET', url: '/api/inventory/v4/discounts', headers })),
  await measure('raw', () => rawPage(null, null)),
);
printComparison(
  'first page, one outlet',
  await measure('api', () =>
    app.inject({ method: 'GET', url: `/api/inventory/v4/discounts?outlet=${outlet}`, headers }),
  ),
  await measure('raw', () => rawPage(null, outlet)),
);
printComparison(
  'page 201 (keyset cursor)',
  await measure('api', () =>
    app.inject({ method: 'GET', url: `/api/inventory/v4/discounts?cursor=${cursor}`, headers }),
  ),
  await measure('raw', () => rawPage(deepKey.k, null)),
);

await app.close();
await database.close();
