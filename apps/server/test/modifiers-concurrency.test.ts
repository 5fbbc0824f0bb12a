import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemModifiers, items, modifiers } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { itemRequests, simpleItem } from './item-requests.js';
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

  it("a set's item save racing an item save or an item delete waits, never deadlocks or answers 500 (decision 0225)", async () => {
    const itemApi = itemRequests(context.app);
    const created = [];
    for (const name of ['Balap Kopi', 'Balap Teh', 'Balap Susu'])
      created.push(await itemApi.create(owner, simpleItem(name, a1)));
    const [kopi, teh, susu] = created.map((response) => {
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    }) as [number, number, number];
    const set = modifierOf(await api.create(owner, sugarLevel([a1], 'Balap Gula')));

    // Each round attaches and detaches Balap Kopi from both sides, so both saves write links every time.
    for (let round = 0; round < 20; round++) {
      const attach = round % 2 === 0;
      const [setSave, itemSave] = await Promise.all([
        api.update(owner, set.id, {
          ...sugarLevel([a1], 'Balap Gula'),
          item_ids: attach ? [kopi, teh] : [teh],
        }),
        itemApi.update(owner, kopi, {
          ...simpleItem('Balap Kopi', a1),
          modifier_ids: attach ? [set.id] : [],
        }),
      ]);
      expect([setSave.statusCode, itemSave.statusCode], `${setSave.body} ${itemSave.body}`).toEqual([
        200, 200,
      ]);
    }
    // The last round detached Balap Kopi from both sides.
    const links = await context.database.db
      .select({ itemId: itemModifiers.itemId })
      .from(itemModifiers)
      .where(eq(itemModifiers.modifierId, set.id));
    expect(links.map((link) => link.itemId)).toEqual([teh]);

    const [attach, removal] = await Promise.all([
      api.update(owner, set.id, { ...sugarLevel([a1], 'Balap Gula'), item_ids: [susu] }),
      itemApi.remove(owner, susu),
    ]);
    expect(removal.statusCode).toBeLessThan(300);
    // Either the save came first (the delete then took the link with the item) or it found the item gone.
    expect([200, 400]).toContain(attach.statusCode);
    if (attach.statusCode === 400) expect(errorOf(attach).errors[0]!.field).toBe('body.item_ids.0');
    expect(await context.database.db.select().from(items).where(eq(items.id, susu))).toEqual([]);
    expect(
      await context.database.db.select().from(itemModifiers).where(eq(itemModifiers.itemId, susu)),
    ).toEqual([]);
  });
});
