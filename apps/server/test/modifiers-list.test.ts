import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '../src/db/schema/index.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { errorOf, listAll, modifierOf, modifierRequests, pageOf, sugarLevel } from './modifier-requests.js';
import { useTestApp } from './test-context.js';

describe('modifiers: the list, its search and filter, the picker', () => {
  const context = useTestApp();
  let api: ReturnType<typeof modifierRequests>;
  let owner: string;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    api = modifierRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    for (const [name, outlets] of [
      ['Sugar level', [a1]],
      ['topping', [a1, a2]],
      ['Ice level', [a2]],
      ['50% promo add-on', [a1]],
      ['Size', [a1]],
    ] as const) {
      const created = await api.create(owner, sugarLevel([...outlets], name));
      if (created.statusCode !== 201) throw new Error(created.body);
    }
  });

  it('pages by name ignoring case, never repeating or skipping a set while others are added', async () => {
    const first = await api.list(owner, { per_page: 2 });
    expect(first.statusCode).toBe(200);
    const page1 = pageOf(first);
    expect(page1.results.map((row) => row.name)).toEqual(['50% promo add-on', 'Ice level']);
    expect(page1.next_cursor).not.toBeNull();
    // Added before the cursor: the next pages neither repeat nor miss anything.
    await api.create(owner, sugarLevel([a1], 'Aaa first'));
    const rest = await listAll(api, owner, { per_page: 2, cursor: page1.next_cursor! });
    expect(rest.map((row) => row.name)).toEqual(['Size', 'Sugar level', 'topping']);
    const bad = await api.list(owner, { cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]?.field).toBe('querystring.cursor');
  });

  it('searches by part of the name, any case, with % and _ read as themselves', async () => {
    const names = async (search: string) => (await listAll(api, owner, { search })).map((row) => row.name);
    expect(await names('LEVEL')).toEqual(['Ice level', 'Sugar level']);
    expect(await names('50%')).toEqual(['50% promo add-on']);
    expect(await names('%')).toEqual(['50% promo add-on']);
    expect(await names('_')).toEqual([]);
    expect(await names('nothing like it')).toEqual([]);
  });

  it("filters by outlet, and answers 404 for another business's outlet", async () => {
    expect((await listAll(api, owner, { outlet: a2 })).map((row) => row.name)).toEqual([
      'Ice level',
      'topping',
    ]);
    const [b1] = context.fx.b.outletIds as [number];
    const foreign = await api.list(owner, { outlet: b1 });
    expect(foreign.statusCode).toBe(404);
  });

  it('gives the item panel a compact picker under the Item list permission', async () => {
    const response = await api.choices(owner, { search: 'top' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          id: expect.any(Number),
          name: 'topping',
          option_count: 2,
          min_select: 0,
          max_select: 1,
          is_required: false,
          is_single_choice: true,
        },
      ],
      next_cursor: null,
    });
    const paged = await api.choices(owner, { per_page: 2 });
    expect(pageOf(paged).next_cursor).not.toBeNull();
  });
});

describe('modifiers: who may read and change them', () => {
  const context = useTestApp();
  let api: ReturnType<typeof modifierRequests>;
  let owner: string;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    api = modifierRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
  });

  it('a manager limited to one outlet reads every set but changes only those within their outlets', async () => {
    const shared = modifierOf(await api.create(owner, sugarLevel([a1, a2], 'Shared')));
    const own = modifierOf(await api.create(owner, sugarLevel([a1], 'Own')));
    await limitToOutlets(context.database.db, context.fx.a.id, context.fx.a.manager.id, [a1]);
    const manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;

    const listed = await listAll(api, manager);
    expect(listed.map((row) => [row.name, row.can_edit])).toEqual([
      ['Own', true],
      ['Shared', false],
    ]);
    for (const response of [
      await api.update(manager, shared.id, sugarLevel([a1], 'Shared')),
      await api.remove(manager, shared.id),
      await api.bulkDelete(manager, { ids: [own.id, shared.id] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This modifier set is also offered at outlets you do not manage, so you cannot change it.',
      });
    }
    expect((await api.get(manager, own.id)).statusCode).toBe(200);
    const beyond = await api.update(manager, own.id, sugarLevel([a1, a2], 'Own'));
    expect(beyond.statusCode).toBe(400);
    expect(errorOf(beyond).errors).toEqual([
      expect.objectContaining({ field: 'body.outlet_ids.1', key: 'modifiers.outletNotInReach' }),
    ]);
    expect(modifierOf(await api.update(manager, own.id, sugarLevel([a1], 'Own renamed'))).name).toBe(
      'Own renamed',
    );
    expect((await api.get(owner, shared.id)).statusCode).toBe(200);
  });

  it('needs the Modifiers permission: a manager loses every route when the grant is revoked', async () => {
    const manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const set = modifierOf(await api.create(owner, sugarLevel([a1], 'Revoked')));
    expect((await api.list(manager)).statusCode).toBe(200);
    await context.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, context.fx.a.id),
          eq(rolePermissions.roleId, context.fx.a.manager.roleId),
          eq(rolePermissions.permissionKey, 'library.modifiers'),
        ),
      );
    for (const response of [
      await api.list(manager),
      await api.get(manager, set.id),
      await api.create(manager, sugarLevel([a1], 'Not allowed')),
      await api.update(manager, set.id, sugarLevel([a1], 'Not allowed')),
      await api.remove(manager, set.id),
      await api.bulkDelete(manager, { ids: [set.id] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect((await api.get(owner, set.id)).statusCode).toBe(200);
  });
});
