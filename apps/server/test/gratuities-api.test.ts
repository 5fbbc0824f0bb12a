import { and, eq } from 'drizzle-orm';
import type {
  Gratuity,
  GratuitySalesTypeChoices,
  ListGratuitiesResponse,
} from '@backoffice/contracts/gratuities';
import { beforeAll, describe, expect, it } from 'vitest';
import { gratuities, gratuitySalesTypes, salesTypes } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { chargeRequests, errorOf } from './library-charge-requests.js';
import { useTestApp } from './test-context.js';

describe('service charge library: /api/v1/gratuities', () => {
  const context = useTestApp();
  let api: ReturnType<typeof chargeRequests>;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let dineIn: number;
  let takeAway: number;
  let salesTypeB: number;

  beforeAll(async () => {
    api = chargeRequests(context.app, '/api/v1/gratuities');
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const rows = await context.database.db
      .insert(salesTypes)
      .values([
        { businessId: context.fx.a.id, name: 'Dine In', position: 1 },
        { businessId: context.fx.a.id, name: 'Take Away', position: 2 },
      ])
      .returning({ id: salesTypes.id });
    [dineIn, takeAway] = rows.map((row) => row.id) as [number, number];
    const [other] = await context.database.db
      .insert(salesTypes)
      .values({ businessId: context.fx.b.id, name: 'Dine In' })
      .returning({ id: salesTypes.id });
    salesTypeB = other!.id;
  });

  const service = (extra: object = {}) => ({
    name: 'Service Charge',
    rate: 5,
    outlet_ids: context.fx.a.outletIds,
    ...extra,
  });

  it('creates a service charge for every sales type, reads it back and lists it', async () => {
    const created = await api.create(owner, service());
    expect(created.statusCode).toBe(201);
    const gratuity = created.json<Gratuity>();
    expect(gratuity).toMatchObject({
      name: 'Service Charge',
      rate: 5,
      outlet_ids: [...context.fx.a.outletIds].sort((a, b) => a - b),
      sales_type_ids: [],
    });
    expect((await api.get(owner, gratuity.id)).json()).toEqual(gratuity);
    const list = (await api.list(owner)).json<ListGratuitiesResponse>();
    expect(list.results).toContainEqual(gratuity);
  });

  it('applies to chosen sales types, and offers the business’s own', async () => {
    const created = await api.create(
      owner,
      service({ name: ' Dine-in 7,5 ', rate: 7.5, sales_type_ids: [takeAway, dineIn, dineIn] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json<Gratuity>()).toMatchObject({
      name: 'Dine-in 7,5',
      rate: 7.5,
      sales_type_ids: [dineIn, takeAway].sort((a, b) => a - b),
    });
    const choices = (await api.choices(owner, 'sales-type-choices')).json<GratuitySalesTypeChoices>();
    expect(choices.results).toEqual([
      { id: dineIn, name: 'Dine In' },
      { id: takeAway, name: 'Take Away' },
    ]);
  });

  it('refuses rates outside 0–100 or with more than two decimals, and what is missing, in the error shape', async () => {
    for (const [rate, message] of [
      [101, '*Gratuity rate must be between 0 and 100%'],
      [2.125, '*Gratuity rate can have at most 2 decimals'],
      [null, '*Gratuity rate is required'],
    ] as const) {
      const response = await api.create(owner, service({ name: `Rate ${rate}`, rate }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([expect.objectContaining({ field: 'body.rate', message })]);
    }
    const empty = await api.create(owner, { name: '', rate: 5, outlet_ids: [] });
    expect(errorOf(empty).errors.map((e) => [e.field, e.key])).toEqual([
      ['body.name', 'gratuities.nameRequired'],
      ['body.outlet_ids', 'gratuities.outletRequired'],
    ]);
  });

  it('keeps names unique ignoring case and spaces, also under concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.create(owner, service({ name: index % 2 ? 'Layanan' : ' LAYANAN ', rate: index })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({
      code: '0157-0010',
      message: 'Gratuity name already exists in your business, please use another name.',
      errors: [{ field: 'body.name' }],
    });
    const other = (await api.create(owner, service({ name: 'Layanan Lain' }))).json<Gratuity>();
    expect((await api.update(owner, other.id, service({ name: 'layanan' }))).statusCode).toBe(409);
    const b = await api.create(ownerB, { name: 'Layanan', rate: 5, outlet_ids: [context.fx.b.outletIds[0]] });
    expect(b.statusCode).toBe(201);
  });

  it('refuses another business’s outlets and sales types naming each, and writes nothing', async () => {
    const response = await api.create(owner, {
      name: 'Asing',
      rate: 5,
      outlet_ids: [context.fx.b.outletIds[0]],
      sales_type_ids: [dineIn, salesTypeB],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([
      {
        field: 'body.outlet_ids.0',
        message: '*The gratuity can only be assigned to your own outlets',
        key: 'gratuities.outletNotInBusiness',
      },
      {
        field: 'body.sales_type_ids.1',
        message: '*This sales type is not one of your sales types',
        key: 'gratuities.salesTypeNotInBusiness',
      },
    ]);
    expect(await context.database.db.select().from(gratuities).where(eq(gratuities.name, 'Asing'))).toEqual(
      [],
    );
  });

  it('answers another business’s service charge like a missing one, and changes nothing of it', async () => {
    const theirs = (
      await api.create(ownerB, { name: 'Layanan B', rate: 5, outlet_ids: [context.fx.b.outletIds[0]] })
    ).json<Gratuity>();
    for (const response of [
      await api.get(owner, theirs.id),
      await api.update(owner, theirs.id, service({ name: 'Hijacked' })),
      await api.remove(owner, theirs.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Gratuity does not found or already removed',
      });
    }
    expect((await api.get(ownerB, theirs.id)).json<Gratuity>().name).toBe('Layanan B');
  });

  it('edits outlets and sales types, then deletes with its links', async () => {
    const gratuity = (
      await api.create(owner, service({ name: 'Edit Me', sales_type_ids: [dineIn] }))
    ).json<Gratuity>();
    const edited = await api.update(owner, gratuity.id, {
      name: 'Edited',
      rate: 10.25,
      outlet_ids: [context.fx.a.outletIds[1]],
      sales_type_ids: [],
    });
    expect(edited.json<Gratuity>()).toMatchObject({
      name: 'Edited',
      rate: 10.25,
      outlet_ids: [context.fx.a.outletIds[1]],
      sales_type_ids: [],
    });
    expect((await api.remove(owner, gratuity.id)).statusCode).toBe(204);
    expect((await api.get(owner, gratuity.id)).statusCode).toBe(404);
    const links = await context.database.db
      .select()
      .from(gratuitySalesTypes)
      .where(
        and(
          eq(gratuitySalesTypes.businessId, context.fx.a.id),
          eq(gratuitySalesTypes.gratuityId, gratuity.id),
        ),
      );
    expect(links).toEqual([]);
  });

  it('pages by name, searches and filters by outlet', async () => {
    for (const name of ['Yak 1', 'Yak 2', 'Yak 3'])
      await api.create(
        owner,
        service({ name, outlet_ids: [context.fx.a.outletIds[name === 'Yak 3' ? 1 : 0]] }),
      );
    const first = (await api.list(owner, { search: 'yak', per_page: '2' })).json<ListGratuitiesResponse>();
    expect(first.results.map((row) => row.name)).toEqual(['Yak 1', 'Yak 2']);
    const second = (
      await api.list(owner, { search: 'yak', per_page: '2', cursor: first.next_cursor! })
    ).json<ListGratuitiesResponse>();
    expect(second).toMatchObject({ next_cursor: null });
    expect(second.results.map((row) => row.name)).toEqual(['Yak 3']);
    const atSecond = (
      await api.list(owner, { search: 'YAK', outlet: String(context.fx.a.outletIds[1]) })
    ).json<ListGratuitiesResponse>();
    expect(atSecond.results.map((row) => row.name)).toEqual(['Yak 3']);
  });

  it('is the owner’s only: a manager is refused every call', async () => {
    const gratuity = (await api.create(owner, service({ name: 'Pemilik' }))).json<Gratuity>();
    for (const response of [
      await api.list(manager),
      await api.choices(manager, 'sales-type-choices'),
      await api.get(manager, gratuity.id),
      await api.create(manager, service({ name: 'Manajer' })),
      await api.update(manager, gratuity.id, service({ name: 'Manajer' })),
      await api.remove(manager, gratuity.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});
