import { and, eq } from 'drizzle-orm';
import type { ModifierDetail, ModifierItemChoicesResponse } from '@backoffice/contracts/modifiers';
import type { PosCatalogue } from '@backoffice/contracts/pos-catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemModifiers, itemOutlets, items, itemVariants } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { errorOf, listAll, modifierRequests, sugarLevel } from './modifier-requests.js';
import { pairDevice } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

const NOT_AN_ITEM = '*This item is not one of your items, or it was deleted';

/** Decision 0225: a modifier set's own panel chooses the items it is attached to. */
describe('modifiers: the items a set is attached to, from its own panel', () => {
  const context = useTestApp();
  let api: ReturnType<typeof modifierRequests>;
  let owner: string;
  let cashier: string;
  let device: string;
  let outlet: number;
  /** Es Teh, Kopi Susu, Nasi Goreng, Teh Tarik: plain items of business A sold at `outlet`. */
  let esTeh: number;
  let kopi: number;
  let nasi: number;
  let tehTarik: number;
  let bundle: number;
  let foreign: number;

  const insertItem = async (businessId: number, name: string, kind: 'item' | 'bundle' = 'item') => {
    const db = context.database.db;
    const [row] = await db.insert(items).values({ businessId, name, kind }).returning({ id: items.id });
    await db.insert(itemVariants).values({ businessId, itemId: row!.id, price: 10_000 });
    if (businessId === context.fx.a.id)
      await db.insert(itemOutlets).values({ businessId, itemId: row!.id, outletId: outlet });
    return row!.id;
  };

  const linksOf = async (modifierId: number) =>
    (
      await context.database.db
        .select({ itemId: itemModifiers.itemId })
        .from(itemModifiers)
        .where(and(eq(itemModifiers.businessId, context.fx.a.id), eq(itemModifiers.modifierId, modifierId)))
    )
      .map((row) => row.itemId)
      .sort((a, b) => a - b);

  const catalogue = async (since?: number) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/pos/v1/catalogue${since === undefined ? '' : `?since=${since}`}`,
      headers: bearer(device),
    });
    expect(response.statusCode).toBe(200);
    return response.json<PosCatalogue>();
  };

  const detailOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as ModifierDetail;
  };

  beforeAll(async () => {
    api = modifierRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    cashier = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    outlet = context.fx.a.outletIds[0]!;
    device = (await pairDevice(context.app, owner, outlet)).credential;
    esTeh = await insertItem(context.fx.a.id, 'Es Teh');
    kopi = await insertItem(context.fx.a.id, 'Kopi Susu');
    nasi = await insertItem(context.fx.a.id, 'Nasi Goreng');
    tehTarik = await insertItem(context.fx.a.id, 'Teh Tarik');
    bundle = await insertItem(context.fx.a.id, 'Paket Teh', 'bundle');
    foreign = await insertItem(context.fx.b.id, 'Es Teh B');
  });

  it('creates a set attached to the items named, reads them back by name, and lists its item count', async () => {
    const created = await api.create(owner, {
      ...sugarLevel([outlet], 'Gula'),
      item_ids: [tehTarik, esTeh],
    });
    expect(created.statusCode).toBe(201);
    const set = detailOf(created);
    expect(set).toMatchObject({
      item_count: 2,
      item_names: ['Es Teh', 'Teh Tarik'],
      items: [
        { id: esTeh, name: 'Es Teh' },
        { id: tehTarik, name: 'Teh Tarik' },
      ],
    });
    expect(await linksOf(set.id)).toEqual([esTeh, tehTarik].sort((a, b) => a - b));
    expect(detailOf(await api.get(owner, set.id))).toEqual(set);
    const row = (await listAll(api, owner)).find((modifier) => modifier.id === set.id);
    expect(row).toMatchObject({ item_count: 2, item_names: ['Es Teh', 'Teh Tarik'] });
  });

  it('replaces the items, detaches all with an empty list, and leaves them alone without item_ids', async () => {
    const set = detailOf(await api.create(owner, { ...sugarLevel([outlet], 'Es'), item_ids: [esTeh, kopi] }));
    const replaced = detailOf(
      await api.update(owner, set.id, { ...sugarLevel([outlet], 'Es'), item_ids: [kopi, nasi] }),
    );
    expect(replaced.items.map((item) => item.name)).toEqual(['Kopi Susu', 'Nasi Goreng']);
    expect(await linksOf(set.id)).toEqual([kopi, nasi].sort((a, b) => a - b));

    // A save that does not name its items (an older client) keeps them.
    const renamed = detailOf(await api.update(owner, set.id, sugarLevel([outlet], 'Es batu')));
    expect(renamed).toMatchObject({ name: 'Es batu', item_count: 2 });
    expect(await linksOf(set.id)).toEqual([kopi, nasi].sort((a, b) => a - b));

    const detached = detailOf(
      await api.update(owner, set.id, { ...sugarLevel([outlet], 'Es batu'), item_ids: [] }),
    );
    expect(detached).toMatchObject({ item_count: 0, item_names: [], items: [] });
    expect(await linksOf(set.id)).toEqual([]);
  });

  it("keeps an item's other sets when one set's items change", async () => {
    const topping = detailOf(
      await api.create(owner, { ...sugarLevel([outlet], 'Topping'), item_ids: [kopi] }),
    );
    const ice = detailOf(await api.create(owner, { ...sugarLevel([outlet], 'Ice'), item_ids: [kopi] }));
    await api.update(owner, ice.id, { ...sugarLevel([outlet], 'Ice'), item_ids: [] });
    expect(await linksOf(topping.id)).toEqual([kopi]);
  });

  it("refuses another business's item, a deleted item, a bundle package and a repeat at item_ids, changing nothing", async () => {
    const set = detailOf(await api.create(owner, { ...sugarLevel([outlet], 'Level'), item_ids: [esTeh] }));
    const gone = await insertItem(context.fx.a.id, 'Dihapus');
    await context.database.db.delete(items).where(eq(items.id, gone));

    for (const [bad, index] of [
      [foreign, 1],
      [gone, 1],
      [bundle, 1],
      [2_000_000_000, 1],
    ] as const) {
      const response = await api.update(owner, set.id, {
        ...sugarLevel([outlet], 'Level renamed'),
        item_ids: [kopi, bad],
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [
          { field: `body.item_ids.${index}`, message: NOT_AN_ITEM, key: 'modifiers.itemNotInBusiness' },
        ],
      });
    }
    const repeated = await api.update(owner, set.id, {
      ...sugarLevel([outlet], 'Level renamed'),
      item_ids: [kopi, esTeh, kopi],
    });
    expect(repeated.statusCode).toBe(400);
    expect(errorOf(repeated).errors).toEqual([
      { field: 'body.item_ids.2', message: '*This item is chosen twice', key: 'modifiers.itemRepeated' },
    ]);
    // Nothing of the refused saves was written: name and items as before.
    expect(detailOf(await api.get(owner, set.id))).toMatchObject({
      name: 'Level',
      items: [{ id: esTeh, name: 'Es Teh' }],
    });

    const before = (await listAll(api, owner)).length;
    const refusedCreate = await api.create(owner, { ...sugarLevel([outlet], 'Baru'), item_ids: [foreign] });
    expect(refusedCreate.statusCode).toBe(400);
    expect(errorOf(refusedCreate).errors).toEqual([
      { field: 'body.item_ids.0', message: NOT_AN_ITEM, key: 'modifiers.itemNotInBusiness' },
    ]);
    expect((await listAll(api, owner)).length).toBe(before);
    const foreignLinks = await context.database.db
      .select()
      .from(itemModifiers)
      .where(eq(itemModifiers.itemId, foreign));
    expect(foreignLinks).toEqual([]);
  });

  it("a device's catalogue since the last version carries the items attached and detached, with the set", async () => {
    const set = detailOf(await api.create(owner, { ...sugarLevel([outlet], 'Susu'), item_ids: [] }));
    const start = await catalogue();
    expect(start.items.find((item) => item.item_id === nasi)?.modifier_ids ?? []).not.toContain(set.id);

    await api.update(owner, set.id, { ...sugarLevel([outlet], 'Susu'), item_ids: [nasi, tehTarik] });
    const attached = await catalogue(start.version);
    expect(attached.version).toBeGreaterThan(start.version);
    expect(attached.items.map((item) => item.item_id).sort((a, b) => a - b)).toEqual(
      [nasi, tehTarik].sort((a, b) => a - b),
    );
    for (const item of attached.items) expect(item.modifier_ids).toContain(set.id);

    await api.update(owner, set.id, { ...sugarLevel([outlet], 'Susu'), item_ids: [tehTarik] });
    const detached = await catalogue(attached.version);
    // Only the item whose links changed is sent again, without the set.
    expect(detached.items.map((item) => item.item_id)).toEqual([nasi]);
    expect(detached.items[0]!.modifier_ids).not.toContain(set.id);
  });

  it('offers plain items by name to the picker, never a bundle or another business item', async () => {
    const all = await api.itemChoices(owner);
    expect(all.statusCode).toBe(200);
    const names = all.json<ModifierItemChoicesResponse>().results.map((item) => item.name);
    expect(names).toEqual(['Es Teh', 'Kopi Susu', 'Nasi Goreng', 'Teh Tarik']);
    const found = (await api.itemChoices(owner, ' TEH ')).json<ModifierItemChoicesResponse>();
    expect(found.results).toEqual([
      { id: esTeh, name: 'Es Teh' },
      { id: tehTarik, name: 'Teh Tarik' },
    ]);
    // The Modifiers screen's permission, as its other routes.
    expect((await api.itemChoices(cashier)).statusCode).toBe(403);
  });
});
