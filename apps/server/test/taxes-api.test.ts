import { and, eq } from 'drizzle-orm';
import type { ListTaxesResponse, TaxDetail, TaxItemChoicesResponse } from '@backoffice/contracts/taxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, itemTaxes, taxes } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { chargeRequests, errorOf } from './library-charge-requests.js';
import { useTestApp } from './test-context.js';

describe('tax library: /api/v1/taxes', () => {
  const context = useTestApp();
  let api: ReturnType<typeof chargeRequests>;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let itemIds: number[];
  let itemB: number;

  beforeAll(async () => {
    api = chargeRequests(context.app, '/api/v1/taxes');
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const rows = await context.database.db
      .insert(items)
      .values(
        ['Nasi Goreng', 'Es Teh Manis', 'Kopi Susu', 'Mie Ayam'].map((name) => ({
          businessId: context.fx.a.id,
          name,
        })),
      )
      .returning({ id: items.id });
    itemIds = rows.map((row) => row.id);
    const [other] = await context.database.db
      .insert(items)
      .values({ businessId: context.fx.b.id, name: 'Nasi Goreng' })
      .returning({ id: items.id });
    itemB = other!.id;
  });

  const pb1 = (extra: object = {}) => ({
    name: 'PB1',
    rate: 10,
    is_included: false,
    outlet_ids: context.fx.a.outletIds,
    all_items: true,
    ...extra,
  });

  it('creates PB1 for all items, reads it back, and lists it with its outlets and item count', async () => {
    const created = await api.create(owner, pb1());
    expect(created.statusCode).toBe(201);
    const tax = created.json<TaxDetail>();
    expect(tax).toMatchObject({
      name: 'PB1',
      rate: 10,
      is_included: false,
      outlet_ids: [...context.fx.a.outletIds].sort((a, b) => a - b),
      item_count: 4,
      all_items: true,
      items: [],
    });
    expect((await api.get(owner, tax.id)).json()).toEqual(tax);
    const list = (await api.list(owner)).json<ListTaxesResponse>();
    expect(list.results.map((row) => row.name)).toContain('PB1');
    await api.remove(owner, tax.id);
  });

  it('takes a rate with two decimals typed either way, an included tax, and chosen items', async () => {
    const created = await api.create(owner, {
      name: '  PPN Termasuk ',
      rate: 10.5,
      is_included: true,
      outlet_ids: [context.fx.a.outletIds[0]],
      item_ids: [itemIds[2], itemIds[0], itemIds[0]],
    });
    expect(created.statusCode).toBe(201);
    const tax = created.json<TaxDetail>();
    expect(tax).toMatchObject({ name: 'PPN Termasuk', rate: 10.5, is_included: true, item_count: 2 });
    expect(tax.all_items).toBe(false);
    expect(tax.items.map((item) => item.name)).toEqual(['Kopi Susu', 'Nasi Goreng']);
    const [row] = await context.database.db.select().from(taxes).where(eq(taxes.id, tax.id));
    expect(row).toMatchObject({ percentage: 10.5, isIncluded: true });
  });

  it('refuses rates outside 0–100 or with more than two decimals, and says what is missing, in the error shape', async () => {
    const cases: [unknown, string][] = [
      [100.01, '*Tax rate must be between 0 and 100%'],
      [-1, '*Tax rate must be between 0 and 100%'],
      [10.555, '*Tax rate can have at most 2 decimals'],
      ['10,5', '*Tax rate is required'],
    ];
    for (const [rate, message] of cases) {
      const response = await api.create(owner, pb1({ name: `Rate ${String(rate)}`, rate }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([expect.objectContaining({ field: 'body.rate', message })]);
    }
    for (const rate of [0, 100, 0.01, 11.11]) {
      const ok = await api.create(owner, pb1({ name: `Rate ok ${rate}`, rate }));
      expect(ok.statusCode).toBe(201);
    }
    const empty = await api.create(owner, { name: ' ', outlet_ids: [], item_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors.map((e) => [e.field, e.message, e.key])).toEqual(
      expect.arrayContaining([
        ['body.name', '*Tax name is required', 'taxes.nameRequired'],
        ['body.rate', '*Tax rate is required', 'taxes.rateRequired'],
        ['body.outlet_ids', '*Assign the tax to at least one outlet', 'taxes.outletRequired'],
      ]),
    );
    const noItems = await api.create(owner, pb1({ name: 'No items', all_items: false, item_ids: [] }));
    expect(noItems.statusCode).toBe(400);
    expect(errorOf(noItems).errors).toEqual([
      {
        field: 'body.item_ids',
        message: '*Choose at least one item, or all items',
        key: 'taxes.itemsRequired',
      },
    ]);
  });

  it('keeps names unique ignoring case and spaces, on create and on edit', async () => {
    const first = (await api.create(owner, pb1({ name: 'Pajak Daerah' }))).json<TaxDetail>();
    const again = await api.create(owner, pb1({ name: ' pajak DAERAH ' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: '0156-0010',
      message: 'Tax name already exists in your business, please use another name.',
      errors: [{ field: 'body.name' }],
    });
    const other = (await api.create(owner, pb1({ name: 'Pajak Lain' }))).json<TaxDetail>();
    const renamed = await api.update(owner, other.id, pb1({ name: 'PAJAK daerah' }));
    expect(renamed.statusCode).toBe(409);
    expect((await api.get(owner, other.id)).json<TaxDetail>().name).toBe('Pajak Lain');
    // Its own name, in another case, is fine.
    const same = await api.update(owner, first.id, pb1({ name: 'Pajak DAERAH', rate: 11 }));
    expect(same.statusCode).toBe(200);
    expect(same.json<TaxDetail>()).toMatchObject({ name: 'Pajak DAERAH', rate: 11 });
    // Another business may use the name.
    const b = await api.create(ownerB, {
      name: 'Pajak Daerah',
      rate: 10,
      outlet_ids: [context.fx.b.outletIds[0]],
      all_items: true,
    });
    expect(b.statusCode).toBe(201);
  });

  it('lets exactly one of several concurrent creates of one name succeed, the others a name error', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.create(owner, pb1({ name: index % 2 ? 'Pajak Kota' : ' PAJAK kota', rate: index })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(errorOf(response).errors[0]?.field).toBe('body.name');
    const rows = await context.database.db
      .select({ id: taxes.id })
      .from(taxes)
      .where(and(eq(taxes.businessId, context.fx.a.id), eq(taxes.name, 'Pajak Kota')));
    const upper = await context.database.db
      .select({ id: taxes.id })
      .from(taxes)
      .where(and(eq(taxes.businessId, context.fx.a.id), eq(taxes.name, 'PAJAK kota')));
    expect(rows.length + upper.length).toBe(1);
  });

  it('refuses another business’s outlets and items naming each, and writes nothing', async () => {
    const response = await api.create(owner, {
      name: 'Pajak Asing',
      rate: 10,
      outlet_ids: [context.fx.a.outletIds[0], context.fx.b.outletIds[0]],
      item_ids: [itemIds[0], itemB],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([
      {
        field: 'body.outlet_ids.1',
        message: '*The tax can only be assigned to your own outlets',
        key: 'taxes.outletNotInBusiness',
      },
      {
        field: 'body.item_ids.1',
        message: '*This item is not in your business',
        key: 'taxes.itemNotInBusiness',
      },
    ]);
    const rows = await context.database.db.select().from(taxes).where(eq(taxes.name, 'Pajak Asing'));
    expect(rows).toEqual([]);
  });

  it('answers another business’s tax like a missing one, and changes nothing of it', async () => {
    const theirs = (
      await api.create(ownerB, {
        name: 'Pajak B',
        rate: 10,
        outlet_ids: [context.fx.b.outletIds[0]],
        item_ids: [itemB],
      })
    ).json<TaxDetail>();
    for (const response of [
      await api.get(owner, theirs.id),
      await api.update(owner, theirs.id, pb1({ name: 'Hijacked' })),
      await api.remove(owner, theirs.id),
      await api.get(owner, 2_000_000_000),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Tax does not found or already removed',
      });
    }
    expect((await api.get(ownerB, theirs.id)).json<TaxDetail>().name).toBe('Pajak B');
    const list = (await api.list(owner, { search: 'Pajak B' })).json<ListTaxesResponse>();
    expect(list.results).toEqual([]);
  });

  it('edits outlets and items (all items to chosen ones and back), then deletes with its links', async () => {
    const tax = (await api.create(owner, pb1({ name: 'Pajak Edit' }))).json<TaxDetail>();
    const chosen = await api.update(owner, tax.id, {
      name: 'Pajak Edit',
      rate: 10,
      is_included: true,
      outlet_ids: [context.fx.a.outletIds[1]],
      item_ids: [itemIds[3]],
    });
    expect(chosen.json<TaxDetail>()).toMatchObject({
      is_included: true,
      outlet_ids: [context.fx.a.outletIds[1]],
      item_count: 1,
      all_items: false,
      items: [{ id: itemIds[3], name: 'Mie Ayam' }],
    });
    const back = await api.update(owner, tax.id, pb1({ name: 'Pajak Edit' }));
    expect(back.json<TaxDetail>()).toMatchObject({ item_count: 4, all_items: true, is_included: false });

    const removed = await api.remove(owner, tax.id);
    expect(removed.statusCode).toBe(204);
    expect((await api.get(owner, tax.id)).statusCode).toBe(404);
    expect((await api.remove(owner, tax.id)).statusCode).toBe(404);
    const links = await context.database.db.select().from(itemTaxes).where(eq(itemTaxes.taxId, tax.id));
    expect(links).toEqual([]);
  });

  it('pages by name without repeats, searches by part of the name, and filters by outlet', async () => {
    for (const name of ['Zeta A', 'Zeta B', 'Zeta C', 'Zeta D', 'Zeta E']) {
      await api.create(owner, pb1({ name, outlet_ids: [context.fx.a.outletIds[name === 'Zeta E' ? 1 : 0]] }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { search: 'zeta', per_page: '2' };
      if (cursor) query.cursor = cursor;
      const page: ListTaxesResponse = (await api.list(owner, query)).json();
      seen.push(...page.results.map((row) => row.name));
      cursor = page.next_cursor;
      // A Tax added mid-way before the cursor is not seen, and nothing repeats.
      if (seen.length === 2)
        await api.create(owner, pb1({ name: 'Zeta 0', outlet_ids: [context.fx.a.outletIds[0]] }));
    } while (cursor);
    expect(seen).toEqual(['Zeta A', 'Zeta B', 'Zeta C', 'Zeta D', 'Zeta E']);
    const atSecond = (
      await api.list(owner, { search: 'ZETA', outlet: String(context.fx.a.outletIds[1]) })
    ).json<ListTaxesResponse>();
    expect(atSecond.results.map((row) => row.name)).toEqual(['Zeta E']);
    const bad = await api.list(owner, { cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
  });

  it('offers the business’s items by name for the picker, with how many there are', async () => {
    const found = (
      await api.choices(owner, 'item-choices', { search: 'NASI' })
    ).json<TaxItemChoicesResponse>();
    expect(found).toEqual({ results: [{ id: itemIds[0], name: 'Nasi Goreng' }], total_items: 4 });
    const all = (await api.choices(owner, 'item-choices')).json<TaxItemChoicesResponse>();
    expect(all.results.map((item) => item.name)).toEqual([
      'Es Teh Manis',
      'Kopi Susu',
      'Mie Ayam',
      'Nasi Goreng',
    ]);
  });

  it('is the owner’s only: a manager is refused every call', async () => {
    const tax = (await api.create(owner, pb1({ name: 'Pajak Pemilik' }))).json<TaxDetail>();
    for (const response of [
      await api.list(manager),
      await api.choices(manager, 'item-choices'),
      await api.get(manager, tax.id),
      await api.create(manager, pb1({ name: 'Pajak Manajer' })),
      await api.update(manager, tax.id, pb1({ name: 'Pajak Manajer' })),
      await api.remove(manager, tax.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect((await api.get(owner, tax.id)).json<TaxDetail>().name).toBe('Pajak Pemilik');
  });
});
