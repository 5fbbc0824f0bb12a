import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { modifiers } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { errorOf, modifierOf, modifierRequests, sugarLevel } from './modifier-requests.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/** The embedded database runs one transaction at a time, where these races cannot happen. */
describe.runIf(testDatabaseKind === 'postgres')('modifiers under concurrent writes (PostgreSQL)', () => {
  const context = useTestApp();
  let api: ReturnType<typeof modifierRequests>;
  let owner: string;
  let a1: number;

  beforeAll(async () => {
    api = modifierRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1] = context.fx.a.outletIds as [number];
  });

  it('of concurrent creates of one name, one wins and the others get the name error, never a 500', async () => {
    const responses = await Promise.all(
      ['Balapan', 'balapan ', ' BALAPAN', 'Balapan'].map((name) => api.create(owner, sugarLevel([a1], name))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(errorOf(refused).errors).toEqual([expect.objectContaining({ field: 'body.name' })]);
    const rows = await context.database.db
      .select()
      .from(modifiers)
      .where(and(eq(modifiers.businessId, context.fx.a.id), sql`lower(trim(${modifiers.name})) = 'balapan'`));
    expect(rows).toHaveLength(1);
  });

  it('two saves of one set apply one after the other; a save racing a delete finds it gone or is deleted after', async () => {
    const set = modifierOf(await api.create(owner, sugarLevel([a1], 'Race')));
    const [first, second] = await Promise.all([
      api.update(owner, set.id, { ...sugarLevel([a1], 'Race'), options: [{ name: 'One', price: 1 }] }),
      api.update(owner, set.id, { ...sugarLevel([a1], 'Race'), options: [{ name: 'Two', price: 2 }] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const now = modifierOf(await api.get(owner, set.id));
    expect(now.options).toHaveLength(1);
    expect(['One', 'Two']).toContain(now.options[0]!.name);

    const [saved, deleted] = await Promise.all([
      api.update(owner, set.id, sugarLevel([a1], 'Race')),
      api.remove(owner, set.id),
    ]);
    expect(deleted.statusCode).toBe(204);
    expect([200, 404]).toContain(saved.statusCode);
    expect((await api.get(owner, set.id)).statusCode).toBe(404);
  });
});
