import { and, eq } from 'drizzle-orm';
import type { Category, ListCategoriesResponse } from '@backoffice/contracts/categories';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, items, rolePermissions } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { categoryRequests, createdId, errorOf } from './library-requests.js';
import { useTestApp } from './test-context.js';

describe('categories: list, create, edit, delete', () => {
  const context = useTestApp();
  let api: ReturnType<typeof categoryRequests>;
  let owner: string;
  let ownerB: string;

  beforeAll(async () => {
    api = categoryRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
  });

  const addItems = async (categoryId: number | null, names: string[]) =>
    context.database.db
      .insert(items)
      .values(names.map((name) => ({ businessId: context.fx.a.id, categoryId, name })))
      .returning({ id: items.id });

  it('creates a category trimmed, with its colour upper-cased, and reads it back with its item count', async () => {
    const created = await api.create(owner, { name: '  Minuman Dingin ', color: '#1c7ed6' });
    expect(created.statusCode).toBe(201);
    const category = created.json<Category>();
    expect(category).toMatchObject({ name: 'Minuman Dingin', color: '#1C7ED6', item_count: 0 });
    await addItems(category.id, ['Es Teh Cat', 'Es Jeruk Cat']);
    expect((await api.get(owner, category.id)).json<Category>().item_count).toBe(2);
  });

  it('refuses a name taken ignoring case and spaces with 409 under the name field', async () => {
    createdId(await api.create(owner, { name: 'Makanan Berat' }));
    const taken = await api.create(owner, { name: ' makanan BERAT' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: '0061-0002',
      errors: [
        {
          field: 'body.name',
          message: 'Category name already exists in your business, please use another name.',
        },
      ],
    });
    // Another business may use the same name.
    expect((await api.create(ownerB, { name: 'Makanan Berat' })).statusCode).toBe(201);
  });

  it('refuses an empty name, a long name and a colour that is not hex, naming each field with its key', async () => {
    const response = await api.create(owner, { name: '   ', color: 'red' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'Category name is required', key: 'categories.nameRequired' },
        {
          field: 'body.color',
          message: 'Colour must be a hex colour such as #1C7ED6',
          key: 'categories.colorInvalid',
        },
      ]),
    );
    expect((await api.create(owner, { name: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('renames and recolours; renaming to a taken name changes nothing', async () => {
    const id = createdId(await api.create(owner, { name: 'Snack', color: '#37B24D' }));
    createdId(await api.create(owner, { name: 'Dessert' }));
    const renamed = await api.update(owner, id, { name: 'Snacks', color: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Category>()).toMatchObject({ id, name: 'Snacks', color: null });
    const clash = await api.update(owner, id, { name: 'DESSERT' });
    expect(clash.statusCode).toBe(409);
    expect((await api.get(owner, id)).json<Category>().name).toBe('Snacks');
    // Same name in another case is its own name, not a clash.
    expect((await api.update(owner, id, { name: 'SNACKS' })).statusCode).toBe(200);
  });

  it('deleting a category leaves its items, uncategorised, and says how many', async () => {
    const id = createdId(await api.create(owner, { name: 'Musiman' }));
    const [first] = await addItems(id, ['Es Campur Musim', 'Kolak Musim']);
    const deleted = await api.remove(owner, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: 1, uncategorised_items: 2 });
    const [item] = await context.database.db.select().from(items).where(eq(items.id, first!.id));
    expect(item).toMatchObject({ name: 'Es Campur Musim', categoryId: null });
    expect((await api.get(owner, id)).statusCode).toBe(404);
    expect(errorOf(await api.remove(owner, id)).code).toBe('NOT_FOUND');
  });

  it('bulk deletes the business’s own categories, counting them; another business’s id among them is 404', async () => {
    const mine = [
      createdId(await api.create(owner, { name: 'Bulk A' })),
      createdId(await api.create(owner, { name: 'Bulk B' })),
    ];
    const theirs = createdId(await api.create(ownerB, { name: 'Bulk Theirs' }));
    await addItems(mine[0]!, ['Bulk item']);
    for (const ids of [[...mine, theirs], [theirs]]) {
      const refused = await api.bulkDelete(owner, ids);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('NOT_FOUND');
    }
    // Nothing was deleted by the refused requests.
    for (const id of mine) expect((await api.get(owner, id)).statusCode).toBe(200);
    expect((await api.get(ownerB, theirs)).statusCode).toBe(200);
    const response = await api.bulkDelete(owner, [...mine, mine[0]!]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2, uncategorised_items: 1 });
    expect(errorOf(await api.bulkDelete(owner, mine)).code).toBe('NOT_FOUND');
    expect((await api.bulkDelete(owner, [])).statusCode).toBe(400);
  });

  it("answers another business's category as missing, and never changes it", async () => {
    const theirs = createdId(await api.create(ownerB, { name: 'Rahasia' }));
    for (const response of [
      await api.get(owner, theirs),
      await api.update(owner, theirs, { name: 'Dicuri' }),
      await api.remove(owner, theirs),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect((await api.get(ownerB, theirs)).json<Category>().name).toBe('Rahasia');
  });

  it('pages by keyset in each order without repeats or gaps, searches, and refuses a cursor of another order', async () => {
    const db = context.database.db;
    const business = context.fx.b.id;
    await db.delete(categories).where(eq(categories.businessId, business));
    const names = Array.from({ length: 7 }, (_, i) => `Kat ${String.fromCharCode(71 - i)}`);
    const rows = await db
      .insert(categories)
      .values(names.map((name) => ({ businessId: business, name })))
      .returning({ id: categories.id, name: categories.name });
    // Item counts 0..6 in reverse of name order; two share a count to test the name tie-break.
    const counts = [0, 1, 1, 3, 4, 5, 6];
    for (const [index, row] of rows.entries()) {
      const n = counts[index]!;
      if (n)
        await db.insert(items).values(
          Array.from({ length: n }, (_, i) => ({
            businessId: business,
            categoryId: row.id,
            name: `${row.name} ${i}`,
          })),
        );
    }
    const readAll = async (sort: string) => {
      const seen: Category[] = [];
      let cursor: string | undefined;
      do {
        const page = (await api.list(ownerB, { sort, per_page: 3, cursor })).json<ListCategoriesResponse>();
        seen.push(...page.results);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return seen;
    };
    const byName = await readAll('name');
    expect(byName.map((c) => c.name)).toEqual([...names].sort());
    expect((await readAll('-name')).map((c) => c.name)).toEqual([...names].sort().reverse());
    const byCount = await readAll('-item_count');
    expect(byCount.map((c) => c.item_count)).toEqual([6, 5, 4, 3, 1, 1, 0]);
    expect(byCount.length).toBe(7);
    expect(new Set(byCount.map((c) => c.id)).size).toBe(7);
    expect((await readAll('item_count')).map((c) => c.item_count)).toEqual([0, 1, 1, 3, 4, 5, 6]);

    const found = (await api.list(ownerB, { search: 'kat g' })).json<ListCategoriesResponse>();
    expect(found.results.map((c) => c.name)).toEqual(['Kat G']);
    expect((await api.list(ownerB, { search: '%' })).json<ListCategoriesResponse>().results).toEqual([]);

    const first = (await api.list(ownerB, { sort: 'name', per_page: 2 })).json<ListCategoriesResponse>();
    const mixed = await api.list(ownerB, { sort: '-item_count', cursor: first.next_cursor! });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).errors[0]?.field).toBe('querystring.cursor');
  });

  it('needs the Categories permission: a manager loses access when the grant is revoked', async () => {
    const manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    expect((await api.list(manager)).statusCode).toBe(200);
    await context.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, context.fx.a.id),
          eq(rolePermissions.roleId, context.fx.a.manager.roleId),
          eq(rolePermissions.permissionKey, 'library.categories'),
        ),
      );
    const refused = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    for (const response of [await api.list(refused), await api.create(refused, { name: 'Nope' })]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});
