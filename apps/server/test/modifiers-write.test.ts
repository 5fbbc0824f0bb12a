import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemModifiers, items, modifierOptions, modifiers } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { errorOf, modifierOf, modifierRequests, sugarLevel } from './modifier-requests.js';
import { useTestApp } from './test-context.js';

const NAME_TAKEN = 'Modifier set name already exists in your business, please use another name.';
const NOT_FOUND = 'Modifier set does not found or already removed';

describe('modifiers: create, read, save, delete', () => {
  const context = useTestApp();
  let api: ReturnType<typeof modifierRequests>;
  let owner: string;
  let strangerOwner: string;
  let a1: number;
  let a2: number;

  beforeAll(async () => {
    api = modifierRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    strangerOwner = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
  });

  const rowsOf = async (businessId: number) =>
    context.database.db.select().from(modifiers).where(eq(modifiers.businessId, businessId));

  it('creates a set with its options in order, trimmed, and keeps the flags equal to min and max', async () => {
    const created = await api.create(owner, {
      name: '  Topping ',
      options: [
        { name: ' Boba ', price: 5000 },
        { name: 'Cheese foam', price: 0 },
        { name: 'Grass jelly', price: 4000 },
      ],
      min_select: 1,
      max_select: 2,
      outlet_ids: [a2, a1, a2],
    });
    expect(created.statusCode).toBe(201);
    const modifier = modifierOf(created);
    expect(modifier).toMatchObject({
      name: 'Topping',
      options: [
        { name: 'Boba', price: 5000 },
        { name: 'Cheese foam', price: 0 },
        { name: 'Grass jelly', price: 4000 },
      ],
      min_select: 1,
      max_select: 2,
      is_required: true,
      is_single_choice: false,
      outlet_ids: [a1, a2],
      item_count: 0,
      item_names: [],
      can_edit: true,
    });
    const [row] = await context.database.db.select().from(modifiers).where(eq(modifiers.id, modifier.id));
    expect(row).toMatchObject({ isRequired: true, isSingleChoice: false, minSelect: 1, maxSelect: 2 });
    expect(modifierOf(await api.get(owner, modifier.id))).toEqual(modifier);

    const single = modifierOf(await api.create(owner, sugarLevel([a1])));
    expect(single).toMatchObject({
      is_required: false,
      is_single_choice: true,
      min_select: 0,
      max_select: 1,
    });
  });

  it('refuses a taken name ignoring case and spaces with 409 under the name field, and writes nothing', async () => {
    const before = (await rowsOf(context.fx.a.id)).length;
    const response = await api.create(owner, sugarLevel([a1], ' SUGAR LEVEL '));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: '0160-0002',
      message: NAME_TAKEN,
      errors: [{ field: 'body.name', message: NAME_TAKEN }],
    });
    expect((await rowsOf(context.fx.a.id)).length).toBe(before);
    // Another business may use the same name.
    const [b1] = context.fx.b.outletIds as [number];
    expect((await api.create(strangerOwner, sugarLevel([b1]))).statusCode).toBe(201);
  });

  it.each([
    ['no name', { name: '  ' }, 'body.name', '*Modifier set name is required'],
    ['no option', { options: [] }, 'body.options', '*Add at least one option'],
    [
      'an option without a name',
      { options: [{ name: ' ', price: 0 }] },
      'body.options.0.name',
      '*Option name is required',
    ],
    [
      'a repeated option name',
      {
        options: [
          { name: 'Less', price: 0 },
          { name: ' less ', price: 0 },
        ],
        max_select: 1,
      },
      'body.options.1.name',
      '*Another option of this set already has this name',
    ],
    [
      'a negative price',
      { options: [{ name: 'Less', price: -1 }] },
      'body.options.0.price',
      '*Price can not be below 0',
    ],
    [
      'a price with decimals',
      { options: [{ name: 'Less', price: 10.5 }] },
      'body.options.0.price',
      '*Price can not have decimals',
    ],
    [
      'a price too high',
      { options: [{ name: 'Less', price: 100_000_001 }] },
      'body.options.0.price',
      '*Price can not be higher than Rp 100.000.000',
    ],
    [
      'min above max',
      { min_select: 2, max_select: 1 },
      'body.min_select',
      '*Minimum can not be more than maximum',
    ],
    [
      'max above the option count',
      { max_select: 3 },
      'body.max_select',
      '*Maximum can not be more than the number of options',
    ],
    ['max of zero', { max_select: 0 }, 'body.max_select', '*Maximum must be a whole number of 1 or more'],
    ['no outlet', { outlet_ids: [] }, 'body.outlet_ids', '*Choose at least one outlet'],
  ])('refuses %s with 400 naming the field', async (_, change, field, message) => {
    const before = (await rowsOf(context.fx.a.id)).length;
    const response = await api.create(owner, { ...sugarLevel([a1], 'Refused'), ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toContainEqual(expect.objectContaining({ field, message }));
    expect((await rowsOf(context.fx.a.id)).length).toBe(before);
  });

  it('refuses a save that gives two options of the set one name (trimmed, any case), and changes nothing', async () => {
    const created = modifierOf(
      await api.create(owner, {
        name: 'Ice amount',
        options: [
          { name: 'Less ice', price: 0 },
          { name: 'No ice', price: 0 },
        ],
        min_select: 0,
        max_select: 1,
        outlet_ids: [a1],
      }),
    );
    const less = created.options[0]!;
    const none = created.options[1]!;
    const response = await api.update(owner, created.id, {
      name: 'Ice amount',
      options: [
        { id: less.id, name: 'Less ice', price: 0 },
        { id: none.id, name: '  LESS ICE ', price: 0 },
        { name: 'less Ice', price: 0 },
      ],
      min_select: 0,
      max_select: 1,
      outlet_ids: [a1],
    });
    expect(response.statusCode).toBe(400);
    const repeated = {
      message: '*Another option of this set already has this name',
      key: 'modifiers.optionNameRepeated',
    };
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'body.options.1.name', ...repeated },
        { field: 'body.options.2.name', ...repeated },
      ],
    });
    const [read] = await context.database.db
      .select({ name: modifierOptions.name })
      .from(modifierOptions)
      .where(eq(modifierOptions.id, none.id));
    expect(read?.name).toBe('No ice');
  });

  it("refuses another business's outlet and an option id of another set, naming the entry", async () => {
    const [b1] = context.fx.b.outletIds as [number];
    const outlet = await api.create(owner, sugarLevel([a1, b1], 'Foreign outlet'));
    expect(outlet.statusCode).toBe(400);
    expect(errorOf(outlet).errors).toEqual([
      {
        field: 'body.outlet_ids.1',
        message: '*This outlet is not one of the outlets you manage',
        key: 'modifiers.outletNotInReach',
      },
    ]);
    const other = modifierOf(await api.create(owner, sugarLevel([a1], 'Ice level')));
    const borrowed = await api.create(owner, {
      ...sugarLevel([a1], 'Borrowed option'),
      options: [{ id: other.options[0]!.id, name: 'Less', price: 0 }],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(errorOf(borrowed).errors[0]).toMatchObject({ field: 'body.options.0.id' });
    expect((await rowsOf(context.fx.a.id)).some((row) => row.name.startsWith('Borrowed'))).toBe(false);
  });

  it('saves the whole set: renames, reorders and reprices kept options by id, removes and adds others', async () => {
    const created = modifierOf(
      await api.create(owner, {
        name: 'Milk',
        options: [
          { name: 'Oat', price: 6000 },
          { name: 'Soy', price: 5000 },
          { name: 'Almond', price: 7000 },
        ],
        min_select: 0,
        max_select: 1,
        outlet_ids: [a1],
      }),
    );
    const oat = created.options[0]!;
    const soy = created.options[1]!;
    const saved = await api.update(owner, created.id, {
      name: 'Milk choice',
      options: [
        { id: soy.id, name: 'Soy', price: 4500 },
        { name: 'Fresh milk', price: 0 },
        { id: oat.id, name: 'Oat milk', price: 6000 },
      ],
      min_select: 1,
      max_select: 1,
      outlet_ids: [a2],
    });
    expect(saved.statusCode).toBe(200);
    const modifier = modifierOf(saved);
    expect(modifier).toMatchObject({
      name: 'Milk choice',
      options: [
        { id: soy.id, name: 'Soy', price: 4500 },
        { name: 'Fresh milk', price: 0 },
        { id: oat.id, name: 'Oat milk', price: 6000 },
      ],
      is_required: true,
      is_single_choice: true,
      outlet_ids: [a2],
    });
    expect(modifierOf(await api.get(owner, created.id))).toEqual(modifier);
    const optionRows = await context.database.db
      .select()
      .from(modifierOptions)
      .where(eq(modifierOptions.modifierId, created.id));
    expect(optionRows).toHaveLength(3);

    // Saving under its own name in another case is not a clash with itself.
    expect((await api.update(owner, created.id, { ...sugarLevel([a1], 'MILK CHOICE') })).statusCode).toBe(
      200,
    );
    // Another set's name is.
    const clash = await api.update(owner, created.id, sugarLevel([a1], 'topping'));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).code).toBe('0160-0002');
  });

  it('shows the items a set is attached to, and a delete detaches it from them without touching the items', async () => {
    const { db } = context.database;
    const businessId = context.fx.a.id;
    const modifier = modifierOf(await api.create(owner, sugarLevel([a1], 'Attached')));
    const itemRows = await db
      .insert(items)
      .values([
        { businessId, name: 'Es Teh' },
        { businessId, name: 'Americano' },
      ])
      .returning({ id: items.id });
    await db
      .insert(itemModifiers)
      .values(itemRows.map((item) => ({ businessId, itemId: item.id, modifierId: modifier.id })));

    expect(modifierOf(await api.get(owner, modifier.id))).toMatchObject({
      item_count: 2,
      item_names: ['Americano', 'Es Teh'],
    });

    const deleted = await api.remove(owner, modifier.id);
    expect(deleted.statusCode).toBe(204);
    const gone = await api.get(owner, modifier.id);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    const links = await db
      .select()
      .from(itemModifiers)
      .where(and(eq(itemModifiers.businessId, businessId), eq(itemModifiers.modifierId, modifier.id)));
    expect(links).toEqual([]);
    expect(await db.select().from(items).where(eq(items.businessId, businessId))).toHaveLength(2);
    expect((await api.remove(owner, modifier.id)).statusCode).toBe(404);
  });

  it('deletes several sets at once, or none of them when one is missing', async () => {
    const ids = await Promise.all(
      ['Bulk 1', 'Bulk 2', 'Bulk 3'].map(
        async (name) => modifierOf(await api.create(owner, sugarLevel([a1], name))).id,
      ),
    );
    const [b1] = context.fx.b.outletIds as [number];
    const foreign = modifierOf(await api.create(strangerOwner, sugarLevel([b1], 'Bulk foreign'))).id;
    const refused = await api.bulkDelete(owner, { ids: [ids[0]!, foreign] });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    expect((await api.get(owner, ids[0]!)).statusCode).toBe(200);
    expect((await api.get(strangerOwner, foreign)).statusCode).toBe(200);

    const done = await api.bulkDelete(owner, { ids: [...ids, ids[0]!] });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted_count: 3 });
    for (const id of ids) expect((await api.get(owner, id)).statusCode).toBe(404);
    const empty = await api.bulkDelete(owner, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors[0]).toMatchObject({
      field: 'body.ids',
      message: 'Select at least one modifier set',
    });
  });

  it("answers 404 for another business's set on every route by id, and changes nothing of it", async () => {
    const [b1] = context.fx.b.outletIds as [number];
    const foreign = modifierOf(await api.create(strangerOwner, sugarLevel([b1], 'Theirs')));
    for (const response of [
      await api.get(owner, foreign.id),
      await api.update(owner, foreign.id, sugarLevel([a1], 'Mine now')),
      await api.remove(owner, foreign.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
    expect(modifierOf(await api.get(strangerOwner, foreign.id)).name).toBe('Theirs');
  });
});
