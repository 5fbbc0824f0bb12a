import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleComponents, itemOutlets, items, itemVariants } from '../src/db/schema/index.js';
import { bundleOf, bundlePageOf, bundleRequests, errorOf, seedItem } from './bundle-requests.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

describe('bundle packages: create, read, edit, delete', () => {
  const context = useTestApp();
  let api: ReturnType<typeof bundleRequests>;
  let owner: string;
  let stranger: string;
  let a1: number;
  let a2: number;
  let kopi: number;
  let roti: number;
  let tehBesar: number;
  let foreignVariant: number;

  beforeAll(async () => {
    api = bundleRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    const db = context.database.db;
    const a = context.fx.a.id;
    [kopi] = (await seedItem(db, a, 'Kopi Susu', [{ price: 18000 }])).variantIds as [number];
    [roti] = (await seedItem(db, a, 'Roti Bakar', [{ price: 15000, sku: 'RB-1' }])).variantIds as [number];
    [, tehBesar] = (
      await seedItem(db, a, 'Es Teh', [
        { name: 'Kecil', price: 5000 },
        { name: 'Besar', price: 8000 },
      ])
    ).variantIds as [number, number];
    [foreignVariant] = (await seedItem(db, context.fx.b.id, 'Kopi B', [{ price: 1000 }])).variantIds as [
      number,
    ];
  });

  it('creates a bundle as an item of kind bundle with one variant, its contents and outlets, and shows the saving', async () => {
    const created = await api.create(owner, {
      name: ' Paket Sarapan ',
      price: 30000,
      sku: ' PKT-1 ',
      components: [
        { variant_id: kopi, quantity: 1 },
        { variant_id: roti, quantity: 2 },
      ],
      outlet_ids: [a2, a1],
    });
    expect(created.statusCode).toBe(201);
    const bundle = bundleOf(created);
    expect(bundle).toMatchObject({
      name: 'Paket Sarapan',
      sku: 'PKT-1',
      price: 30000,
      contents_price: 48000,
      saving: 18000,
      component_count: 2,
      outlet_ids: [a1, a2],
      can_edit: true,
    });
    expect(bundle.components).toEqual([
      {
        variant_id: kopi,
        item_id: expect.any(Number),
        item_name: 'Kopi Susu',
        variant_name: '',
        price: 18000,
        quantity: 1,
      },
      {
        variant_id: roti,
        item_id: expect.any(Number),
        item_name: 'Roti Bakar',
        variant_name: '',
        price: 15000,
        quantity: 2,
      },
    ]);
    const db = context.database.db;
    const [item] = await db.select().from(items).where(eq(items.id, bundle.id));
    expect(item).toMatchObject({ kind: 'bundle', name: 'Paket Sarapan' });
    const variants = await db.select().from(itemVariants).where(eq(itemVariants.itemId, bundle.id));
    expect(variants).toEqual([expect.objectContaining({ name: '', price: 30000, sku: 'PKT-1' })]);
    expect((await api.get(owner, bundle.id)).json()).toEqual(bundle);
  });

  it('refuses a name any item of the business already has, ignoring case and spaces', async () => {
    const response = await api.create(owner, {
      name: 'kopi susu ',
      price: 1000,
      components: [{ variant_id: roti, quantity: 1 }],
      outlet_ids: [a1],
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: '0170-0002', errors: [{ field: 'body.name' }] });
  });

  it('refuses a SKU already used by a variant of the business', async () => {
    const response = await api.create(owner, {
      name: 'Paket SKU',
      price: 1000,
      sku: 'rb-1',
      components: [{ variant_id: roti, quantity: 1 }],
      outlet_ids: [a1],
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: '0170-0003', errors: [{ field: 'body.sku' }] });
  });

  it('refuses no contents, repeated contents, zero or fractional quantities and a negative or fractional price', async () => {
    const base = { name: 'Paket Salah', outlet_ids: [a1] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, price: 1000, components: [] }, 'body.components', '*Add at least one item to the bundle'],
      [
        {
          ...base,
          price: 1000,
          components: [
            { variant_id: kopi, quantity: 1 },
            { variant_id: kopi, quantity: 2 },
          ],
        },
        'body.components.1.variant_id',
        '*This item is already in the bundle',
      ],
      [
        { ...base, price: 1000, components: [{ variant_id: kopi, quantity: 0 }] },
        'body.components.0.quantity',
        '*Quantity must be a whole number from 1 to 999',
      ],
      [
        { ...base, price: 1000, components: [{ variant_id: kopi, quantity: 1.5 }] },
        'body.components.0.quantity',
        '*Quantity must be a whole number from 1 to 999',
      ],
      [
        { ...base, price: -1, components: [{ variant_id: kopi, quantity: 1 }] },
        'body.price',
        '*Price must be a whole Rupiah amount of 0 or more',
      ],
      [
        { ...base, price: 10.5, components: [{ variant_id: kopi, quantity: 1 }] },
        'body.price',
        '*Price must be a whole Rupiah amount of 0 or more',
      ],
      [
        { ...base, price: 1000, components: [{ variant_id: kopi, quantity: 1 }], outlet_ids: [] },
        'body.outlet_ids',
        '*Choose at least one outlet that sells the bundle',
      ],
      [
        { ...base, name: '  ', price: 1000, components: [{ variant_id: kopi, quantity: 1 }] },
        'body.name',
        '*Bundle name is required',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await api.create(owner, body);
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).errors, field).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(bundlePageOf(await api.list(owner, { search: 'Salah' })).results).toEqual([]);
  });

  it('accepts a price of 0 and a price above the contents (a negative saving)', async () => {
    const free = await api.create(owner, {
      name: 'Paket Gratis',
      price: 0,
      components: [{ variant_id: kopi, quantity: 1 }],
      outlet_ids: [a1],
    });
    expect(bundleOf(free)).toMatchObject({ price: 0, saving: 18000 });
    const dear = await api.create(owner, {
      name: 'Paket Mahal',
      price: 20000,
      components: [{ variant_id: tehBesar, quantity: 2 }],
      outlet_ids: [a1],
    });
    expect(bundleOf(dear)).toMatchObject({ contents_price: 16000, saving: -4000 });
    expect(bundleOf(dear).components[0]).toMatchObject({ item_name: 'Es Teh', variant_name: 'Besar' });
  });

  it('refuses a bundle inside a bundle, itself included, and another business’s variant, writing nothing', async () => {
    const inner = bundleOf(
      await api.create(owner, {
        name: 'Paket Dalam',
        price: 5000,
        components: [{ variant_id: kopi, quantity: 1 }],
        outlet_ids: [a1],
      }),
    );
    const db = context.database.db;
    const [innerVariant] = await db
      .select({ id: itemVariants.id })
      .from(itemVariants)
      .where(eq(itemVariants.itemId, inner.id));
    const nested = await api.create(owner, {
      name: 'Paket Luar',
      price: 5000,
      components: [
        { variant_id: innerVariant!.id, quantity: 1 },
        { variant_id: foreignVariant, quantity: 1 },
      ],
      outlet_ids: [a1],
    });
    expect(nested.statusCode).toBe(400);
    expect(errorOf(nested).errors).toEqual([
      expect.objectContaining({
        field: 'body.components.0.variant_id',
        message: '*A bundle can only contain items, not a bundle',
      }),
      expect.objectContaining({
        field: 'body.components.1.variant_id',
        message: '*This item no longer exists',
      }),
    ]);
    const itself = await api.update(owner, inner.id, {
      name: 'Paket Dalam',
      price: 5000,
      components: [{ variant_id: innerVariant!.id, quantity: 1 }],
      outlet_ids: [a1],
    });
    expect(itself.statusCode).toBe(400);
    expect((await db.select().from(items).where(eq(items.name, 'Paket Luar'))).length).toBe(0);
    expect(bundleOf(await api.get(owner, inner.id)).components).toHaveLength(1);
  });

  it('edits name, price, SKU, contents and outlets as one replacement', async () => {
    const created = bundleOf(
      await api.create(owner, {
        name: 'Paket Edit',
        price: 25000,
        components: [{ variant_id: kopi, quantity: 1 }],
        outlet_ids: [a1, a2],
      }),
    );
    const updated = await api.update(owner, created.id, {
      name: 'Paket Edit Baru',
      price: 22000,
      sku: '',
      components: [
        { variant_id: roti, quantity: 1 },
        { variant_id: tehBesar, quantity: 3 },
      ],
      outlet_ids: [a2],
    });
    expect(updated.statusCode).toBe(200);
    expect(bundleOf(updated)).toMatchObject({
      id: created.id,
      name: 'Paket Edit Baru',
      sku: null,
      price: 22000,
      contents_price: 39000,
      saving: 17000,
      outlet_ids: [a2],
    });
    expect(bundleOf(updated).components.map((c) => [c.variant_id, c.quantity])).toEqual([
      [tehBesar, 3],
      [roti, 1],
    ]);
  });

  it('keeps a failed edit from changing anything', async () => {
    const created = bundleOf(
      await api.create(owner, {
        name: 'Paket Tetap',
        price: 25000,
        components: [{ variant_id: kopi, quantity: 1 }],
        outlet_ids: [a1],
      }),
    );
    const refused = await api.update(owner, created.id, {
      name: 'Kopi Susu',
      price: 1,
      components: [{ variant_id: roti, quantity: 1 }],
      outlet_ids: [a1, a2],
    });
    expect(refused.statusCode).toBe(409);
    expect((await api.get(owner, created.id)).json()).toEqual(created);
  });

  it('deletes a bundle with its variant, contents and outlets, and leaves the items it held', async () => {
    const created = bundleOf(
      await api.create(owner, {
        name: 'Paket Hapus',
        price: 1000,
        components: [{ variant_id: kopi, quantity: 1 }],
        outlet_ids: [a1],
      }),
    );
    expect((await api.remove(owner, created.id)).statusCode).toBe(204);
    expect((await api.get(owner, created.id)).statusCode).toBe(404);
    const again = await api.remove(owner, created.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Bundle package does not found or already removed',
    });
    const db = context.database.db;
    expect(await db.select().from(bundleComponents).where(eq(bundleComponents.bundleId, created.id))).toEqual(
      [],
    );
    expect(await db.select().from(itemOutlets).where(eq(itemOutlets.itemId, created.id))).toEqual([]);
    expect(await db.select().from(itemVariants).where(eq(itemVariants.id, kopi))).toHaveLength(1);
  });

  it('answers 404 for a plain item’s id and another business’s bundle, and refuses another business’s outlet', async () => {
    const db = context.database.db;
    const [plain] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.businessId, context.fx.a.id), eq(items.name, 'Kopi Susu')));
    expect((await api.get(owner, plain!.id)).statusCode).toBe(404);
    expect((await api.remove(owner, plain!.id)).statusCode).toBe(404);
    const mine = bundleOf(
      await api.create(owner, {
        name: 'Paket Rahasia',
        price: 1000,
        components: [{ variant_id: kopi, quantity: 1 }],
        outlet_ids: [a1],
      }),
    );
    expect((await api.get(stranger, mine.id)).statusCode).toBe(404);
    expect((await api.remove(stranger, mine.id)).statusCode).toBe(404);
    const [b1] = context.fx.b.outletIds as [number];
    const foreignOutlet = await api.create(owner, {
      name: 'Paket Outlet Lain',
      price: 1000,
      components: [{ variant_id: kopi, quantity: 1 }],
      outlet_ids: [a1, b1],
    });
    expect(foreignOutlet.statusCode).toBe(400);
    expect(errorOf(foreignOutlet).errors).toEqual([
      expect.objectContaining({
        field: 'body.outlet_ids.1',
        message: '*The bundle can only be sold at your own outlets',
      }),
    ]);
  });

  it('lets a user limited to one outlet read but not change a bundle also sold elsewhere', async () => {
    const shared = bundleOf(
      await api.create(owner, {
        name: 'Paket Bersama',
        price: 1000,
        components: [{ variant_id: kopi, quantity: 1 }],
        outlet_ids: [a1, a2],
      }),
    );
    const { manager } = context.fx.a;
    await limitToOutlets(context.database.db, context.fx.a.id, manager.id, [a1]);
    const limited = (await signIn(context.app, manager.email)).access_token;
    const listed = bundlePageOf(await api.list(limited, { search: 'Paket Bersama' })).results;
    expect(listed).toEqual([expect.objectContaining({ id: shared.id, can_edit: false })]);
    const edit = await api.update(limited, shared.id, {
      name: 'Paket Bersama',
      price: 1,
      components: [{ variant_id: kopi, quantity: 1 }],
      outlet_ids: [a1],
    });
    expect(edit.statusCode).toBe(403);
    expect((await api.remove(limited, shared.id)).statusCode).toBe(403);
    const outside = await api.create(limited, {
      name: 'Paket Luar Jangkauan',
      price: 1,
      components: [{ variant_id: kopi, quantity: 1 }],
      outlet_ids: [a2],
    });
    expect(outside.statusCode).toBe(400);
    await limitToOutlets(context.database.db, context.fx.a.id, manager.id, [a1, a2]);
  });

  it('answers 403 to a role without the permission', async () => {
    const none = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    expect((await api.list(none)).statusCode).toBe(403);
    expect((await api.variants(none)).statusCode).toBe(403);
  });
});
