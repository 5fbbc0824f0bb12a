import type { ListItemsResponse } from '@backoffice/contracts/items';
import { itemMessages } from '@backoffice/contracts/items';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, itemOutlets, items, itemVariants, rolePermissions } from '../src/db/schema/index.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import {
  errorOf,
  type ItemApi,
  itemOf,
  itemRequests,
  libraryOf,
  listAllItems,
  simpleItem,
} from './item-requests.js';
import { useTestApp } from './test-context.js';

describe('item list: pages, search, filters, bulk actions', () => {
  const context = useTestApp();
  let api: ItemApi;
  let owner: string;
  let manager: string;
  let stranger: string;
  let a1: number;
  let a2: number;
  let library: Awaited<ReturnType<typeof libraryOf>>;
  let brandId: number;
  let bundleId: number;

  beforeAll(async () => {
    api = itemRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    library = await libraryOf(context.database.db, context.fx.a.id, 'L');
    const [brand] = await context.database.db
      .insert(brands)
      .values({ businessId: context.fx.a.id, name: 'Kapal Api' })
      .returning();
    brandId = brand!.id;
    const create = async (body: Parameters<ItemApi['create']>[1]) => {
      const response = await api.create(owner, body);
      if (response.statusCode !== 201) throw new Error(response.body);
      return itemOf(response);
    };
    await create({
      name: 'Americano',
      category_id: library.categoryId,
      brand_id: brandId,
      outlet_ids: [a1, a2],
      variants: [
        { name: 'Hot', price: 18000, sku: 'AM-HOT' },
        { name: 'Iced', price: 20000, sku: 'AM-ICE', outlets: [{ outlet_id: a2, price: 25000 }] },
      ],
    });
    await create({
      name: 'Brownies',
      track_stock: true,
      outlet_ids: [a1, a2],
      variants: [
        {
          price: 12000,
          outlets: [
            { outlet_id: a1, stock: 3, low_stock_level: 5 },
            { outlet_id: a2, stock: 40 },
          ],
        },
      ],
    });
    await create({
      name: 'Croissant',
      track_stock: true,
      outlet_ids: [a1],
      variants: [{ price: 15000, sku: 'PASTRY-01', outlets: [{ outlet_id: a1, stock: 0 }] }],
    });
    await create({ ...simpleItem('Donat', a2, 7000), category_id: library.categoryId });
    for (let i = 0; i < 6; i += 1) await create(simpleItem(`Extra ${i}`, a1, 1000 + i));
    // A bundle package (another screen's, decision 0170): an item of kind bundle, sold at a1, not of this list.
    const [bundle] = await context.database.db
      .insert(items)
      .values({ businessId: context.fx.a.id, name: 'Paket Hemat', kind: 'bundle' })
      .returning();
    await context.database.db
      .insert(itemVariants)
      .values({ businessId: context.fx.a.id, itemId: bundle!.id, price: 30000 });
    await context.database.db
      .insert(itemOutlets)
      .values({ businessId: context.fx.a.id, itemId: bundle!.id, outletId: a1 });
    bundleId = bundle!.id;
  });

  const names = async (params: Parameters<ItemApi['list']>[1] = {}) =>
    (await listAllItems(api, owner, params)).map((row) => row.name);

  it('pages by keyset in name order: every item once, whatever the page size', async () => {
    const all = await names({ per_page: 100 });
    expect(all).toEqual([
      'Americano',
      'Brownies',
      'Croissant',
      'Donat',
      'Extra 0',
      'Extra 1',
      'Extra 2',
      'Extra 3',
      'Extra 4',
      'Extra 5',
    ]);
    expect(await names({ per_page: 3 })).toEqual(all);
    const first = (await api.list(owner, { per_page: 3 })).json<ListItemsResponse>();
    expect(first.results).toHaveLength(3);
    expect(first.next_cursor).not.toBeNull();
    // A row added before the cursor while paging is not repeated; one after it is included.
    await api.create(owner, simpleItem('Aaa Baru', a1));
    const rest = await listAllItems(api, owner, { per_page: 3, cursor: first.next_cursor! });
    expect(rest.map((row) => row.name)[0]).toBe('Donat');
    const bad = await api.list(owner, { cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    await api.remove(owner, (await listAllItems(api, owner, { search: 'Aaa Baru' }))[0]!.id);
  });

  it('shows each row with its category, brand, variants, price range and stock state', async () => {
    const rows = await listAllItems(api, owner);
    const row = (name: string) => rows.find((candidate) => candidate.name === name)!;
    expect(row('Americano')).toMatchObject({
      kind: 'item',
      category_name: `Minuman L`,
      brand_name: 'Kapal Api',
      variant_count: 2,
      min_price: 18000,
      max_price: 20000,
      track_stock: false,
      stock: null,
      stock_state: null,
      can_edit: true,
    });
    expect(row('Brownies')).toMatchObject({ stock: 43, stock_state: 'low' });
    expect(row('Croissant')).toMatchObject({ stock: 0, stock_state: 'out' });
    expect(rows.map((candidate) => candidate.kind)).not.toContain('bundle');
    // At one outlet: its own prices and stock there.
    const atA2 = await listAllItems(api, owner, { outlet: a2 });
    expect(atA2.find((candidate) => candidate.name === 'Americano')).toMatchObject({
      min_price: 18000,
      max_price: 25000,
    });
    expect(atA2.find((candidate) => candidate.name === 'Brownies')).toMatchObject({
      stock: 40,
      stock_state: 'ok',
    });
  });

  it('searches by part of the name or a SKU, any case, and filters by outlet, category, brand and stock', async () => {
    expect(await names({ search: 'rOwn' })).toEqual(['Brownies']);
    expect(await names({ search: 'pastry' })).toEqual(['Croissant']);
    expect(await names({ search: 'am-ice' })).toEqual(['Americano']);
    expect(await names({ search: '100%' })).toEqual([]);
    // The bundle package is sold at a1 and matches 'paket', yet is not an item of this list.
    expect(await names({ search: 'paket' })).toEqual([]);
    expect(await names({ outlet: a1 })).toEqual([
      'Americano',
      'Brownies',
      'Croissant',
      'Extra 0',
      'Extra 1',
      'Extra 2',
      'Extra 3',
      'Extra 4',
      'Extra 5',
    ]);
    expect(await names({ outlet: a2 })).toEqual(['Americano', 'Brownies', 'Donat']);
    expect(await names({ category: library.categoryId })).toEqual(['Americano', 'Donat']);
    expect(await names({ brand: brandId })).toEqual(['Americano']);
    expect(await names({ stock: 'tracked' })).toEqual(['Brownies', 'Croissant']);
    expect(await names({ stock: 'low' })).toEqual(['Brownies']);
    expect(await names({ stock: 'out' })).toEqual(['Croissant']);
    expect(await names({ stock: 'low', outlet: a2 })).toEqual([]);
    expect((await api.list(owner, { stock: 'nope' as never })).statusCode).toBe(400);
  });

  it('a manager limited to one outlet reads every item but may change only those sold at their outlets only', async () => {
    await limitToOutlets(context.database.db, context.fx.a.id, context.fx.a.manager.id, [a1]);
    const limited = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const rows = await listAllItems(api, limited);
    expect(rows.find((row) => row.name === 'Americano')?.can_edit).toBe(false);
    expect(rows.find((row) => row.name === 'Croissant')?.can_edit).toBe(true);
    const americano = rows.find((row) => row.name === 'Americano')!;
    const refused = await api.bulkDelete(limited, { item_ids: [americano.id] });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(itemMessages.sharedBeyondReach);
    const outside = await api.create(limited, simpleItem('Di Luar', a2));
    expect(outside.statusCode).toBe(400);
    expect(errorOf(outside).errors[0]).toMatchObject({
      field: 'body.outlet_ids.0',
      message: itemMessages.outletNotManaged,
    });
  });

  it('moves, sets outlets of and deletes several items at once; another business ids answer 404 and change nothing', async () => {
    const rows = await listAllItems(api, owner, { search: 'Extra' });
    const ids = rows.map((row) => row.id);
    const moved = await api.bulkMove(owner, { item_ids: ids.slice(0, 3), category_id: library.categoryId });
    expect(moved.json()).toEqual({ count: 3 });
    expect(await names({ category: library.categoryId, search: 'extra' })).toEqual([
      'Extra 0',
      'Extra 1',
      'Extra 2',
    ]);
    const outlets = await api.bulkOutlets(owner, { item_ids: ids.slice(0, 2), outlet_ids: [a2] });
    expect(outlets.json()).toEqual({ count: 2 });
    expect(await names({ outlet: a2, search: 'extra' })).toEqual(['Extra 0', 'Extra 1']);
    expect(await names({ outlet: a1, search: 'extra' })).toEqual([
      'Extra 2',
      'Extra 3',
      'Extra 4',
      'Extra 5',
    ]);

    const foreign = itemOf(await api.create(stranger, simpleItem('Milik B', context.fx.b.outletIds[0]!)));
    const mixed = await api.bulkDelete(owner, { item_ids: [ids[4]!, foreign.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await names({ search: 'extra' })).toHaveLength(6);
    expect((await api.bulkMove(owner, { item_ids: [bundleId], category_id: null })).statusCode).toBe(404);
    const none = await api.bulkDelete(owner, { item_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).errors[0]?.message).toBe(itemMessages.nothingSelected);

    const deleted = await api.bulkDelete(owner, { item_ids: ids.slice(4) });
    expect(deleted.json()).toEqual({ count: 2 });
    expect(await names({ search: 'extra' })).toEqual(['Extra 0', 'Extra 1', 'Extra 2', 'Extra 3']);
    expect((await api.get(stranger, foreign.id)).statusCode).toBe(200);
  });

  it('offers the business own categories, brands, modifiers, taxes and sales types to pick from', async () => {
    const response = await api.choices(owner);
    expect(response.statusCode).toBe(200);
    const choices = response.json();
    expect(choices.categories).toContainEqual({ id: library.categoryId, name: 'Minuman L' });
    expect(choices.brands).toContainEqual({ id: brandId, name: 'Kapal Api' });
    expect(choices.modifiers).toContainEqual({ id: library.modifierId, name: 'Gula L' });
    expect(choices.taxes).toContainEqual({ id: library.taxId, name: 'PB1 L' });
    expect(choices.sales_types).toContainEqual({ id: library.salesTypeId, name: 'Dine In L' });
    const theirs = (await api.choices(stranger)).json();
    expect(theirs.categories).not.toContainEqual({ id: library.categoryId, name: 'Minuman L' });
  });

  it('needs the Item list permission: a manager loses access when the grant is revoked', async () => {
    expect((await api.list(manager)).statusCode).toBe(200);
    await context.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, context.fx.a.id),
          eq(rolePermissions.roleId, context.fx.a.manager.roleId),
          eq(rolePermissions.permissionKey, 'library.items'),
        ),
      );
    const id = (await listAllItems(api, owner))[0]!.id;
    const responses = [
      await api.list(manager),
      await api.choices(manager),
      await api.get(manager, id),
      await api.create(manager, simpleItem('X', a1)),
      await api.validate(manager, simpleItem('X', a1)),
      await api.update(manager, id, simpleItem('X', a1)),
      await api.remove(manager, id),
      await api.bulkDelete(manager, { item_ids: [id] }),
      await api.bulkMove(manager, { item_ids: [id], category_id: null }),
      await api.bulkOutlets(manager, { item_ids: [id], outlet_ids: [a1] }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(403);
  });
});
