import { and, eq, inArray } from 'drizzle-orm';
import type { Brand } from '@backoffice/contracts/brands';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandOutlets, brands, items } from '../src/db/schema/index.js';
import { brandRequests, createdId, errorOf, insertItems } from './brand-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

describe('brands: create, read, edit, delete at an outlet', () => {
  const context = useTestApp();
  let api: ReturnType<typeof brandRequests>;
  let owner: string;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    api = brandRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
  });

  const brandRow = async (id: number) =>
    (await context.database.db.select().from(brands).where(eq(brands.id, id)))[0];
  const outletsOf = async (id: number) =>
    (
      await context.database.db
        .select({ outletId: brandOutlets.outletId })
        .from(brandOutlets)
        .where(eq(brandOutlets.brandId, id))
    )
      .map((row) => row.outletId)
      .sort((x, y) => x - y);

  it('creates a brand at one outlet, trimmed, with its real items counted there', async () => {
    const created = await api.create(owner, a1, { name: '  Kopi Kenangan ', principal_id: null });
    expect(created.statusCode).toBe(201);
    const brand = created.json<Brand>();
    expect(brand).toMatchObject({
      name: 'Kopi Kenangan',
      principal_id: null,
      principal_name: null,
      item_count: 0,
      item_names: [],
      outlet_count: 1,
    });
    expect(await outletsOf(brand.id)).toEqual([a1]);
    await insertItems(context.database.db, context.fx.a.id, brand.id, ['Latte', 'Americano'], [a1]);
    await insertItems(context.database.db, context.fx.a.id, brand.id, ['Only elsewhere'], [a2]);
    const read = (await api.get(owner, brand.id, a1)).json<Brand>();
    expect(read.item_count).toBe(2);
    expect(read.item_names).toEqual(['Americano', 'Latte']);
    // Not offered at a2: the outlet does not see it.
    expect((await api.get(owner, brand.id, a2)).statusCode).toBe(404);
  });

  it('refuses a taken name with the code that says where it is taken, under the name field', async () => {
    const id = createdId(await api.create(owner, a1, { name: 'Teh Botol' }));
    const here = await api.create(owner, a1, { name: 'TEH BOTOL ' });
    expect(here.statusCode).toBe(409);
    expect(errorOf(here)).toMatchObject({
      code: '0072-0002',
      errors: [
        { field: 'body.name', message: 'Brand name already exists in this outlet, please use another name.' },
      ],
    });
    const elsewhere = await api.create(owner, a2, { name: 'teh botol' });
    expect(elsewhere.statusCode).toBe(409);
    expect(errorOf(elsewhere).code).toBe('0072-0003');
    expect(await outletsOf(id)).toEqual([a1]);
  });

  it('validates the name: required and at most 50 characters', async () => {
    const empty = await api.create(owner, a1, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors[0]).toMatchObject({ field: 'body.name', message: 'Brand name is required' });
    const long = await api.create(owner, a1, { name: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).errors[0]?.message).toBe('Name can not be longer than 50 characters');
    expect((await api.create(owner, a1, { name: 'y'.repeat(50) })).statusCode).toBe(201);
  });

  it('saves to all outlets, on create and on edit, with its principal offered there too', async () => {
    const principal = createdId(await api.createPrincipal(owner, { name: 'Grup Semua', outlet_id: a1 }));
    const all = await api.createAtAll(owner, a1, { name: 'Semua Outlet', principal_id: principal });
    expect(all.statusCode).toBe(201);
    const id = all.json<Brand>().id;
    expect(await outletsOf(id)).toEqual([a1, a2]);
    expect((await api.get(owner, id, a2)).json<Brand>().principal_id).toBe(principal);

    const single = createdId(await api.create(owner, a1, { name: 'Satu Outlet' }));
    const edited = await api.update(owner, single, a1, {
      name: 'Satu Jadi Semua',
      is_saved_to_all_outlets: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Brand>()).toMatchObject({ name: 'Satu Jadi Semua', outlet_count: 2 });
  });

  it('edits name and principal; a principal not at the outlet is 0093-0004', async () => {
    const id = createdId(await api.create(owner, a1, { name: 'Roti Bakar' }));
    const principal = createdId(await api.createPrincipal(owner, { name: 'Grup Roti', outlet_id: a1 }));
    const other = createdId(await api.createPrincipal(owner, { name: 'Grup Lain', outlet_id: a2 }));
    const moved = await api.update(owner, id, a1, { name: 'Roti Bakar 88', principal_id: principal });
    expect(moved.json<Brand>()).toMatchObject({
      name: 'Roti Bakar 88',
      principal_id: principal,
      principal_name: 'Grup Roti',
    });
    const refused = await api.update(owner, id, a1, { name: 'Roti Bakar 88', principal_id: other });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)).toMatchObject({ code: '0093-0004', errors: [{ field: 'body.principal_id' }] });
    const none = await api.update(owner, id, a1, { name: 'Roti Bakar 88', principal_id: -1 });
    expect(none.json<Brand>().principal_id).toBeNull();
    const taken = createdId(await api.create(owner, a1, { name: 'Roti Tawar' }));
    const clash = await api.update(owner, taken, a1, { name: 'roti bakar 88' });
    expect(errorOf(clash).code).toBe('0072-0002');
    // Keeping its own name is no clash.
    expect((await api.update(owner, id, a1, { name: 'ROTI BAKAR 88' })).statusCode).toBe(200);
  });

  it('deleting at one of two outlets keeps the brand elsewhere; deleting from all makes its items Unbranded', async () => {
    const id = createdId(await api.createAtAll(owner, a1, { name: 'Sambal Bu Rudy' }));
    const itemIds = await insertItems(context.database.db, context.fx.a.id, id, ['Sambal Bawang'], [a1, a2]);
    expect((await api.remove(owner, id, a1)).statusCode).toBe(204);
    expect(await outletsOf(id)).toEqual([a2]);
    expect((await api.get(owner, id, a1)).statusCode).toBe(404);
    expect(await brandRow(id)).toBeDefined();

    const again = createdId(await api.createAtAll(owner, a1, { name: 'Sambal Ibu' }));
    await context.database.db.update(items).set({ brandId: again }).where(inArray(items.id, itemIds));
    expect((await api.remove(owner, again, a1, { is_saved_to_all_outlets: true })).statusCode).toBe(204);
    expect(await brandRow(again)).toBeUndefined();
    const [item] = await context.database.db.select().from(items).where(eq(items.id, itemIds[0]!));
    expect(item).toMatchObject({ brandId: null, businessId: context.fx.a.id });
  });

  it('deleting at its last outlet deletes it; a second delete is 0072-0001', async () => {
    const id = createdId(await api.create(owner, a1, { name: 'Es Teler' }));
    expect((await api.remove(owner, id, a1)).statusCode).toBe(204);
    expect(await brandRow(id)).toBeUndefined();
    const again = await api.remove(owner, id, a1);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe('0072-0001');
  });

  it("answers 404 for another business's brand and outlet and changes nothing", async () => {
    const stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    const [b1] = context.fx.b.outletIds as [number];
    const theirs = createdId(await api.create(stranger, b1, { name: 'Milik B' }));
    expect((await api.get(owner, theirs, a1)).statusCode).toBe(404);
    expect((await api.update(owner, theirs, a1, { name: 'Dicuri' })).statusCode).toBe(404);
    expect((await api.remove(owner, theirs, b1)).statusCode).toBe(404);
    expect((await api.create(owner, b1, { name: 'Nyasar' })).statusCode).toBe(404);
    expect((await api.list(owner, b1)).statusCode).toBe(404);
    expect((await brandRow(theirs))?.name).toBe('Milik B');
    const rows = await context.database.db
      .select()
      .from(brands)
      .where(and(eq(brands.businessId, context.fx.a.id), eq(brands.name, 'Nyasar')));
    expect(rows).toEqual([]);
  });
});
