import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, promos, salesTypes } from '../src/db/schema/index.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { errorOf, promoOf, promoPageOf, promoRequests } from './promo-requests.js';
import { useTestApp } from './test-context.js';

describe('promotions: create, read, list by the order they win, edit, delete', () => {
  const context = useTestApp();
  let api: ReturnType<typeof promoRequests>;
  let owner: string;
  let stranger: string;
  let a1: number;
  let a2: number;
  let kopi: number;
  let roti: number;
  let dineIn: number;
  let foreignItem: number;

  beforeAll(async () => {
    api = promoRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    const db = context.database.db;
    const a = context.fx.a.id;
    const rows = await db
      .insert(items)
      .values([
        { businessId: a, name: 'Kopi Susu' },
        { businessId: a, name: 'Roti Bakar' },
        { businessId: context.fx.b.id, name: 'Kopi B' },
      ])
      .returning({ id: items.id });
    [kopi, roti, foreignItem] = rows.map((row) => row.id) as [number, number, number];
    const [type] = await db
      .insert(salesTypes)
      .values({ businessId: a, name: 'Dine In' })
      .returning({ id: salesTypes.id });
    dineIn = type!.id;
  });

  const buyXGetY = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    type: 'buy_x_get_y',
    buy_items: [{ item_id: kopi, quantity: 2 }],
    get_items: [{ item_id: roti, quantity: 1 }],
    discount_type: 'PERCENTAGE',
    amount: 100,
    outlet_ids: [a1],
    ...extra,
  });

  it('creates a buy X get Y happy hour past midnight, with dates, sales types and outlets, and reads it back', async () => {
    const created = await api.create(owner, {
      ...buyXGetY(' Beli 2 Kopi Gratis Roti '),
      max_discount: 20000,
      sales_type_ids: [dineIn],
      start_date: '2020-01-01',
      end_date: '2999-12-31',
      schedule: { days: [5, 6], from: '22:00', to: '02:00' },
      priority: 5,
      outlet_ids: [a2, a1],
    });
    expect(created.statusCode).toBe(201);
    const promo = promoOf(created);
    expect(promo).toEqual({
      id: expect.any(Number),
      name: 'Beli 2 Kopi Gratis Roti',
      type: 'buy_x_get_y',
      buy_items: [{ item_id: kopi, item_name: 'Kopi Susu', quantity: 2 }],
      get_items: [{ item_id: roti, item_name: 'Roti Bakar', quantity: 1 }],
      minimum_amount: null,
      discount_type: 'PERCENTAGE',
      amount: 100,
      max_discount: 20000,
      sales_type_ids: [dineIn],
      start_date: '2020-01-01',
      end_date: '2999-12-31',
      schedule: { days: [5, 6], from: '22:00', to: '02:00' },
      priority: 5,
      is_active: true,
      status: 'running',
      outlet_ids: [a1, a2],
      can_edit: true,
    });
    expect((await api.get(owner, promo.id)).json()).toEqual(promo);
    const [row] = await context.database.db.select().from(promos).where(eq(promos.id, promo.id));
    // Stored as the orders know it: an item promotion (type 1) whose requirement names the items bought and rewarded.
    expect(row).toMatchObject({
      promoTypeId: 1,
      requirement: { type: 'specificItems', rewardItems: [{ itemId: roti }] },
    });
  });

  it('creates a minimum purchase with a cash reward, and derives scheduled, ended and inactive', async () => {
    const base = {
      name: 'Belanja 100 ribu hemat 10 ribu',
      type: 'minimum_purchase',
      minimum_amount: 100000,
      discount_type: 'CASH',
      amount: 10000,
      outlet_ids: [a1],
    };
    const running = promoOf(await api.create(owner, base));
    expect(running).toMatchObject({
      type: 'minimum_purchase',
      minimum_amount: 100000,
      status: 'running',
      start_date: null,
    });
    expect(
      promoOf(await api.create(owner, { ...base, name: 'Nanti', start_date: '2999-01-01' })).status,
    ).toBe('scheduled');
    expect(promoOf(await api.create(owner, { ...base, name: 'Lalu', end_date: '2000-01-31' })).status).toBe(
      'ended',
    );
    expect(promoOf(await api.create(owner, { ...base, name: 'Mati', is_active: false })).status).toBe(
      'inactive',
    );
    const statuses = async (status: string) =>
      promoPageOf(await api.list(owner, { status: status as 'running' })).results.map((p) => p.name);
    expect(await statuses('scheduled')).toEqual(['Nanti']);
    expect(await statuses('ended')).toEqual(['Lalu']);
    expect(await statuses('inactive')).toEqual(['Mati']);
    expect(await statuses('running')).toContain('Belanja 100 ribu hemat 10 ribu');
    expect(await statuses('running')).not.toContain('Nanti');
  });

  it('refuses what breaks the rules, naming each field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [buyXGetY('X', { buy_items: [] }), 'body.buy_items', '*Add at least one item the customer buys'],
      [buyXGetY('X', { get_items: [] }), 'body.get_items', '*Add at least one item the customer gets'],
      [buyXGetY('X', { amount: 101 }), 'body.amount', '*Percentage must be a whole number from 1 to 100'],
      [buyXGetY('X', { amount: 12.5 }), 'body.amount', '*Percentage must be a whole number from 1 to 100'],
      [
        buyXGetY('X', { discount_type: 'CASH', amount: 0 }),
        'body.amount',
        '*Cash reward must be a whole Rupiah amount of at least 1',
      ],
      [
        buyXGetY('X', { discount_type: 'CASH', amount: 5000, max_discount: 1000 }),
        'body.max_discount',
        '*A maximum applies to a percentage reward only',
      ],
      [
        buyXGetY('X', { start_date: '2025-02-01', end_date: '2025-01-31' }),
        'body.end_date',
        '*The last day can not be before the first day',
      ],
      [buyXGetY('X', { start_date: '2025-13-01' }), 'body.start_date', '*Use a date as yyyy-MM-dd'],
      [
        buyXGetY('X', { schedule: { days: [], from: '10:00', to: '12:00' } }),
        'body.schedule.days',
        '*Choose at least one day',
      ],
      [
        buyXGetY('X', { schedule: { days: [1], from: '10:00', to: '10:00' } }),
        'body.schedule.to',
        '*Start and end time can not be the same; leave the hours off for all day',
      ],
      [
        buyXGetY('X', { schedule: { days: [1], from: '24:00', to: '10:00' } }),
        'body.schedule.from',
        '*Use a time as HH:mm',
      ],
      [buyXGetY('X', { priority: -1 }), 'body.priority', '*Priority must be a whole number from 0 to 999'],
      [
        buyXGetY('X', { outlet_ids: [] }),
        'body.outlet_ids',
        '*Choose at least one outlet that runs the promotion',
      ],
      [
        { ...buyXGetY('X'), type: 'minimum_purchase', minimum_amount: 0 },
        'body.minimum_amount',
        '*Minimum purchase must be a whole Rupiah amount of at least 1',
      ],
      [
        buyXGetY('X', { buy_items: [{ item_id: foreignItem, quantity: 1 }] }),
        'body.buy_items.0.item_id',
        '*This item is not one of your items',
      ],
      [
        buyXGetY('X', { sales_type_ids: [999999] }),
        'body.sales_type_ids.0',
        '*This sales type is not one of yours',
      ],
      [
        buyXGetY('X', { outlet_ids: [context.fx.b.outletIds[0]] }),
        'body.outlet_ids.0',
        '*The promotion can only run at your own outlets',
      ],
    ];
    const before = (await context.database.db.select().from(promos)).length;
    for (const [body, field, message] of cases) {
      const response = await api.create(owner, body);
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).errors, field).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await context.database.db.select().from(promos)).length).toBe(before);
  });

  it('lists in the order promotions win — higher priority, then the older — a page at a time, and searches by name', async () => {
    const names = ['Urut A', 'Urut B', 'Urut C', 'Urut D'];
    const priorities = [1, 3, 3, 2];
    for (const [i, name] of names.entries())
      await api.create(owner, buyXGetY(name, { priority: priorities[i] }));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = promoPageOf(await api.list(owner, { search: 'urut', per_page: 2, cursor }));
      seen.push(...page.results.map((p) => p.name));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Urut B', 'Urut C', 'Urut D', 'Urut A']);
    expect(promoPageOf(await api.list(owner, { search: '%' })).results).toEqual([]);
  });

  it('edits as one replacement, and a failed edit changes nothing', async () => {
    const promo = promoOf(await api.create(owner, buyXGetY('Ubah Saya')));
    const edited = await api.update(owner, promo.id, {
      name: 'Diubah',
      type: 'minimum_purchase',
      minimum_amount: 50000,
      discount_type: 'PERCENTAGE',
      amount: 10,
      max_discount: 15000,
      outlet_ids: [a2],
      priority: 9,
    });
    expect(edited.statusCode).toBe(200);
    expect(promoOf(edited)).toMatchObject({
      name: 'Diubah',
      type: 'minimum_purchase',
      buy_items: [],
      outlet_ids: [a2],
      priority: 9,
    });
    const refused = await api.update(
      owner,
      promo.id,
      buyXGetY('Gagal', { get_items: [{ item_id: foreignItem, quantity: 1 }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await api.get(owner, promo.id)).json()).toEqual(promoOf(edited));
  });

  it('deletes, and answers 404 for another business’s promotion or one already gone', async () => {
    const promo = promoOf(await api.create(owner, buyXGetY('Hapus Saya')));
    expect((await api.get(stranger, promo.id)).statusCode).toBe(404);
    expect((await api.update(stranger, promo.id, buyXGetY('Curi'))).statusCode).toBe(404);
    expect((await api.remove(stranger, promo.id)).statusCode).toBe(404);
    expect((await api.remove(owner, promo.id)).statusCode).toBe(204);
    const again = await api.remove(owner, promo.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Promo does not found or already removed',
    });
  });

  it('shows a requirement made elsewhere read-only, still deletable', async () => {
    const [row] = await context.database.db
      .insert(promos)
      .values({
        businessId: context.fx.a.id,
        name: 'Kategori Kopi 15%',
        discountType: 'PERCENTAGE',
        amount: 15,
        requirement: { type: 'category', categoryName: 'Kopi', categoryQuantity: 1 },
      })
      .returning({ id: promos.id });
    const read = promoOf(await api.get(owner, row!.id));
    expect(read).toMatchObject({ type: 'other', can_edit: false, outlet_ids: [] });
    expect((await api.update(owner, row!.id, buyXGetY('Kategori Kopi 15%'))).statusCode).toBe(403);
    expect((await api.remove(owner, row!.id)).statusCode).toBe(204);
  });

  it('lets a user limited to one outlet read but not change a promotion also run elsewhere', async () => {
    const shared = promoOf(await api.create(owner, buyXGetY('Bersama', { outlet_ids: [a1, a2] })));
    const { manager } = context.fx.a;
    await limitToOutlets(context.database.db, context.fx.a.id, manager.id, [a1]);
    const limited = (await signIn(context.app, manager.email)).access_token;
    expect(promoPageOf(await api.list(limited, { search: 'Bersama' })).results).toEqual([
      expect.objectContaining({ id: shared.id, can_edit: false }),
    ]);
    expect((await api.update(limited, shared.id, buyXGetY('Bersama'))).statusCode).toBe(403);
    expect((await api.remove(limited, shared.id)).statusCode).toBe(403);
    expect((await api.create(limited, buyXGetY('Luar', { outlet_ids: [a2] }))).statusCode).toBe(400);
    await limitToOutlets(context.database.db, context.fx.a.id, manager.id, [a1, a2]);
  });

  it('offers the business’s own items to the panel’s picker, found by name in any case', async () => {
    const found = await api.itemChoices(owner, 'kopi');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ results: [{ item_id: kopi, item_name: 'Kopi Susu' }] });
    const all = await api.itemChoices(owner);
    const ids = all.json<{ results: { item_id: number }[] }>().results.map((choice) => choice.item_id);
    expect(ids).toEqual(expect.arrayContaining([kopi, roti]));
    expect(ids).not.toContain(foreignItem);
  });

  it('answers 403 to a role without the permission', async () => {
    const none = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    expect((await api.list(none)).statusCode).toBe(403);
    expect((await api.itemChoices(none)).statusCode).toBe(403);
  });
});
