import type { Item, SaveItemRequest } from '@backoffice/contracts/items';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { variantOutlets } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { type ItemApi, itemOf, itemRequests } from './item-requests.js';
import { useTestApp } from './test-context.js';

/**
 * Saving an item from its panel (decision 0216): stock changed between the panel's read and its save (a sale, a
 * stock count, another person's save) is kept, unless the merchant changed that same field in the panel.
 */
describe('item panel save: stock written only where the merchant changed it', () => {
  const context = useTestApp();
  let api: ItemApi;
  let owner: string;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    api = itemRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
  });

  /** What the panel sends for an item it loaded: every field as read, the stock fields left out. */
  const unchangedPayload = (item: Item): SaveItemRequest => ({
    name: item.name,
    category_id: item.category_id,
    brand_id: item.brand_id,
    description: item.description,
    image_file_id: item.image_file_id,
    track_stock: item.track_stock,
    outlet_ids: item.outlet_ids,
    modifier_ids: item.modifier_ids,
    tax_ids: item.tax_ids,
    sales_type_ids: item.sales_type_ids,
    variants: item.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      price: variant.price,
      cost: variant.cost,
      outlets: variant.outlets
        .filter((row) => row.price !== null)
        .map((row) => ({ outlet_id: row.outlet_id, price: row.price })),
    })),
  });
  /** Someone else's change to one variant's stock at one outlet, made while the panel is open. */
  const setStock = (variantId: number, outletId: number, stock: number) =>
    context.database.db
      .update(variantOutlets)
      .set({ stock })
      .where(
        and(
          eq(variantOutlets.businessId, context.fx.a.id),
          eq(variantOutlets.variantId, variantId),
          eq(variantOutlets.outletId, outletId),
        ),
      );
  const stockOf = (item: Item) =>
    item.variants.flatMap((variant) =>
      variant.outlets.map((row) => [variant.name, row.outlet_id, row.stock, row.low_stock_level]),
    );

  it('keeps stock changed meanwhile in the fields the merchant left alone, and writes the ones they changed', async () => {
    const created = await api.create(owner, {
      name: 'Kopi Susu Stok',
      track_stock: true,
      outlet_ids: [a1, a2],
      variants: [
        {
          name: 'Regular',
          price: 18000,
          outlets: [
            { outlet_id: a1, stock: 10, low_stock_level: 2 },
            { outlet_id: a2, stock: 20, low_stock_level: 4 },
          ],
        },
        { name: 'Large', price: 22000, outlets: [{ outlet_id: a1, price: 23000, stock: 5 }] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    // The panel reads the item…
    const loaded = itemOf(await api.get(owner, itemOf(created).id));
    const [regular, large] = loaded.variants as [Item['variants'][number], Item['variants'][number]];
    // …three are sold at a1 and stock is counted at a2 while it is open…
    await setStock(regular.id, a1, 7);
    await setStock(regular.id, a2, 18);
    await setStock(large.id, a1, 4);

    // …and the merchant renames the item, changes Large's price and Regular's stock at a2, and saves.
    const payload = unchangedPayload(loaded);
    payload.name = 'Kopi Susu Gula Aren';
    payload.variants[1]!.price = 24000;
    payload.variants[0]!.outlets = [{ outlet_id: a2, stock: 30 }];
    const saved = await api.update(owner, loaded.id, payload);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [
      ['Regular', a1, 7, 2],
      ['Regular', a2, 30, 4],
      ['Large', a1, 4, null],
      ['Large', a2, 0, null],
    ];
    expect(stockOf(itemOf(saved))).toEqual(expected);
    expect(stockOf(itemOf(await api.get(owner, loaded.id)))).toEqual(expected);
    // Large's own price at a1 is what the panel sent with it.
    expect(itemOf(saved).variants[1]!.outlets.find((row) => row.outlet_id === a1)?.price).toBe(23000);
  });

  it('writes a low-stock level cleared in the panel, and gives a new variant or outlet no stock unless said', async () => {
    const created = itemOf(
      await api.create(owner, {
        name: 'Roti Stok',
        track_stock: true,
        outlet_ids: [a1],
        variants: [{ price: 12000, outlets: [{ outlet_id: a1, stock: 9, low_stock_level: 3 }] }],
      }),
    );
    await setStock(created.variants[0]!.id, a1, 6);
    const payload = unchangedPayload(created);
    payload.outlet_ids = [a1, a2];
    payload.variants[0]!.name = 'Tawar';
    payload.variants[0]!.outlets = [{ outlet_id: a1, low_stock_level: null }];
    payload.variants.push({ name: 'Gandum', price: 15000, outlets: [{ outlet_id: a2, stock: 11 }] });
    const saved = await api.update(owner, created.id, payload);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(stockOf(itemOf(saved))).toEqual([
      ['Tawar', a1, 6, null],
      ['Tawar', a2, 0, null],
      ['Gandum', a1, 0, null],
      ['Gandum', a2, 11, null],
    ]);
  });
});
