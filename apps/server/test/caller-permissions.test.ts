import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '../src/db/schema/index.js';
import { discountRequests } from './discount-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

/**
 * Permission sets are cached per list of grants (decision 0017). The two businesses' managers start with equal
 * grants, so they share one cached set: a grant taken from one role must take effect on that role's next request,
 * leave the other role alone, and a grant given back must take effect as fast.
 */
describe('permissions follow grant changes at once', () => {
  const context = useTestApp();
  let api: ReturnType<typeof discountRequests>;
  let managerA: string;
  let managerB: string;

  beforeAll(async () => {
    api = discountRequests(context.app);
    managerA = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    managerB = (await signIn(context.app, context.fx.b.manager.email)).access_token;
  });

  const grantOfA = () =>
    and(
      eq(rolePermissions.businessId, context.fx.a.id),
      eq(rolePermissions.roleId, context.fx.a.manager.roleId),
      eq(rolePermissions.permissionKey, 'library.discounts'),
    );

  it('revoking a grant answers 403 on the next request, and granting it again answers 200', async () => {
    expect((await api.list(managerA)).statusCode).toBe(200);
    expect((await api.list(managerB)).statusCode).toBe(200);

    await context.database.db.delete(rolePermissions).where(grantOfA());
    expect((await api.list(managerA)).statusCode).toBe(403);
    expect((await api.list(managerB)).statusCode).toBe(200);

    await context.database.db.insert(rolePermissions).values({
      businessId: context.fx.a.id,
      roleId: context.fx.a.manager.roleId,
      permissionKey: 'library.discounts',
    });
    expect((await api.list(managerA)).statusCode).toBe(200);
    expect((await api.list(managerB)).statusCode).toBe(200);
  });
});
