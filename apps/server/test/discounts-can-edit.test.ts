import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { discountOf, discountRequests, listAll } from './discount-requests.js';
import { type IdentityFixtures, limitToOutlets, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

// The server tells each row whether the caller may change it, by the same rule that refuses the change
// (decision 0011), so the list never offers an edit the server would answer with 403.
describe('discount library: can_edit as each caller sees it', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let owner: string;
  let manager: string;
  let mine: number;
  let theirs: number;

  const library = [
    ['Shared', 'both'],
    ['Only Theirs', 'theirs'],
    ['Only Mine', 'mine'],
  ] as const;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    [mine, theirs] = fx.a.outletIds as [number, number];
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    const outletsOf = { both: [mine, theirs], theirs: [theirs], mine: [mine] };
    for (const [name, where] of library) {
      const created = await api.create(owner, {
        name,
        type: 'cash',
        amount: 5000,
        outlet_ids: outletsOf[where],
      });
      if (created.statusCode !== 201) throw new Error(created.body);
    }
  });
  afterAll(() => stopTestApp({ app, database }));

  /** can_edit of each of the library's discounts, by name, in the caller's list. */
  async function canEditByName(token: string): Promise<Record<string, boolean>> {
    const rows = await listAll(api, token);
    return Object.fromEntries(
      rows
        .filter((row) => library.some(([name]) => name === row.name))
        .map((row) => [row.name, row.can_edit]),
    );
  }

  const detailOf = async (token: string, name: string) =>
    discountOf(await api.get(token, { name, type: 'cash', amount: 5000 }));

  it('lets the owner edit every discount', async () => {
    expect(await canEditByName(owner)).toEqual({ Shared: true, 'Only Theirs': true, 'Only Mine': true });
    expect((await detailOf(owner, 'Shared')).can_edit).toBe(true);
  });

  it('lets a manager who works with every outlet edit every discount', async () => {
    expect(await canEditByName(manager)).toEqual({ Shared: true, 'Only Theirs': true, 'Only Mine': true });
    expect((await detailOf(manager, 'Only Theirs')).can_edit).toBe(true);
  });

  it('marks for a manager limited to one outlet exactly the discounts the server lets them change', async () => {
    await limitToOutlets(database.db, fx.a.id, fx.a.manager.id, [mine]);
    expect(await canEditByName(manager)).toEqual({ Shared: false, 'Only Theirs': false, 'Only Mine': true });
    expect((await detailOf(manager, 'Shared')).can_edit).toBe(false);
    expect((await detailOf(manager, 'Only Mine')).can_edit).toBe(true);
    // The owner's view of the same rows does not change with the manager's reach.
    expect(await canEditByName(owner)).toEqual({ Shared: true, 'Only Theirs': true, 'Only Mine': true });

    // What the list marks read-only is refused; what it marks editable is accepted.
    expect((await api.remove(manager, { name: 'Shared', type: 'cash', amount: 5000 })).statusCode).toBe(403);
    const edited = await api.update(manager, {
      original_name: 'Only Mine',
      original_type: 'cash',
      original_amount: 5000,
      name: 'Only Mine',
      type: 'cash',
      amount: 5000,
      updated_outlet_ids: [mine],
      deleted_outlet_ids: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(discountOf(edited).can_edit).toBe(true);
  });

  it('marks every assigned discount read-only for a manager limited to no outlet at all', async () => {
    await limitToOutlets(database.db, fx.a.id, fx.a.manager.id, []);
    expect(await canEditByName(manager)).toEqual({ Shared: false, 'Only Theirs': false, 'Only Mine': false });
  });
});
