import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { discounts } from '../src/db/schema/index.js';
import { discountOf, discountRequests, errorOf, listAll } from './discount-requests.js';
import { type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

const NAME_TAKEN = 'Discount name already exists in your business, please use another name.';
const NOT_FOUND = 'Discount does not found or already removed';

describe('discount library: create, look up, edit, delete', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let owner: string;
  let manager: string;
  let strangerOwner: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    strangerOwner = (await signIn(app, fx.b.owner.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  const count = async (businessId: number) =>
    (await database.db.select().from(discounts).where(eq(discounts.businessId, businessId))).length;

  it('creates fixed and customizable discounts and lists them with their outlets', async () => {
    const [a1, a2] = fx.a.outletIds as [number, number];
    const fixed = await api.create(owner, {
      name: ' Diskon Member ',
      type: 'percentage',
      amount: 10,
      outlet_ids: [a2, a1],
    });
    expect(fixed.statusCode).toBe(201);
    expect(discountOf(fixed)).toEqual({
      name: 'Diskon Member',
      type: 'percentage',
      amount: 10,
      outlet_ids: [a1, a2],
      outlets: [{ outlet_id: a1 }, { outlet_id: a2 }],
      total_outlets: 2,
      amount_format: '10%',
      can_edit: true,
    });
    const open = await api.create(manager, {
      name: 'Potongan Manual',
      type: 'cash',
      amount: null,
      outlet_ids: [a1],
    });
    expect(open.statusCode).toBe(201);
    expect(discountOf(open)).toMatchObject({ amount: null, amount_format: null, total_outlets: 1 });
    const cash = await api.create(owner, {
      name: 'Potongan 5rb',
      type: 'cash',
      amount: 5000,
      outlet_ids: [a1],
    });
    expect(discountOf(cash).amount_format).toBe('Rp 5.000');

    const listed = await listAll(api, owner);
    expect(listed.map((discount) => discount.name)).toEqual([
      'Diskon Member',
      'Potongan 5rb',
      'Potongan Manual',
    ]);
  });

  it('refuses invalid discounts with a 400 naming the field, and writes nothing', async () => {
    const before = await count(fx.a.id);
    const base = { name: 'Valid', type: 'cash', amount: 1000, outlet_ids: [fx.a.outletIds[0]] };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...base, type: 'percentage', amount: 101 },
        'body.amount',
        '*Amount percentage can not be higher than 100%',
      ],
      [{ ...base, amount: 0 }, 'body.amount', '*Insert amount value at least 1'],
      [{ ...base, type: 'percentage', amount: -5 }, 'body.amount', '*Insert amount value at least 1'],
      [{ ...base, name: '   ' }, 'body.name', '*Discount name is required'],
      [{ ...base, outlet_ids: [] }, 'body.outlet_ids', '*Assign at least one outlet'],
      [{ ...base, type: undefined }, 'body.type', '*Select amount type'],
    ];
    for (const [body, field, message] of cases) {
      const response = await api.create(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
      expect(errorOf(response).errors).toContainEqual({ field, message, key: messageKeyOf(message) });
    }
    expect(await count(fx.a.id)).toBe(before);
  });

  it("refuses another business's outlet, naming the entry, and writes nothing", async () => {
    const before = await count(fx.a.id);
    const response = await api.create(owner, {
      name: 'Sneaky',
      type: 'cash',
      amount: 1000,
      outlet_ids: [fx.a.outletIds[0], fx.b.outletIds[0]],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([
      {
        field: 'body.outlet_ids.1',
        message: '*This outlet is not one of your outlets',
        key: 'discounts.outletNotInBusiness',
      },
    ]);
    expect(await count(fx.a.id)).toBe(before);
    expect((await api.get(owner, { name: 'Sneaky', type: 'cash', amount: 1000 })).statusCode).toBe(404);
  });

  it('refuses a name already used in the business, whatever its case and spaces; other businesses may reuse it', async () => {
    const response = await api.create(owner, {
      name: '  diskon MEMBER ',
      type: 'cash',
      amount: 2000,
      outlet_ids: [fx.a.outletIds[0]],
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: '0005-0010',
      message: NAME_TAKEN,
      errors: [{ field: 'body.name', message: NAME_TAKEN }],
    });
    const elsewhere = await api.create(strangerOwner, {
      name: 'Diskon Member',
      type: 'cash',
      amount: 2000,
      outlet_ids: [fx.b.outletIds[0]],
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lets exactly one of several concurrent creates of one name succeed', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.create(index % 2 === 0 ? owner : manager, {
          name: index % 2 === 0 ? 'Flash Sale' : 'FLASH SALE ',
          type: 'cash',
          amount: 1000 + index,
          outlet_ids: [fx.a.outletIds[index % 2]],
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await database.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.businessId, fx.a.id), eq(discounts.name, 'Flash Sale')));
    const rowsUpper = await database.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.businessId, fx.a.id), eq(discounts.name, 'FLASH SALE')));
    expect(rows.length + rowsUpper.length).toBe(1);
  });

  it('looks a discount up by name, type and amount; a stale type or amount is not found', async () => {
    const found = await api.get(owner, { name: 'DISKON member', type: 'percentage', amount: 10 });
    expect(found.statusCode).toBe(200);
    expect(discountOf(found).name).toBe('Diskon Member');
    const open = await api.get(owner, { name: 'Potongan Manual', type: 'cash', amount: null });
    expect(discountOf(open).amount).toBeNull();

    for (const key of [
      { name: 'Diskon Member', type: 'percentage', amount: 11 },
      { name: 'Diskon Member', type: 'cash', amount: 10 },
      { name: 'Potongan Manual', type: 'cash', amount: 5 },
      { name: 'Nope', type: 'cash', amount: null },
    ]) {
      const response = await api.get(owner, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(404);
      expect(errorOf(response)).toEqual({ code: '0005-0001', message: NOT_FOUND, errors: [] });
    }
  });

  it("answers 404 for another business's discount on every lookup, edit and delete", async () => {
    const key = { name: 'Diskon Member', type: 'cash', amount: 2000 }; // business b's
    expect((await api.get(strangerOwner, key)).statusCode).toBe(200);
    const responses = [
      await api.get(owner, key),
      await api.outlets(owner, key),
      await api.update(owner, {
        original_name: key.name,
        original_type: key.type,
        original_amount: key.amount,
        name: 'Taken over',
        type: 'cash',
        amount: 1,
        updated_outlet_ids: [fx.a.outletIds[0]],
        deleted_outlet_ids: [],
      }),
      await api.remove(owner, key),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('0005-0001');
    }
    expect(discountOf(await api.get(strangerOwner, key)).name).toBe('Diskon Member');
  });

  it('lists the outlets of a discount with their names', async () => {
    const response = await api.outlets(owner, { name: 'Diskon Member', type: 'percentage', amount: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { outlet_id: fx.a.outletIds[0], name: 'Outlet a1' },
        { outlet_id: fx.a.outletIds[1], name: 'Outlet a2' },
      ],
    });
  });

  describe('edit', () => {
    const [first, second] = [0, 1];
    const edit = (overrides: Record<string, unknown> = {}) => ({
      original_name: 'Potongan 5rb',
      original_type: 'cash',
      original_amount: 5000,
      name: 'Potongan 5rb',
      type: 'cash',
      amount: 5000,
      updated_outlet_ids: [fx.a.outletIds[first]],
      deleted_outlet_ids: [],
      ...overrides,
    });

    it('renames, changes the amount and moves it to other outlets', async () => {
      const response = await api.update(
        owner,
        edit({
          name: 'Potongan 7rb',
          amount: 7000,
          updated_outlet_ids: [fx.a.outletIds[second]],
          deleted_outlet_ids: [fx.a.outletIds[first]],
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(discountOf(response)).toMatchObject({
        name: 'Potongan 7rb',
        amount: 7000,
        outlet_ids: [fx.a.outletIds[second]],
        amount_format: 'Rp 7.000',
      });
      expect((await api.get(owner, { name: 'Potongan 5rb', type: 'cash', amount: 5000 })).statusCode).toBe(
        404,
      );
    });

    it('answers 0005-0001 to an edit of a copy that is out of date', async () => {
      const response = await api.update(owner, edit());
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('0005-0001');
    });

    it('turns a fixed amount into a customizable one and back, and may change only the case of the name', async () => {
      const original = { original_name: 'Potongan 7rb', original_type: 'cash', original_amount: 7000 };
      const open = await api.update(
        owner,
        edit({
          ...original,
          name: 'POTONGAN 7RB',
          type: 'percentage',
          amount: null,
          updated_outlet_ids: [fx.a.outletIds[second]],
        }),
      );
      expect(open.statusCode).toBe(200);
      expect(discountOf(open)).toMatchObject({ name: 'POTONGAN 7RB', type: 'percentage', amount: null });
      const back = await api.update(
        owner,
        edit({
          original_name: 'POTONGAN 7RB',
          original_type: 'percentage',
          original_amount: null,
          name: 'Potongan 7rb',
          amount: 7000,
          updated_outlet_ids: [fx.a.outletIds[second]],
        }),
      );
      expect(back.statusCode).toBe(200);
    });

    const current = {
      original_name: 'Potongan 7rb',
      original_type: 'cash',
      original_amount: 7000,
      name: 'Potongan 7rb',
      amount: 7000,
    };
    const unchanged = async () =>
      discountOf(await api.get(owner, { name: 'Potongan 7rb', type: 'cash', amount: 7000 }));

    it('refuses a name another discount has, and changes nothing', async () => {
      const response = await api.update(
        owner,
        edit({
          ...current,
          name: 'diskon member',
          amount: 9000,
          updated_outlet_ids: [fx.a.outletIds[first]],
        }),
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).errors).toEqual([{ field: 'body.name', message: NAME_TAKEN }]);
      expect(await unchanged()).toMatchObject({ amount: 7000, outlet_ids: [fx.a.outletIds[second]] });
    });

    it("refuses another business's outlet or a percentage above 100, and changes nothing", async () => {
      const foreign = await api.update(
        owner,
        edit({
          ...current,
          name: 'Renamed',
          updated_outlet_ids: [fx.b.outletIds[0]],
          deleted_outlet_ids: [fx.a.outletIds[second]],
        }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(errorOf(foreign).errors).toEqual([
        {
          field: 'body.updated_outlet_ids.0',
          message: '*This outlet is not one of your outlets',
          key: 'discounts.outletNotInBusiness',
        },
      ]);
      const tooHigh = await api.update(owner, edit({ ...current, type: 'percentage', amount: 150 }));
      expect(tooHigh.statusCode).toBe(400);
      expect(errorOf(tooHigh).errors).toContainEqual({
        field: 'body.amount',
        message: '*Amount percentage can not be higher than 100%',
        key: 'discounts.percentageTooHigh',
      });
      const empty = await api.update(owner, edit({ ...current, updated_outlet_ids: [] }));
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).errors).toContainEqual({
        field: 'body.updated_outlet_ids',
        message: '*Assign at least one outlet',
        key: 'discounts.outletRequired',
      });
      expect(await unchanged()).toMatchObject({
        name: 'Potongan 7rb',
        amount: 7000,
        outlet_ids: [fx.a.outletIds[second]],
      });
    });

    it('keeps an outlet someone else assigned meanwhile', async () => {
      // Another user assigned outlet 1 after this client loaded the discount with outlet 2 only.
      await api.update(
        owner,
        edit({ ...current, updated_outlet_ids: [fx.a.outletIds[first], fx.a.outletIds[second]] }),
      );
      const response = await api.update(
        manager,
        edit({ ...current, name: 'Potongan Tujuh', updated_outlet_ids: [fx.a.outletIds[second]] }),
      );
      expect(discountOf(response).outlet_ids).toEqual([fx.a.outletIds[first], fx.a.outletIds[second]]);
    });
  });

  it('deletes a discount once; a second delete is not found', async () => {
    const key = { name: 'Potongan Tujuh', type: 'cash', amount: 7000 };
    const deleted = await api.remove(owner, key);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await api.get(owner, key)).statusCode).toBe(404);
    const again = await api.remove(owner, key);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toEqual({ code: '0005-0001', message: NOT_FOUND, errors: [] });
    expect((await api.remove(owner, { ...key, name: 'Potongan Manual' })).statusCode).toBe(404);
  });
});
