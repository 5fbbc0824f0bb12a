import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, items } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { categoryRequests, createdId, errorOf } from './library-requests.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/** The embedded database runs one transaction at a time, where these races cannot happen. */
describe.runIf(testDatabaseKind === 'postgres')('categories under concurrent writes (PostgreSQL)', () => {
  const context = useTestApp();
  let api: ReturnType<typeof categoryRequests>;
  let owner: string;

  beforeAll(async () => {
    api = categoryRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
  });

  it('of concurrent creates of one name, one wins and the others get the name error, never a 500', async () => {
    const responses = await Promise.all(
      ['Kopi Susu', 'kopi susu ', ' KOPI SUSU', 'Kopi susu'].map((name) => api.create(owner, { name })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response)).toMatchObject({ code: '0061-0002', errors: [{ field: 'body.name' }] });
    }
    const rows = await context.database.db
      .select()
      .from(categories)
      .where(eq(categories.businessId, context.fx.a.id));
    expect(rows.filter((row) => row.name.trim().toLowerCase() === 'kopi susu')).toHaveLength(1);
  });

  it('an edit racing a delete either saves first or finds the category gone; items are never deleted', async () => {
    const id = createdId(await api.create(owner, { name: 'Balapan' }));
    const [item] = await context.database.db
      .insert(items)
      .values({ businessId: context.fx.a.id, categoryId: id, name: 'Item balapan' })
      .returning({ id: items.id });
    const [edited, deleted] = await Promise.all([
      api.update(owner, id, { name: 'Balapan 2' }),
      api.remove(owner, id),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 404]).toContain(edited.statusCode);
    const [left] = await context.database.db.select().from(items).where(eq(items.id, item!.id));
    expect(left?.categoryId).toBeNull();
  });
});
