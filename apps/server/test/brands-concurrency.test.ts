import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema/index.js';
import { brandRequests, createdId, errorOf } from './brand-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/** The embedded database runs one transaction at a time, where these races cannot happen. */
describe.runIf(testDatabaseKind === 'postgres')('brands under concurrent writes (PostgreSQL)', () => {
  const context = useTestApp();
  let api: ReturnType<typeof brandRequests>;
  let owner: string;
  let a1: number;

  beforeAll(async () => {
    api = brandRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1] = context.fx.a.outletIds as [number];
  });

  it('of two creates of one name, one wins and the other gets the name error', async () => {
    const responses = await Promise.all([
      api.create(owner, a1, { name: 'Balapan' }),
      api.create(owner, a1, { name: 'balapan ' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(errorOf(responses.find((r) => r.statusCode === 409)!).code).toBe('0072-0002');
  });

  it('a move and a delete of the same brands both finish, one after the other, with nothing half-done', async () => {
    const ids = [
      await api.create(owner, a1, { name: 'Race 1' }),
      await api.create(owner, a1, { name: 'Race 2' }),
    ].map(createdId);
    const target = createdId(await api.createPrincipal(owner, { name: 'PT Race', outlet_id: a1 }));
    const [moved, deleted] = await Promise.all([
      api.bulkMove(owner, { outlet_id: a1, brand_ids: ids, target_principal_id: target }),
      api.bulkDelete(owner, { outlet_id: a1, brand_ids: ids, is_saved_to_all_outlets: true }),
    ]);
    expect(deleted.statusCode).toBe(200);
    // The move either ran first (and the brands were then deleted) or found them gone.
    expect([200, 404]).toContain(moved.statusCode);
    const left = await context.database.db
      .select()
      .from(brands)
      .where(eq(brands.businessId, context.fx.a.id));
    expect(left.filter((row) => ids.includes(row.id))).toEqual([]);
  });
});
