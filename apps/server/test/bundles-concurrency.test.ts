import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, bundleRequests, errorOf, seedItem } from './bundle-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

describe.runIf(testDatabaseKind === 'postgres')(
  'bundle packages under concurrent writes (PostgreSQL)',
  () => {
    const context = useTestApp();
    let api: ReturnType<typeof bundleRequests>;
    let owner: string;
    let a1: number;
    let kopi: number;

    beforeAll(async () => {
      api = bundleRequests(context.app);
      owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
      [a1] = context.fx.a.outletIds as [number];
      [kopi] = (await seedItem(context.database.db, context.fx.a.id, 'Kopi', [{ price: 1000 }]))
        .variantIds as [number];
    });

    const body = (name: string, price = 1000) => ({
      name,
      price,
      components: [{ variant_id: kopi, quantity: 1 }],
      outlet_ids: [a1],
    });

    it('of two creates of one name, one wins and the other gets the name error', async () => {
      const responses = await Promise.all([
        api.create(owner, body('Balapan')),
        api.create(owner, body('balapan ')),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(errorOf(responses.find((r) => r.statusCode === 409)!).code).toBe('0170-0002');
    });

    it('an edit and a delete of one bundle finish one after the other, never half-done', async () => {
      const created = bundleOf(await api.create(owner, body('Paket Balap')));
      const [edited, deleted] = await Promise.all([
        api.update(owner, created.id, body('Paket Balap', 2000)),
        api.remove(owner, created.id),
      ]);
      expect(deleted.statusCode).toBe(204);
      expect([200, 404]).toContain(edited.statusCode);
      expect((await api.get(owner, created.id)).statusCode).toBe(404);
    });
  },
);
