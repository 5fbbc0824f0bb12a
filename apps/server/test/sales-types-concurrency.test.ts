import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesTypes } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { createdId, errorOf, salesTypeRequests } from './library-requests.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/** The embedded database runs one transaction at a time, where these races cannot happen. */
describe.runIf(testDatabaseKind === 'postgres')('sales types under concurrent writes (PostgreSQL)', () => {
  const context = useTestApp();
  let api: ReturnType<typeof salesTypeRequests>;
  let owner: string;

  beforeAll(async () => {
    api = salesTypeRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
  });

  const defaults = async () =>
    context.database.db
      .select({ id: salesTypes.id })
      .from(salesTypes)
      .where(and(eq(salesTypes.businessId, context.fx.a.id), eq(salesTypes.isDefault, true)));

  it('concurrent first creates leave exactly one default, and concurrent creates of one name one row', async () => {
    const responses = await Promise.all(
      ['Dine In', 'Take Away', 'Delivery', 'GoFood'].map((name) =>
        api.create(owner, { name, outlet_ids: [] }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await defaults()).toHaveLength(1);
    const same = await Promise.all(
      ['Grab', 'grab ', ' GRAB'].map((name) => api.create(owner, { name, outlet_ids: [] })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of same.filter((r) => r.statusCode === 409))
      expect(errorOf(response).code).toBe('0062-0002');
  });

  it('two people making different sales types the default at once both succeed, and one default remains', async () => {
    const ids = [
      createdId(await api.create(owner, { name: 'Race A', outlet_ids: [] })),
      createdId(await api.create(owner, { name: 'Race B', outlet_ids: [] })),
      createdId(await api.create(owner, { name: 'Race C', outlet_ids: [] })),
    ];
    const responses = await Promise.all(
      ids.map((id, i) =>
        api.update(owner, id, { name: `Race ${'ABC'[i]}`, outlet_ids: [], is_default: true }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const left = await defaults();
    expect(left).toHaveLength(1);
    expect(ids).toContain(left[0]!.id);
  });
});
