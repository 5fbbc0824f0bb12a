import type { ItemExportFilters } from '@backoffice/contracts/exports';
import type { ListItemsQuery } from '@backoffice/contracts/items';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands, itemOutlets, items, itemVariants, outlets } from '../src/db/schema/index.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { type ItemApi, itemRequests, libraryOf, listAllItems, simpleItem } from './item-requests.js';
import { readSheetRows, type SheetRow } from './read-sheet.js';
import { useTestApp } from './test-context.js';

const PUBLIC_URL = 'http://items-export.test';
const DAY = { start_time: '2026-11-28T00:00:00', end_time: '2026-11-28T23:59:59' };

/**
 * The Item list's Export (issue 29, decision 0215): the file holds the items the list shows with the same filters,
 * of the caller's business, at the outlets the caller reaches; never a bundle package.
 */
describe('item list export: the list’s filters and the caller’s reach', () => {
  const context = useTestApp({ env: { PUBLIC_URL } });
  let api: ItemApi;
  let owner: string;
  let a1: number;
  let a2: number;
  let categoryId: number;
  let brandId: number;

  beforeAll(async () => {
    api = itemRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    categoryId = (await libraryOf(context.database.db, context.fx.a.id, 'X')).categoryId;
    const [brand] = await context.database.db
      .insert(brands)
      .values({ businessId: context.fx.a.id, name: 'Kapal Api' })
      .returning();
    brandId = brand!.id;
    const create = async (token: string, body: Parameters<ItemApi['create']>[1]) => {
      const response = await api.create(token, body);
      if (response.statusCode !== 201) throw new Error(response.body);
    };
    await create(owner, {
      name: 'Americano',
      category_id: categoryId,
      brand_id: brandId,
      outlet_ids: [a1, a2],
      variants: [
        { name: 'Hot', price: 18000, sku: 'AM-HOT' },
        { name: 'Iced', price: 20000, sku: 'AM-ICE' },
      ],
    });
    await create(owner, {
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
    await create(owner, {
      name: 'Croissant',
      track_stock: true,
      outlet_ids: [a1],
      variants: [{ price: 15000, sku: 'PASTRY-01', outlets: [{ outlet_id: a1, stock: 0 }] }],
    });
    await create(owner, { ...simpleItem('Donat', a2, 7000), category_id: categoryId });
    // A bundle package sold at a1 whose name matches a search: never a row of the list or its file.
    const [bundle] = await context.database.db
      .insert(items)
      .values({ businessId: context.fx.a.id, name: 'Paket Brownies', kind: 'bundle' })
      .returning();
    await context.database.db
      .insert(itemVariants)
      .values({ businessId: context.fx.a.id, itemId: bundle!.id, price: 30000, sku: 'PAKET-1' });
    await context.database.db
      .insert(itemOutlets)
      .values({ businessId: context.fx.a.id, itemId: bundle!.id, outletId: a1 });
    // Another business's item with a name that matches every search below.
    const stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    await create(stranger, simpleItem('Americano Brownies B', context.fx.b.outletIds[0]!));
  });

  /** Asks for the export as the Item list's button does, waits for it and reads its rows (header first). */
  async function exportRows(
    token: string,
    outletId: number | null,
    filters: ItemExportFilters = {},
  ): Promise<SheetRow[]> {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(token),
      payload: {
        feature_name: 'items',
        format: 'csv',
        additional: { ...DAY, outlet_id: outletId, item_filters: filters },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    let status = { status: 'IN_PROGRESS', file_url: null as string | null };
    await expect
      .poll(
        async () => {
          status = (
            await context.app.inject({
              method: 'GET',
              url: `/api/exporting/v1/exports/${id}`,
              headers: bearer(token),
            })
          ).json();
          return status.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const file = await context.app.inject({ method: 'GET', url: status.file_url!.replace(PUBLIC_URL, '') });
    return readSheetRows(file.rawPayload, 'csv');
  }
  const itemNames = (rows: SheetRow[]) => [...new Set(rows.slice(1).map((row) => String(row[0])))];
  const listNames = async (token: string, query: ListItemsQuery) =>
    (await listAllItems(api, token, query)).map((row) => row.name);

  it('writes the items the list shows with the same filters, one row per variant', async () => {
    const cases: [number | null, ItemExportFilters, string[]][] = [
      [null, {}, ['Americano', 'Brownies', 'Croissant', 'Donat']],
      [null, { search: 'brown' }, ['Brownies']],
      [null, { search: 'am-ice' }, ['Americano']],
      [a2, {}, ['Americano', 'Brownies', 'Donat']],
      [null, { category: categoryId }, ['Americano', 'Donat']],
      [null, { brand: brandId }, ['Americano']],
      [null, { stock: 'tracked' }, ['Brownies', 'Croissant']],
      [null, { stock: 'low' }, ['Brownies']],
      [null, { stock: 'out' }, ['Croissant']],
      [a2, { stock: 'low' }, []],
      [a1, { search: 'paket' }, []],
    ];
    for (const [outlet, filters, expected] of cases) {
      const rows = await exportRows(owner, outlet, filters);
      const label = JSON.stringify({ outlet, filters });
      expect(itemNames(rows).sort(), label).toEqual(expected);
      // The same items as the list with the same filters in the address.
      expect(itemNames(rows).sort(), label).toEqual(
        (await listNames(owner, { ...filters, ...(outlet === null ? {} : { outlet }) })).sort(),
      );
    }
    const americano = await exportRows(owner, null, { search: 'americano' });
    expect(americano.slice(1).map((row) => [row[0], row[1], row[3]])).toEqual([
      ['Americano', 'Hot', 'AM-HOT'],
      ['Americano', 'Iced', 'AM-ICE'],
    ]);
  });

  it('keeps to the caller’s business and the outlets they reach', async () => {
    // A manager limited to a2: items sold only at a1 are not theirs to export, and a1 is named nowhere.
    await limitToOutlets(context.database.db, context.fx.a.id, context.fx.a.manager.id, [a2]);
    const limited = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const rows = await exportRows(limited, null);
    expect(itemNames(rows).sort()).toEqual(['Americano', 'Brownies', 'Donat']);
    const outletName = (name: string) => rows.find((row) => row[0] === name)![6];
    const [{ name: a2Name }] = (await context.database.db
      .select({ name: outlets.name })
      .from(outlets)
      .where(eq(outlets.id, a2))) as [{ name: string }];
    expect(outletName('Americano')).toBe(a2Name);
    // Brownies' stock and low level are those at a2 only.
    expect(rows.find((row) => row[0] === 'Brownies')!.slice(7)).toEqual(['Yes', '40', '']);
    // An outlet beyond their reach, and another business's outlet, answer 404 like a missing one.
    for (const outlet of [a1, context.fx.b.outletIds[0]!]) {
      const refused = await context.app.inject({
        method: 'POST',
        url: '/api/exporting/v1/exports',
        headers: bearer(limited),
        payload: { feature_name: 'items', additional: { ...DAY, outlet_id: outlet, item_filters: {} } },
      });
      expect(refused.statusCode).toBe(404);
    }
    // A filter that is not the list's is the error shape's 400.
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
      payload: {
        feature_name: 'items',
        additional: { ...DAY, outlet_id: null, item_filters: { stock: 'nope', category: 0 } },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['body.additional.item_filters.category', 'body.additional.item_filters.stock']);
  });
});
