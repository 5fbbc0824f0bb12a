import { beforeAll, describe, expect, it } from 'vitest';
import { campaignRequests, uploadedImage } from './campaign-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/** The embedded database runs one transaction at a time, where this race cannot happen. */
describe.runIf(testDatabaseKind === 'postgres')(
  '5 campaigns per outlet under concurrent saves (PostgreSQL)',
  () => {
    const context = useTestApp();
    let api: ReturnType<typeof campaignRequests>;
    let owner: string;

    beforeAll(async () => {
      api = campaignRequests(context.app);
      owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    });

    it('of six saves racing for five places at two outlets, exactly five win', async () => {
      const [a1, a2] = context.fx.a.outletIds as [number, number];
      const image = await uploadedImage(api, owner, a1);
      const save = (i: number) =>
        api.create(owner, {
          name: `Race ${i}`,
          images: [image],
          duration: 5,
          // Named in both orders: the locks are taken in id order, so they queue rather than deadlock.
          outlet_ids: i % 2 === 0 ? [a1, a2] : [a2, a1],
        });
      const responses = await Promise.all([0, 1, 2, 3, 4, 5].map(save));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('0010');
      expect((await api.list(owner, { outlet: a1 })).json().results).toHaveLength(5);
      expect((await api.list(owner, { outlet: a2 })).json().results).toHaveLength(5);
    });
  },
);
