import { and, eq } from 'drizzle-orm';
import type {
  CheckDeletableResponse,
  ListSalesTypesResponse,
  SalesType,
} from '@backoffice/contracts/sales-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { gratuities, gratuitySalesTypes, itemSalesTypes, items, salesTypes } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { createdId, errorOf, salesTypeRequests } from './library-requests.js';
import { useTestApp } from './test-context.js';

describe('sales types: list, create, edit, default, state, delete', () => {
  const context = useTestApp();
  let api: ReturnType<typeof salesTypeRequests>;
  let owner: string;
  let ownerB: string;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    api = salesTypeRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
  });

  const defaults = async (businessId: number) =>
    (
      await context.database.db
        .select({ id: salesTypes.id })
        .from(salesTypes)
        .where(and(eq(salesTypes.businessId, businessId), eq(salesTypes.isDefault, true)))
    ).map((row) => row.id);

  it('the first sales type of a business becomes its default; later ones do not unless asked', async () => {
    const dineIn = await api.create(owner, { name: ' Dine In ', outlet_ids: [a1, a2] });
    expect(dineIn.statusCode).toBe(201);
    expect(dineIn.json<SalesType>()).toMatchObject({
      name: 'Dine In',
      is_active: true,
      is_default: true,
      outlet_ids: [a1, a2],
      gratuities: [],
      can_edit: true,
    });
    const takeAway = await api.create(owner, { name: 'Take Away', outlet_ids: [a1] });
    expect(takeAway.json<SalesType>().is_default).toBe(false);
    expect(await defaults(context.fx.a.id)).toEqual([dineIn.json<SalesType>().id]);
  });

  it('making one the default un-defaults the other in the same write, and switches it on', async () => {
    const gofood = createdId(await api.create(owner, { name: 'GoFood', outlet_ids: [], is_active: false }));
    const made = await api.update(owner, gofood, { name: 'GoFood', outlet_ids: [a2], is_default: true });
    expect(made.statusCode).toBe(200);
    expect(made.json<SalesType>()).toMatchObject({ is_default: true, is_active: true, outlet_ids: [a2] });
    expect(await defaults(context.fx.a.id)).toEqual([gofood]);
    // is_default false on the default changes nothing: there is always one.
    const kept = await api.update(owner, gofood, { name: 'GoFood', outlet_ids: [a2], is_default: false });
    expect(kept.json<SalesType>().is_default).toBe(true);
  });

  it('refuses a taken name with 409 under the name field, and a foreign outlet with 400 naming the entry', async () => {
    const taken = await api.create(owner, { name: 'dine in', outlet_ids: [] });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: '0062-0002', errors: [{ field: 'body.name' }] });
    const [b1] = context.fx.b.outletIds as [number];
    const foreign = await api.create(owner, { name: 'Delivery', outlet_ids: [a1, b1] });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).errors).toEqual([
      {
        field: 'body.outlet_ids.1',
        message: 'This outlet is not one of the outlets you manage',
        key: 'salesTypes.outletNotInBusiness',
      },
    ]);
    const list = (await api.list(owner, { search: 'delivery' })).json<ListSalesTypesResponse>();
    expect(list.results).toEqual([]);
  });

  it('switches off and on; the default cannot be switched off or deleted', async () => {
    const id = createdId(await api.create(owner, { name: 'Grab', outlet_ids: [a1] }));
    expect((await api.state(owner, id, false)).json<SalesType>().is_active).toBe(false);
    expect((await api.state(owner, id, true)).json<SalesType>().is_active).toBe(true);
    const [current] = await defaults(context.fx.a.id);
    const off = await api.state(owner, current!, false);
    expect(off.statusCode).toBe(409);
    expect(errorOf(off).code).toBe('0062-0004');
    const check = (await api.deletable(owner, current!)).json<CheckDeletableResponse>();
    expect(check).toMatchObject({ deletable: false, reason: 'default' });
    const removed = await api.remove(owner, current!);
    expect(removed.statusCode).toBe(409);
    expect(errorOf(removed).code).toBe('0062-0003');
  });

  it('says what deleting takes it off, then deletes it and its links, keeping the items', async () => {
    const db = context.database.db;
    const business = context.fx.a.id;
    const id = createdId(await api.create(owner, { name: 'ShopeeFood', outlet_ids: [a1] }));
    const [item] = await db
      .insert(items)
      .values({ businessId: business, name: 'Nasi Shopee' })
      .returning({ id: items.id });
    await db.insert(itemSalesTypes).values({ businessId: business, itemId: item!.id, salesTypeId: id });
    const [charge] = await db
      .insert(gratuities)
      .values({ businessId: business, name: 'Service Online', percentage: 7.5 })
      .returning({ id: gratuities.id });
    await db
      .insert(gratuitySalesTypes)
      .values({ businessId: business, gratuityId: charge!.id, salesTypeId: id });
    const read = (await api.get(owner, id)).json<SalesType>();
    expect(read.gratuities).toEqual([
      { id: charge!.id, name: 'Service Online', percentage: 7.5, applies_to_all: false },
    ]);
    expect((await api.deletable(owner, id)).json()).toEqual({
      deletable: true,
      reason: null,
      item_count: 1,
      gratuity_count: 1,
    });
    expect((await api.remove(owner, id)).statusCode).toBe(204);
    expect((await api.get(owner, id)).statusCode).toBe(404);
    expect(await db.select().from(items).where(eq(items.id, item!.id))).toHaveLength(1);
    expect(
      await db.select().from(gratuitySalesTypes).where(eq(gratuitySalesTypes.gratuityId, charge!.id)),
    ).toEqual([]);
  });

  it('shows a service charge naming no sales type on every sales type', async () => {
    const [charge] = await context.database.db
      .insert(gratuities)
      .values({ businessId: context.fx.a.id, name: 'Service All', percentage: 5 })
      .returning({ id: gratuities.id });
    const all = (await api.all(owner)).json<{ results: SalesType[] }>().results;
    expect(all.length).toBeGreaterThan(2);
    for (const type of all) {
      expect(type.gratuities).toContainEqual({
        id: charge!.id,
        name: 'Service All',
        percentage: 5,
        applies_to_all: true,
      });
    }
  });

  it('pages by keyset in name order, filters by outlet and searches', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await api.list(owner, { per_page: 2, cursor })).json<ListSalesTypesResponse>();
      seen.push(...page.results.map((t) => t.name));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(new Set(seen).size).toBe(seen.length);
    const atA2 = (await api.list(owner, { outlet: a2 })).json<ListSalesTypesResponse>().results;
    expect(atA2.every((t) => t.outlet_ids.includes(a2))).toBe(true);
    expect(atA2.map((t) => t.name)).toContain('Dine In');
    expect(
      (await api.list(owner, { search: 'take' })).json<ListSalesTypesResponse>().results.map((t) => t.name),
    ).toEqual(['Take Away']);
  });

  it("answers another business's sales type as missing on every route", async () => {
    const theirs = createdId(await api.create(ownerB, { name: 'Rahasia', outlet_ids: [] }));
    for (const response of [
      await api.get(owner, theirs),
      await api.update(owner, theirs, { name: 'X', outlet_ids: [] }),
      await api.state(owner, theirs, false),
      await api.deletable(owner, theirs),
      await api.remove(owner, theirs),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect((await api.get(ownerB, theirs)).json<SalesType>().name).toBe('Rahasia');
  });
});
