import { fileMessages } from '@backoffice/contracts/files';
import { itemMessages } from '@backoffice/contracts/items';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, orderItems } from '../src/db/schema/index.js';
import { pdfDocument, pngImage } from './file-fixtures.js';
import { signIn } from './identity-fixtures.js';
import { errorOf, type ItemApi, itemOf, itemRequests, libraryOf, simpleItem } from './item-requests.js';
import { testDatabaseKind } from './test-database.js';
import { useTestApp } from './test-context.js';

const NAME_TAKEN = 'Item name already exists in your business, please use another name.';
const SKU_TAKEN = 'SKU already exists in your business, please use another SKU.';

describe('item list: create, read, edit, delete an item', () => {
  const context = useTestApp();
  let api: ItemApi;
  let owner: string;
  let stranger: string;
  let a1: number;
  let a2: number;
  let library: Awaited<ReturnType<typeof libraryOf>>;

  beforeAll(async () => {
    api = itemRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    library = await libraryOf(context.database.db, context.fx.a.id, 'A');
  });

  it('creates an item with two variants, per-outlet prices and stock, and reads it back', async () => {
    const created = await api.create(owner, {
      name: '  Es Teh Manis ',
      category_id: library.categoryId,
      description: 'Teh melati',
      track_stock: true,
      outlet_ids: [a2, a1],
      modifier_ids: [library.modifierId],
      tax_ids: [library.taxId],
      sales_type_ids: [library.salesTypeId],
      variants: [
        {
          name: 'Regular',
          sku: ' ETM-R ',
          price: 8000,
          cost: 3000,
          outlets: [{ outlet_id: a2, price: 9000, stock: 12, low_stock_level: 5 }],
        },
        { name: 'Large', sku: 'ETM-L', price: 11000, cost: 4000 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const item = itemOf(created);
    expect(item).toMatchObject({
      name: 'Es Teh Manis',
      kind: 'item',
      category_id: library.categoryId,
      description: 'Teh melati',
      track_stock: true,
      outlet_ids: [a1, a2],
      modifier_ids: [library.modifierId],
      tax_ids: [library.taxId],
      sales_type_ids: [library.salesTypeId],
      can_edit: true,
    });
    expect(item.variants.map((v) => [v.name, v.sku, v.price, v.cost])).toEqual([
      ['Regular', 'ETM-R', 8000, 3000],
      ['Large', 'ETM-L', 11000, 4000],
    ]);
    // A tracked item has stock at every outlet that sells it: none on hand unless said.
    expect(item.variants[0]!.outlets).toEqual([
      { outlet_id: a1, price: null, stock: 0, low_stock_level: null },
      { outlet_id: a2, price: 9000, stock: 12, low_stock_level: 5 },
    ]);
    const read = await api.get(owner, item.id);
    expect(read.statusCode).toBe(200);
    expect(itemOf(read)).toEqual(item);
  });

  it('refuses a taken name ignoring case and spaces, and a taken SKU at its variant, writing nothing', async () => {
    const first = await api.create(owner, {
      ...simpleItem('Kopi Susu', a1),
      variants: [{ price: 1, sku: 'KS-1' }],
    });
    expect(first.statusCode).toBe(201);
    const before = (
      await context.database.db.select().from(items).where(eq(items.businessId, context.fx.a.id))
    ).length;
    const sameName = await api.create(owner, simpleItem(' kopi SUSU ', a1));
    expect(sameName.statusCode).toBe(409);
    expect(errorOf(sameName)).toMatchObject({ code: '0030-0010', message: NAME_TAKEN });
    expect(errorOf(sameName).errors[0]?.field).toBe('body.name');
    const sameSku = await api.create(owner, {
      name: 'Kopi Hitam',
      outlet_ids: [a1],
      variants: [
        { name: 'Panas', price: 1, sku: 'KH-1' },
        { name: 'Dingin', price: 1, sku: ' ks-1 ' },
      ],
    });
    expect(sameSku.statusCode).toBe(409);
    expect(errorOf(sameSku)).toMatchObject({ code: '0030-0011', message: SKU_TAKEN });
    expect(errorOf(sameSku).errors[0]?.field).toBe('body.variants.1.sku');
    const after = (
      await context.database.db.select().from(items).where(eq(items.businessId, context.fx.a.id))
    ).length;
    expect(after).toBe(before);
    // Another business may use the same name and SKU.
    const elsewhere = await api.create(stranger, {
      ...simpleItem('Kopi Susu', context.fx.b.outletIds[0]!),
      variants: [{ price: 1, sku: 'KS-1' }],
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers every broken rule at its field with the message, in the error shape', async () => {
    const response = await api.create(owner, {
      name: '  ',
      outlet_ids: [],
      variants: [
        { name: 'A', price: 10.5, cost: -1, sku: 'X' },
        { name: '', price: 1, sku: 'x', outlets: [{ outlet_id: a2, price: 1 }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const errors = errorOf(response).errors.map((error) => [error.field, error.message]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['body.name', itemMessages.nameRequired],
        ['body.outlet_ids', itemMessages.outletRequired],
        ['body.variants.0.price', itemMessages.amountWhole],
        ['body.variants.0.cost', itemMessages.amountNegative],
        ['body.variants.1.name', itemMessages.variantNameRequired],
        ['body.variants.1.sku', itemMessages.skuRepeated],
        ['body.variants.1.outlets.0.outlet_id', itemMessages.outletNotSelling],
      ]),
    );
    expect(errorOf(response).errors.find((e) => e.field === 'body.name')?.key).toBe('items.nameRequired');
  });

  it("refuses another business's outlet, category, modifier, tax and sales type as its own field errors", async () => {
    const theirs = await libraryOf(context.database.db, context.fx.b.id, 'B');
    const response = await api.create(owner, {
      ...simpleItem('Roti Bakar', context.fx.b.outletIds[0]!),
      category_id: theirs.categoryId,
      modifier_ids: [theirs.modifierId],
      tax_ids: [theirs.taxId],
      sales_type_ids: [theirs.salesTypeId],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors.map((error) => [error.field, error.message])).toEqual([
      ['body.category_id', itemMessages.categoryGone],
      ['body.modifier_ids.0', itemMessages.modifierGone],
      ['body.tax_ids.0', itemMessages.taxGone],
      ['body.sales_type_ids.0', itemMessages.salesTypeGone],
      ['body.outlet_ids.0', itemMessages.outletNotManaged],
    ]);
  });

  it('validate_create_all_outlet answers as the create would, and writes nothing', async () => {
    const valid = await api.validate(owner, simpleItem('Pisang Goreng', a1));
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });
    const listed = await context.database.db.select().from(items).where(eq(items.name, 'Pisang Goreng'));
    expect(listed).toEqual([]);
    const taken = await api.validate(owner, simpleItem('kopi susu', a1));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('0030-0010');
    expect((await api.create(owner, simpleItem('Pisang Goreng', a1))).statusCode).toBe(201);
  });

  it('stores an uploaded picture by its key and answers its address; refuses what is not a PNG or JPEG', async () => {
    const upload = await api.upload(owner, a1, pngImage(120, 120));
    expect(upload.statusCode).toBe(200);
    const fileId = upload.json<{ id: string }>().id;
    const created = await api.create(owner, { ...simpleItem('Nasi Goreng', a1), image_file_id: fileId });
    expect(created.statusCode).toBe(201);
    const item = itemOf(created);
    expect(item.image_file_id).toBe(fileId);
    expect(item.image_url).toMatch(new RegExp(`/api/file/v1/public/${context.fx.a.id}/${fileId}$`));
    const stored = await context.database.db.select().from(items).where(eq(items.id, item.id));
    expect(stored[0]).toMatchObject({ imageFileId: fileId, imageUrl: null });

    const pdf = await api.upload(owner, a1, pdfDocument(), 'menu.pdf');
    expect(pdf.statusCode).toBe(200);
    const refused = await api.create(owner, {
      ...simpleItem('Mie Goreng', a1),
      image_file_id: pdf.json<{ id: string }>().id,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).errors[0]).toMatchObject({
      field: 'body.image_file_id',
      message: fileMessages.allowedImageFormat,
    });
    for (const fileId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await api.create(owner, { ...simpleItem('Mie Rebus', a1), image_file_id: fileId });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).errors[0]).toMatchObject({
        field: 'body.image_file_id',
        message: itemMessages.imageGone,
      });
    }
  });

  it('edits an item: a per-outlet price, a variant added and one removed, outlets changed', async () => {
    const created = itemOf(
      await api.create(owner, {
        name: 'Jus Alpukat',
        outlet_ids: [a1, a2],
        variants: [
          { name: 'Kecil', price: 10000, sku: 'JA-K' },
          { name: 'Besar', price: 15000, sku: 'JA-B' },
        ],
      }),
    );
    const [small, large] = created.variants as [(typeof created.variants)[0], (typeof created.variants)[0]];
    const updated = await api.update(owner, created.id, {
      name: 'Jus Alpukat Segar',
      outlet_ids: [a1],
      variants: [
        // The SKUs swap between the kept variant and a new one in one save.
        {
          id: large.id,
          name: 'Besar',
          price: 16000,
          sku: 'JA-K',
          outlets: [{ outlet_id: a1, price: 17000 }],
        },
        { name: 'Jumbo', price: 20000, sku: 'JA-B' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const item = itemOf(updated);
    expect(item.name).toBe('Jus Alpukat Segar');
    expect(item.outlet_ids).toEqual([a1]);
    expect(item.variants.map((v) => [v.name, v.sku, v.price, v.outlets])).toEqual([
      ['Besar', 'JA-K', 16000, [{ outlet_id: a1, price: 17000, stock: null, low_stock_level: null }]],
      ['Jumbo', 'JA-B', 20000, []],
    ]);
    expect(item.variants[0]!.id).toBe(large.id);
    expect(item.variants.some((v) => v.id === small.id)).toBe(false);

    const stale = await api.update(owner, created.id, {
      name: 'Jus Alpukat Segar',
      outlet_ids: [a1],
      variants: [{ id: small.id, name: 'Kecil', price: 1 }],
    });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).errors[0]).toMatchObject({
      field: 'body.variants.0.id',
      message: itemMessages.variantGone,
    });
  });

  it('deletes an item without touching stored orders; a second delete and another business answer 404', async () => {
    const item = itemOf(await api.create(owner, simpleItem('Teh Tarik', a1)));
    const theirs = await api.remove(stranger, item.id);
    expect(theirs.statusCode).toBe(404);
    expect((await api.get(stranger, item.id)).statusCode).toBe(404);
    expect(
      (await api.update(stranger, item.id, simpleItem('X', context.fx.b.outletIds[0]!))).statusCode,
    ).toBe(404);
    const ordersBefore = await context.database.db.select().from(orderItems);
    expect((await api.remove(owner, item.id)).statusCode).toBe(204);
    expect(await context.database.db.select().from(orderItems)).toEqual(ordersBefore);
    const again = await api.remove(owner, item.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Item does not found or already removed',
    });
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'of two concurrent creates of one name, one wins and the other gets the name error',
    async () => {
      const responses = await Promise.all([
        api.create(owner, simpleItem('Martabak Manis', a1)),
        api.create(owner, simpleItem(' martabak manis', a2)),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(errorOf(loser)).toMatchObject({ code: '0030-0010', message: NAME_TAKEN });
      expect(errorOf(loser).errors[0]?.field).toBe('body.name');
    },
  );
});
