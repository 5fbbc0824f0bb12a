import type { SalesType } from '@backoffice/contracts/sales-types';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesTypeOutlets } from '../src/db/schema/index.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { createdId, errorOf, salesTypeRequests } from './library-requests.js';
import { useTestApp } from './test-context.js';

// A manager limited to some Outlets sees and changes sales types only within them (decisions 0011, 0152).
describe('sales types: a manager limited to one outlet', () => {
  const context = useTestApp();
  let api: ReturnType<typeof salesTypeRequests>;
  let owner: string;
  let manager: string;
  let mine: number;
  let theirs: number;
  let shared: number;
  let onlyMine: number;

  beforeAll(async () => {
    api = salesTypeRequests(context.app);
    [mine, theirs] = context.fx.a.outletIds as [number, number];
    await limitToOutlets(context.database.db, context.fx.a.id, context.fx.a.manager.id, [mine]);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    shared = createdId(await api.create(owner, { name: 'Dine In', outlet_ids: [mine, theirs] }));
    onlyMine = createdId(await api.create(owner, { name: 'Take Away', outlet_ids: [mine] }));
  });

  it('sees only their outlets, and a sales type shared beyond them as not theirs to change', async () => {
    const read = (await api.get(manager, shared)).json<SalesType>();
    expect(read).toMatchObject({ outlet_ids: [mine], can_edit: false });
    expect((await api.get(owner, shared)).json<SalesType>()).toMatchObject({
      outlet_ids: [mine, theirs],
      can_edit: true,
    });
    for (const response of [
      await api.update(manager, shared, { name: 'Makan Sini', outlet_ids: [mine] }),
      await api.state(manager, shared, false),
      await api.remove(manager, shared),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This sales type is also offered at outlets you do not manage, so you cannot change it.',
      });
    }
    expect((await api.deletable(manager, shared)).json()).toMatchObject({
      deletable: false,
      reason: 'not_yours',
    });
    expect((await api.get(owner, shared)).json<SalesType>().name).toBe('Dine In');
  });

  it('changes a sales type of their own outlet, and cannot offer it beyond their reach', async () => {
    const beyond = await api.update(manager, onlyMine, { name: 'Bungkus', outlet_ids: [mine, theirs] });
    expect(beyond.statusCode).toBe(400);
    expect(errorOf(beyond).errors[0]?.field).toBe('body.outlet_ids.1');
    const renamed = await api.update(manager, onlyMine, { name: 'Bungkus', outlet_ids: [mine] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<SalesType>()).toMatchObject({ name: 'Bungkus', can_edit: true });
    const created = await api.create(manager, { name: 'Delivery', outlet_ids: [theirs] });
    expect(created.statusCode).toBe(400);
    const rows = await context.database.db
      .select()
      .from(salesTypeOutlets)
      .where(and(eq(salesTypeOutlets.businessId, context.fx.a.id), eq(salesTypeOutlets.outletId, theirs)));
    expect(rows.map((row) => row.salesTypeId)).toEqual([shared]);
  });
});
