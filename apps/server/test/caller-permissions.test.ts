import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { rolePermissions } from '../src/db/schema/index.js';
import { discountRequests } from './discount-requests.js';
import { type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

/**
 * Permission sets are cached per list of grants (decision 0017). The two businesses' managers start with equal
 * grants, so they share one cached set: a grant taken from one role must take effect on that role's next request,
 * leave the other role alone, and a grant given back must take effect as fast.
 */
describe('permissions follow grant changes at once', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let managerA: string;
  let managerB: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    managerA = (await signIn(app, fx.a.manager.email)).access_token;
    managerB = (await signIn(app, fx.b.manager.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  const grantOfA = () =>
    and(
      eq(rolePermissions.businessId, fx.a.id),
      eq(rolePermissions.roleId, fx.a.manager.roleId),
      eq(rolePermissions.permissionKey, 'library.discounts'),
    );

  it('revoking a grant answers 403 on the next request, and granting it again answers 200', async () => {
    expect((await api.list(managerA)).statusCode).toBe(200);
    expect((await api.list(managerB)).statusCode).toBe(200);

    await database.db.delete(rolePermissions).where(grantOfA());
    expect((await api.list(managerA)).statusCode).toBe(403);
    expect((await api.list(managerB)).statusCode).toBe(200);

    await database.db.insert(rolePermissions).values({
      businessId: fx.a.id,
      roleId: fx.a.manager.roleId,
      permissionKey: 'library.discounts',
    });
    expect((await api.list(managerA)).statusCode).toBe(200);
    expect((await api.list(managerB)).statusCode).toBe(200);
  });
});
