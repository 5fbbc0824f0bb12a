import type { ListBrandsResponse, ListPrincipalsResponse } from '@backoffice/contracts/brands';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandOutlets, brands, principalOutlets, principals } from '../src/db/schema/index.js';
import { brandRequests } from './brand-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

/** Done-means of issue 10: a business with 500 principals and 5,000 brands pages through them whole. */
describe('brands: 500 principals and 5,000 brands', () => {
  const context = useTestApp();
  let api: ReturnType<typeof brandRequests>;
  let owner: string;
  let outlet: number;

  beforeAll(async () => {
    api = brandRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [outlet] = context.fx.a.outletIds as [number];
    const businessId = context.fx.a.id;
    const db = context.database.db;
    const principalRows = await db
      .insert(principals)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          businessId,
          name: `Prinsipal ${String(i).padStart(3, '0')}`,
        })),
      )
      .returning({ id: principals.id });
    await db
      .insert(principalOutlets)
      .values(principalRows.map((p) => ({ businessId, principalId: p.id, outletId: outlet })));
    // Ten brands per principal; the first principal gets 1,000 more, and 4 have none.
    const values = principalRows.flatMap((p, i) =>
      Array.from({ length: i === 0 ? 1010 : 10 }, (_, j) => ({
        businessId,
        principalId: p.id,
        name: `Merek ${i}-${String(j).padStart(4, '0')}`,
      })),
    );
    for (let start = 0; start < values.length; start += 1000) {
      const rows = await db
        .insert(brands)
        .values(values.slice(start, start + 1000))
        .returning({ id: brands.id });
      await db
        .insert(brandOutlets)
        .values(rows.map((b) => ({ businessId, brandId: b.id, outletId: outlet })));
    }
    // Statistics as autovacuum leaves them after a bulk load: without them the planner takes 6,000 brands for one.
    await db.execute(sql`analyze`);
  });

  it('lists every principal in one page of 500 with its brand count, "None" first', async () => {
    const page = (await api.principals(owner, { outlet_id: outlet })).json<ListPrincipalsResponse>();
    expect(page.results).toHaveLength(501);
    expect(page.has_next).toBe(false);
    expect(page.results[0]).toMatchObject({ id: -1, brand_count: 0 });
    expect(page.results[1]).toMatchObject({ name: 'Prinsipal 000', brand_count: 1010 });
    expect(page.results.slice(1).reduce((sum, p) => sum + p.brand_count, 0)).toBe(5000 + 1000);
    const small = (
      await api.principals(owner, { outlet_id: outlet, size: 200, page: 3 })
    ).json<ListPrincipalsResponse>();
    expect(small.results.map((p) => p.name)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Prinsipal ${String(400 + i).padStart(3, '0')}`),
    );
    expect(small.has_next).toBe(false);
  });

  it('pages a principal of 1,010 brands 50 at a time without repeats or gaps', async () => {
    const first = (await api.principals(owner, { outlet_id: outlet })).json<ListPrincipalsResponse>()
      .results[1]!;
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = (
        await api.list(owner, outlet, { principal_id: first.id, page })
      ).json<ListBrandsResponse>();
      seen.push(...answer.results.map((b) => b.name));
      if (!answer.has_next) break;
    }
    expect(seen).toHaveLength(1010);
    expect(new Set(seen).size).toBe(1010);
    expect(seen).toEqual([...seen].sort());
  });
});
