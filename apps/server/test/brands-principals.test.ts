import { and, eq } from 'drizzle-orm';
import type {
  Brand,
  ListBrandsResponse,
  ListPrincipalsResponse,
  Principal,
} from '@backoffice/contracts/brands';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, principals, rolePermissions } from '../src/db/schema/index.js';
import { brandRequests, createdId, errorOf, insertItems } from './brand-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

describe('principals, bulk actions and lists', () => {
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

  const principalOf = async (brandId: number) =>
    (await context.database.db.select().from(brands).where(eq(brands.id, brandId)))[0]?.principalId;
  const principalRow = async (id: number) =>
    (await context.database.db.select().from(principals).where(eq(principals.id, id)))[0];
  const brand = (name: string, outlet = a1) => api.create(owner, outlet, { name }).then(createdId);

  it('creates a principal with brands; the list starts with "None" and counts each group', async () => {
    const [kopi, teh, lone] = [await brand('P Kopi'), await brand('P Teh'), await brand('P Sendiri')];
    const created = await api.createPrincipal(owner, {
      name: ' PT Minuman ',
      brand_ids: [kopi, teh],
      outlet_id: a1,
    });
    expect(created.statusCode).toBe(201);
    const principal = created.json<Principal>();
    expect(principal).toMatchObject({
      name: 'PT Minuman',
      brand_count: 2,
      brands: [
        { id: kopi, name: 'P Kopi' },
        { id: teh, name: 'P Teh' },
      ],
    });
    const list = (await api.principals(owner, { outlet_id: a1, deep: true })).json<ListPrincipalsResponse>();
    expect(list.results[0]).toMatchObject({ id: -1, name: 'None' });
    expect(list.results[0]!.brands.map((b) => b.id)).toContain(lone);
    expect(list.results.find((p) => p.id === principal.id)?.brand_count).toBe(2);
    const shallow = (await api.principals(owner, { outlet_id: a1 })).json<ListPrincipalsResponse>();
    expect(shallow.results.every((p) => p.brands.length === 0)).toBe(true);
    // The other outlet does not offer it.
    const there = (await api.principals(owner, { outlet_id: a2 })).json<ListPrincipalsResponse>();
    expect(there.results.map((p) => p.id)).not.toContain(principal.id);
    const read = (await api.getPrincipal(owner, principal.id, a1)).json<Principal>();
    expect(read.brands.map((b) => b.id)).toEqual([kopi, teh]);
  });

  it("counts each principal's items sold at the outlet, the None group's too, beside its brands", async () => {
    const noneItems = async () =>
      (await api.principals(owner, { outlet_id: a1 })).json<ListPrincipalsResponse>().results[0]!.item_count;
    const noneBefore = await noneItems();
    const [kopi, teh, lone] = [await brand('C Kopi'), await brand('C Teh'), await brand('C Sendiri')];
    const db = context.database.db;
    await insertItems(db, context.fx.a.id, kopi, ['C Kopi Susu', 'C Kopi Hitam'], [a1]);
    await insertItems(db, context.fx.a.id, kopi, ['C Kopi Elsewhere'], [a2]);
    await insertItems(db, context.fx.a.id, teh, ['C Teh Manis'], [a1, a2]);
    await insertItems(db, context.fx.a.id, lone, ['C Roti', 'C Kue'], [a1]);
    const principal = createdId(
      await api.createPrincipal(owner, { name: 'PT Hitung', brand_ids: [kopi, teh], outlet_id: a1 }),
    );
    const list = (await api.principals(owner, { outlet_id: a1 })).json<ListPrincipalsResponse>();
    expect(list.results.find((p) => p.id === principal)).toMatchObject({ brand_count: 2, item_count: 3 });
    expect((await api.getPrincipal(owner, principal, a1)).json<Principal>().item_count).toBe(3);
    expect(await noneItems()).toBe(noneBefore + 2);
  });

  it('refuses taken and reserved principal names with their codes, and brands not at the outlet', async () => {
    createdId(await api.createPrincipal(owner, { name: 'PT Unik', outlet_id: a1 }));
    const here = await api.createPrincipal(owner, { name: 'pt unik', outlet_id: a1 });
    expect(here.statusCode).toBe(409);
    expect(errorOf(here)).toMatchObject({ code: '0093-0001', errors: [{ field: 'body.name' }] });
    expect(errorOf(await api.createPrincipal(owner, { name: 'PT UNIK', outlet_id: a2 })).code).toBe(
      '0093-0002',
    );
    expect(errorOf(await api.createPrincipal(owner, { name: ' none ', outlet_id: a1 })).code).toBe(
      '0093-0003',
    );
    const elsewhere = await brand('P Di A2', a2);
    const refused = await api.createPrincipal(owner, {
      name: 'PT Baru',
      brand_ids: [elsewhere],
      outlet_id: a1,
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)).toMatchObject({ code: '0072-0001', errors: [{ field: 'body.brand_ids.0' }] });
    const empty = await api.createPrincipal(owner, { name: '', outlet_id: a1 });
    expect(errorOf(empty).errors[0]?.message).toBe('Principal name is required');
  });

  it('edits a principal: the brands named become its own, the rest at the outlet lose it', async () => {
    const [x, y, z] = [await brand('E X'), await brand('E Y'), await brand('E Z')];
    const id = createdId(
      await api.createPrincipal(owner, { name: 'PT Edit', brand_ids: [x, y], outlet_id: a1 }),
    );
    const edited = await api.updatePrincipal(owner, id, {
      name: 'PT Edit 2',
      brand_ids: [y, z],
      outlet_id: a1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Principal>()).toMatchObject({ name: 'PT Edit 2', brand_count: 2 });
    expect([await principalOf(x), await principalOf(y), await principalOf(z)]).toEqual([null, id, id]);
    const missing = await api.updatePrincipal(owner, 2_000_000, { name: 'Tidak Ada', outlet_id: a1 });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('0093-0004');
  });

  it('deleting a principal moves its brands to no principal', async () => {
    const b = await brand('D Brand');
    const id = createdId(
      await api.createPrincipal(owner, { name: 'PT Hapus', brand_ids: [b], outlet_id: a1 }),
    );
    const removed = await api.removePrincipal(owner, id, { outlet_id: a1, is_saved_to_all_outlets: false });
    expect(removed.statusCode).toBe(204);
    expect(await principalRow(id)).toBeUndefined();
    expect(await principalOf(b)).toBeNull();
    expect((await api.get(owner, b, a1)).json<Brand>().principal_id).toBeNull();
  });

  it('bulk delete removes brands and principals together; items become Unbranded', async () => {
    const [b1, b2, kept] = [await brand('BD 1'), await brand('BD 2'), await brand('BD kept')];
    const itemIds = await insertItems(context.database.db, context.fx.a.id, b1, ['BD item'], [a1]);
    const p = createdId(
      await api.createPrincipal(owner, { name: 'PT BD', brand_ids: [kept], outlet_id: a1 }),
    );
    const response = await api.bulkDelete(owner, {
      outlet_id: a1,
      brand_ids: [b1, b2],
      principal_ids: [p],
      is_saved_to_all_outlets: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ brand_count: 2, principal_count: 1 });
    expect(await principalOf(b1)).toBeUndefined();
    expect(await principalRow(p)).toBeUndefined();
    expect(await principalOf(kept)).toBeNull();
    const [item] = await context.database.db.query.items.findMany({
      where: (t, { eq: is }) => is(t.id, itemIds[0]!),
    });
    expect(item?.brandId).toBeNull();
  });

  it('a bulk delete that fails midway changes nothing', async () => {
    const b = await brand('Half 1');
    const p = createdId(await api.createPrincipal(owner, { name: 'PT Half', brand_ids: [b], outlet_id: a1 }));
    const alone = await brand('Half 2');
    // The brands are deleted first, then the unknown principal is refused: everything must roll back.
    const response = await api.bulkDelete(owner, {
      outlet_id: a1,
      brand_ids: [alone],
      principal_ids: [p, 2_000_000],
      is_saved_to_all_outlets: true,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({
      code: '0093-0004',
      errors: [{ field: 'body.principal_ids.1' }],
    });
    expect(await principalOf(alone)).toBeNull();
    expect(await principalRow(p)).toBeDefined();
    expect(await principalOf(b)).toBe(p);
    expect((await api.get(owner, alone, a1)).statusCode).toBe(200);
  });

  it('bulk move sends brands, and the brands of principals, to a principal or to none', async () => {
    const [m1, m2, m3] = [await brand('M 1'), await brand('M 2'), await brand('M 3')];
    const from = createdId(
      await api.createPrincipal(owner, { name: 'PT Asal', brand_ids: [m2, m3], outlet_id: a1 }),
    );
    const to = createdId(await api.createPrincipal(owner, { name: 'PT Tujuan', outlet_id: a1 }));
    const moved = await api.bulkMove(owner, {
      outlet_id: a1,
      brand_ids: [m1],
      principal_ids: [from],
      target_principal_id: to,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ brand_count: 3, principal_count: 1 });
    expect([await principalOf(m1), await principalOf(m2), await principalOf(m3)]).toEqual([to, to, to]);
    const none = await api.bulkMove(owner, { outlet_id: a1, brand_ids: [m1], target_principal_id: -1 });
    expect(none.statusCode).toBe(200);
    expect(await principalOf(m1)).toBeNull();
    const badTarget = await api.bulkMove(owner, {
      outlet_id: a1,
      brand_ids: [m2],
      target_principal_id: 2_000_000,
    });
    expect(errorOf(badTarget).code).toBe('0093-0004');
    expect(await principalOf(m2)).toBe(to);
    const nothing = await api.bulkMove(owner, { outlet_id: a1, target_principal_id: to });
    expect(nothing.statusCode).toBe(400);
  });

  it('lists brands by group, by keyword (brand or parent scope), in pages', async () => {
    const p = createdId(await api.createPrincipal(owner, { name: 'Kelompok Cari', outlet_id: a1 }));
    const ids: number[] = [];
    for (const name of ['Cari 1', 'Cari 2', 'Cari 3', 'Cari_%']) ids.push(await brand(name));
    await api.bulkMove(owner, { outlet_id: a1, brand_ids: ids.slice(0, 3), target_principal_id: p });
    const first = (await api.list(owner, a1, { principal_id: p, size: 2 })).json<ListBrandsResponse>();
    expect(first.results.map((b) => b.name)).toEqual(['Cari 1', 'Cari 2']);
    expect(first).toMatchObject({ page: 1, size: 2, has_next: true });
    const second = (
      await api.list(owner, a1, { principal_id: p, size: 2, page: 2 })
    ).json<ListBrandsResponse>();
    expect(second.results.map((b) => b.name)).toEqual(['Cari 3']);
    expect(second.has_next).toBe(false);
    const none = (
      await api.list(owner, a1, { principal_id: -1, keyword: 'cari' })
    ).json<ListBrandsResponse>();
    expect(none.results.map((b) => b.name)).toEqual(['Cari_%']);
    // LIKE's own characters are literal.
    const literal = (await api.list(owner, a1, { keyword: '_%' })).json<ListBrandsResponse>();
    expect(literal.results.map((b) => b.name)).toEqual(['Cari_%']);
    const byParent = (
      await api.list(owner, a1, { keyword: 'kelompok', deep: true })
    ).json<ListBrandsResponse>();
    expect(byParent.results.map((b) => b.name)).toEqual(['Cari 1', 'Cari 2', 'Cari 3']);
    expect(byParent.results[0]).toMatchObject({ principal_id: p, principal_name: 'Kelompok Cari' });
    const brandScope = (await api.list(owner, a1, { keyword: 'kelompok' })).json<ListBrandsResponse>();
    expect(brandScope.results).toEqual([]);
  });

  it('needs the Brands permission on every endpoint', async () => {
    const manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const b = await brand('Perm Brand');
    expect((await api.list(manager, a1)).statusCode).toBe(200);
    await context.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, context.fx.a.id),
          eq(rolePermissions.roleId, context.fx.a.manager.roleId),
          eq(rolePermissions.permissionKey, 'library.brands'),
        ),
      );
    const responses = [
      await api.list(manager, a1),
      await api.create(manager, a1, { name: 'X' }),
      await api.createAtAll(manager, a1, { name: 'X' }),
      await api.get(manager, b, a1),
      await api.update(manager, b, a1, { name: 'X' }),
      await api.remove(manager, b, a1),
      await api.principals(manager, { outlet_id: a1 }),
      await api.createPrincipal(manager, { name: 'X', outlet_id: a1 }),
      await api.bulkDelete(manager, { outlet_id: a1, brand_ids: [b] }),
      await api.bulkMove(manager, { outlet_id: a1, brand_ids: [b], target_principal_id: null }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(403);
    expect((await api.get(owner, b, a1)).statusCode).toBe(200);
  });
});
