import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { discounts } from '../src/db/schema/index.js';
import { discountOf, discountRequests, errorOf, listAll } from './discount-requests.js';
import { type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

/** Decision 0020: Rupiah are whole, a percentage has up to two decimals, and neither is ever rounded. */
describe('discount amounts keep their meaning', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let owner: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    owner = (await signIn(app, fx.a.owner.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  const storedAmounts = async () =>
    (await database.db.select().from(discounts).where(eq(discounts.businessId, fx.a.id)))
      .map((row) => [row.name, row.amount])
      .sort();

  it('stores a percentage with two decimals exactly, and finds, edits and lists it by that amount', async () => {
    const outlet = fx.a.outletIds[0]!;
    const created = await api.create(owner, {
      name: 'Setengah',
      type: 'percentage',
      amount: 12.5,
      outlet_ids: [outlet],
    });
    expect(created.statusCode).toBe(201);
    expect(discountOf(created)).toMatchObject({ amount: 12.5, amount_format: '12,5%' });

    const detail = await api.get(owner, { name: 'Setengah', type: 'percentage', amount: 12.5 });
    expect(detail.statusCode).toBe(200);
    // 12.5 is not 125: a lookup by the amount the old screens would have saved finds nothing.
    expect((await api.get(owner, { name: 'Setengah', type: 'percentage', amount: 125 })).statusCode).toBe(
      404,
    );

    const edited = await api.update(owner, {
      original_name: 'Setengah',
      original_type: 'percentage',
      original_amount: 12.5,
      name: 'Setengah',
      type: 'percentage',
      amount: 2.55,
      updated_outlet_ids: [outlet],
      deleted_outlet_ids: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(discountOf(edited)).toMatchObject({ amount: 2.55, amount_format: '2,55%' });
    expect(await storedAmounts()).toEqual([['Setengah', 2.55]]);
    expect((await listAll(api, owner)).map((discount) => discount.amount)).toEqual([2.55]);
  });

  it('refuses Rupiah with decimals and a percentage with more than two, with a message, and writes nothing', async () => {
    const before = await storedAmounts();
    const base = { name: 'Ragu', outlet_ids: [fx.a.outletIds[0]] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, type: 'cash', amount: 2500.5 }, '*Rupiah amount can not have decimals'],
      [{ ...base, type: 'cash', amount: 0.5 }, '*Rupiah amount can not have decimals'],
      [{ ...base, type: 'percentage', amount: 2.555 }, '*Amount percentage can have at most 2 decimals'],
      [{ ...base, type: 'percentage', amount: 100.01 }, '*Amount percentage can not be higher than 100%'],
      [{ ...base, type: 'percentage', amount: 0.99 }, '*Insert amount value at least 1'],
    ];
    for (const [body, message] of cases) {
      const response = await api.create(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'body.amount', message, key: messageKeyOf(message) }],
      });
    }
    const edit = await api.update(owner, {
      original_name: 'Setengah',
      original_type: 'percentage',
      original_amount: 2.55,
      name: 'Setengah',
      type: 'cash',
      amount: 2500.5,
      updated_outlet_ids: [fx.a.outletIds[0]],
    });
    expect(edit.statusCode).toBe(400);
    expect(errorOf(edit).errors).toEqual([
      { field: 'body.amount', message: '*Rupiah amount can not have decimals', key: 'discounts.rupiahWhole' },
    ]);
    expect(await storedAmounts()).toEqual(before);
  });

  it('has the database refuse Rupiah with decimals that bypass the API', async () => {
    await expect(
      database.db
        .insert(discounts)
        .values({ businessId: fx.a.id, name: 'Bypass', type: 'cash', amount: 2500.5 }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(discounts)
        .values({ businessId: fx.a.id, name: 'Bypass', type: 'percentage', amount: 100.5 }),
    ).rejects.toThrow();
  });
});
