import { discountMessages } from '@backoffice/contracts/discounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { discountRequests, errorOf, listAll } from './discount-requests.js';
import { type IdentityFixtures, limitToOutlets, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

// A manager limited to some Outlets changes Discounts only within them (decision 0011).
describe('discount library: a manager limited to one outlet', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let owner: string;
  let manager: string;
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    [mine, theirs] = fx.a.outletIds as [number, number];
    await limitToOutlets(database.db, fx.a.id, fx.a.manager.id, [mine]);
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    for (const [name, outletIds] of [
      ['Shared', [mine, theirs]],
      ['Only Theirs', [theirs]],
      ['Only Mine', [mine]],
    ] as const) {
      const created = await api.create(owner, {
        name,
        type: 'cash',
        amount: 5000,
        outlet_ids: [...outletIds],
      });
      if (created.statusCode !== 201) throw new Error(created.body);
    }
  });
  afterAll(() => stopTestApp({ app, database }));

  /** The manager edits "Only Mine" (cash 5,000 at their outlet), keeping their outlet. */
  const updateOnlyMine = (change: { amount: number; deleted_outlet_ids: number[] }) =>
    api.update(manager, {
      original_name: 'Only Mine',
      original_type: 'cash',
      original_amount: 5000,
      name: 'Only Mine',
      type: 'cash',
      updated_outlet_ids: [mine],
      ...change,
    });

  it('cannot assign an outlet beyond its reach: the same answer as an unknown outlet, and nothing is created', async () => {
    const response = await api.create(manager, {
      name: 'Sneaky',
      type: 'cash',
      amount: 1000,
      outlet_ids: [mine, theirs],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([
      {
        field: 'body.outlet_ids.1',
        message: discountMessages.outletNotInBusiness,
        key: 'discounts.outletNotInBusiness',
      },
    ]);
    expect((await api.get(owner, { name: 'Sneaky', type: 'cash', amount: 1000 })).statusCode).toBe(404);

    const ownOutlet = await api.create(manager, {
      name: 'Mine Too',
      type: 'cash',
      amount: 1000,
      outlet_ids: [mine],
    });
    expect(ownOutlet.statusCode).toBe(201);
  });

  it('cannot change or delete a discount that other outlets use too, and it stays as it was', async () => {
    const key = { name: 'Shared', type: 'cash' as const, amount: 5000 };
    const update = await api.update(manager, {
      original_name: key.name,
      original_type: key.type,
      original_amount: key.amount,
      name: 'Shared Renamed',
      type: 'cash',
      amount: 1,
      updated_outlet_ids: [mine],
      deleted_outlet_ids: [],
    });
    expect(update.statusCode).toBe(403);
    expect(errorOf(update)).toMatchObject({ code: 'FORBIDDEN', message: discountMessages.sharedBeyondReach });

    const removal = await api.remove(manager, key);
    expect(removal.statusCode).toBe(403);
    expect(errorOf(removal).message).toBe(discountMessages.sharedBeyondReach);

    const still = await api.get(owner, key);
    expect(still.statusCode).toBe(200);
    expect(still.json().outlet_ids).toEqual([mine, theirs].sort((a, b) => a - b));
  });

  it('cannot remove an outlet beyond its reach from a discount', async () => {
    const update = await updateOnlyMine({ amount: 5000, deleted_outlet_ids: [theirs] });
    expect(update.statusCode).toBe(400);
    expect(errorOf(update).errors).toEqual([
      {
        field: 'body.deleted_outlet_ids.0',
        message: discountMessages.outletNotInBusiness,
        key: 'discounts.outletNotInBusiness',
      },
    ]);
  });

  it('changes and deletes discounts of its own outlets; still sees the whole library', async () => {
    const update = await updateOnlyMine({ amount: 7500, deleted_outlet_ids: [] });
    expect(update.statusCode).toBe(200);
    expect((await api.remove(manager, { name: 'Only Mine', type: 'cash', amount: 7500 })).statusCode).toBe(
      204,
    );

    const names = (await listAll(api, manager)).map((discount) => discount.name);
    expect(names).toEqual(expect.arrayContaining(['Shared', 'Only Theirs', 'Mine Too']));
  });

  it('leaves the owner unlimited', async () => {
    const response = await api.remove(owner, { name: 'Only Theirs', type: 'cash', amount: 5000 });
    expect(response.statusCode).toBe(204);
  });
});
