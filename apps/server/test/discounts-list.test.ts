import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { discountRequests, errorOf, listAll, pageOf } from './discount-requests.js';
import { type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

/** Names sort the same under every collation: lower-case letters and zero-padded numbers. */
const nameOf = (index: number) => `diskon ${String(index).padStart(3, '0')}`;
const TOTAL = 60;

describe('discount list: keyset pages, outlet filter, isolation', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let owner: string;
  let strangerOwner: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    strangerOwner = (await signIn(app, fx.b.owner.email)).access_token;
    const [a1, a2] = fx.a.outletIds as [number, number];
    // Created out of name order, so the order of the list cannot come from insertion.
    for (let step = 0; step < TOTAL; step += 1) {
      const index = (step * 37) % TOTAL;
      const response = await api.create(owner, {
        name: nameOf(index),
        type: index % 3 === 0 ? 'percentage' : 'cash',
        amount: index % 3 === 0 ? 5 : 1000 * (index + 1),
        outlet_ids: index % 2 === 0 ? [a1] : index % 5 === 0 ? [a1, a2] : [a2],
      });
      if (response.statusCode !== 201) throw new Error(response.body);
    }
    await api.create(strangerOwner, {
      name: 'diskon 000',
      type: 'cash',
      amount: 1,
      outlet_ids: fx.b.outletIds,
    });
  });
  afterAll(() => stopTestApp({ app, database }));

  it('sends 25 per page by default, in name order, until next_cursor is null', async () => {
    const first = await api.list(owner);
    expect(first.statusCode).toBe(200);
    const page = pageOf(first);
    expect(page.results).toHaveLength(25);
    expect(page.results[0]).toMatchObject({
      name: 'diskon 000',
      type: 'percentage',
      amount: 5,
      amount_format: '5%',
    });
    expect(page.next_cursor).toEqual(expect.any(String));

    const sizes: number[] = [];
    let cursor: string | undefined;
    const names: string[] = [];
    do {
      const next = pageOf(await api.list(owner, { cursor }));
      sizes.push(next.results.length);
      names.push(...next.results.map((discount) => discount.name));
      cursor = next.next_cursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([25, 25, 10]);
    expect(names).toEqual(Array.from({ length: TOTAL }, (_, index) => nameOf(index)));
  });

  it('keeps its place across pages while discounts are added and removed', async () => {
    const first = pageOf(await api.list(owner, { per_page: 20 }));
    const seen = first.results.map((discount) => discount.name);
    expect(seen.at(-1)).toBe(nameOf(19));

    // One lands before the cursor, one after it; one already sent and one not yet sent are deleted.
    const [a1] = fx.a.outletIds as [number];
    await api.create(owner, { name: 'diskon 005a', type: 'cash', amount: 1, outlet_ids: [a1] });
    await api.create(owner, { name: 'diskon 025a', type: 'cash', amount: 1, outlet_ids: [a1] });
    await api.remove(owner, { name: nameOf(3), type: 'percentage', amount: 5 });
    await api.remove(owner, { name: nameOf(22), type: 'cash', amount: 23_000 });

    let cursor = first.next_cursor ?? undefined;
    while (cursor) {
      const page = pageOf(await api.list(owner, { per_page: 20, cursor }));
      seen.push(...page.results.map((discount) => discount.name));
      cursor = page.next_cursor ?? undefined;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('diskon 025a');
    expect(seen).not.toContain('diskon 005a');
    expect(seen).not.toContain(nameOf(22));
    expect(seen).toContain(nameOf(3)); // sent before it was deleted

    // Put the data back as the other tests expect it.
    await api.remove(owner, { name: 'diskon 005a', type: 'cash', amount: 1 });
    await api.remove(owner, { name: 'diskon 025a', type: 'cash', amount: 1 });
    await api.create(owner, {
      name: nameOf(3),
      type: 'percentage',
      amount: 5,
      outlet_ids: [fx.a.outletIds[1]!],
    });
    await api.create(owner, { name: nameOf(22), type: 'cash', amount: 23_000, outlet_ids: [a1] });
  });

  it('filters by outlet and still shows every outlet of each discount', async () => {
    const [a1, a2] = fx.a.outletIds as [number, number];
    const onA2 = await listAll(api, owner, { outlet: a2, per_page: 7 });
    const expected = Array.from({ length: TOTAL }, (_, index) => index)
      .filter((index) => index % 2 === 1)
      .map(nameOf);
    expect(onA2.map((discount) => discount.name)).toEqual(expected);
    const both = onA2.find((discount) => discount.name === nameOf(5));
    expect(both).toMatchObject({
      outlet_ids: [a1, a2],
      outlets: [{ outlet_id: a1 }, { outlet_id: a2 }],
      total_outlets: 2,
    });
  });

  it("never shows another business's discounts, not even through its outlet", async () => {
    const mine = await listAll(api, owner);
    expect(mine).toHaveLength(TOTAL);
    expect(mine.flatMap((discount) => discount.outlet_ids).every((id) => fx.a.outletIds.includes(id))).toBe(
      true,
    );
    const viaForeignOutlet = pageOf(await api.list(owner, { outlet: fx.b.outletIds[0] }));
    expect(viaForeignOutlet).toEqual({ results: [], next_cursor: null });
    const theirs = await listAll(api, strangerOwner);
    expect(theirs.map((discount) => discount.name)).toEqual(['diskon 000']);
  });

  it('refuses a malformed cursor and a page size above 100, naming the parameter', async () => {
    const badCursor = await api.list(owner, { cursor: 'not-a-cursor' });
    expect(badCursor.statusCode).toBe(400);
    expect(errorOf(badCursor).errors[0]?.field).toBe('querystring.cursor');
    const tooMany = await api.list(owner, { per_page: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).errors[0]?.field).toBe('querystring.per_page');
    expect(pageOf(await api.list(owner, { per_page: 100 })).results).toHaveLength(TOTAL);
  });
});
