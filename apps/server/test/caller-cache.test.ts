import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { outlets, rolePermissions, users } from '../src/db/schema/index.js';
import { endAllSessions } from '../src/platform/auth/sessions.js';
import { discountRequests } from './discount-requests.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { createTestApp } from './test-app.js';
import { useTestApp, useTestDatabase } from './test-context.js';
import { testDatabaseKind } from './test-database.js';
import { transactionRequests } from './transaction-fixtures.js';

/**
 * Callers are kept between requests (decision 0140), and decision 0006's promise still holds: a change to a
 * session, a person, a grant or an outlet takes effect at the very next request — made through the API or behind
 * its back (SQL, a job, a support command), on this instance and, on PostgreSQL, on every other one. Each case
 * first proves that the instance answers from its cache, so that the refusal after the change is the cache's.
 */
const day = { start_time: '2024-02-01T00:00:00', end_time: '2024-02-01T23:59:59' };

function cachedRequests(app: FastifyInstance) {
  const discounts = discountRequests(app);
  const transactions = transactionRequests(app);
  return {
    profile: (token: string) =>
      app.inject({ method: 'GET', url: '/api/account/v2/profile', headers: bearer(token) }),
    discounts: (token: string) => discounts.list(token),
    orders: (token: string, outletId: number) =>
      transactions.orders(token, { ...day, outlet_ids: String(outletId) }),
    /** Answers `status` twice, the second time from the cache. */
    async twiceFromCache(request: () => Promise<{ statusCode: number }>, status = 200) {
      expect((await request()).statusCode).toBe(status);
      const hits = app.callerCache.stats.hits;
      expect((await request()).statusCode).toBe(status);
      expect(app.callerCache.stats.hits).toBe(hits + 1);
    },
  };
}

describe('a cached caller follows every change at the next request', () => {
  const context = useTestApp();
  let api: ReturnType<typeof cachedRequests>;
  beforeAll(() => {
    api = cachedRequests(context.app);
  });

  it('a session ended by signing out', async () => {
    const session = await signIn(context.app, context.fx.a.manager.email);
    await api.twiceFromCache(() => api.profile(session.access_token));
    const out = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/logout',
      headers: bearer(session.access_token),
    });
    expect(out.statusCode).toBe(200);
    expect((await api.profile(session.access_token)).json().code).toBe('SESSION_ENDED');
  });

  it('every session of a person ended behind the API (token version)', async () => {
    const session = await signIn(context.app, context.fx.b.manager.email);
    await api.twiceFromCache(() => api.profile(session.access_token));
    await endAllSessions(context.database.db, context.fx.b.id, context.fx.b.manager.id);
    expect((await api.profile(session.access_token)).json().code).toBe('SESSION_ENDED');
  });

  it('a grant removed, then given back', async () => {
    const session = await signIn(context.app, context.fx.a.manager.email);
    await api.twiceFromCache(() => api.discounts(session.access_token));
    const grant = and(
      eq(rolePermissions.businessId, context.fx.a.id),
      eq(rolePermissions.roleId, context.fx.a.manager.roleId),
      eq(rolePermissions.permissionKey, 'library.discounts'),
    );
    await context.database.db.delete(rolePermissions).where(grant);
    await api.twiceFromCache(() => api.discounts(session.access_token), 403);
    await context.database.db.insert(rolePermissions).values({
      businessId: context.fx.a.id,
      roleId: context.fx.a.manager.roleId,
      permissionKey: 'library.discounts',
    });
    expect((await api.discounts(session.access_token)).statusCode).toBe(200);
  });

  it("an outlet taken out of a person's reach, and an outlet added to the business", async () => {
    const { a } = context.fx;
    const session = await signIn(context.app, a.owner.email);
    await limitToOutlets(context.database.db, a.id, a.owner.id, a.outletIds);
    await api.twiceFromCache(() => api.orders(session.access_token, a.outletIds[0]!));
    // An owner reaches every outlet whatever the rows say; the manager does not.
    const manager = await signIn(context.app, a.manager.email);
    await limitToOutlets(context.database.db, a.id, a.manager.id, a.outletIds);
    await api.twiceFromCache(() => api.orders(manager.access_token, a.outletIds[0]!));
    await limitToOutlets(context.database.db, a.id, a.manager.id, a.outletIds.slice(1));
    expect((await api.orders(manager.access_token, a.outletIds[0]!)).statusCode).toBe(404);

    const [added] = await context.database.db
      .insert(outlets)
      .values({ businessId: a.id, name: 'Outlet a9', city: 'Jakarta Selatan', province: 'DKI Jakarta' })
      .returning({ id: outlets.id });
    expect((await api.orders(session.access_token, added!.id)).statusCode).toBe(200);
  });

  it('a person removed from the business', async () => {
    const { b } = context.fx;
    const session = await signIn(context.app, b.noGrants.email);
    await api.twiceFromCache(() => api.profile(session.access_token));
    await context.database.db
      .delete(users)
      .where(and(eq(users.businessId, b.id), eq(users.id, b.noGrants.id)));
    expect((await api.profile(session.access_token)).json().code).toBe('SESSION_ENDED');
  });
});

/** Two app instances, each with its own connections, on one PostgreSQL database; no waiting between them. */
describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  const context = useTestDatabase();
  let secondHandle: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const { rows } = await context.database.executeSql('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${String(rows[0]!.name)}`;
    secondHandle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    first = await createTestApp(context.database);
    second = await createTestApp(secondHandle);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondHandle?.close();
  });

  it('signing out on one ends the session on the other at its next request', async () => {
    const onSecond = cachedRequests(second);
    const session = await signIn(first, context.fx.a.manager.email);
    await onSecond.twiceFromCache(() => onSecond.profile(session.access_token));
    const out = await first.inject({
      method: 'POST',
      url: '/api/account/v2/logout',
      headers: bearer(session.access_token),
    });
    expect(out.statusCode).toBe(200);
    expect((await onSecond.profile(session.access_token)).json().code).toBe('SESSION_ENDED');
  });

  it('a person whose sessions were all ended, and a removed grant, are refused on the other at once', async () => {
    const onSecond = cachedRequests(second);
    const manager = await signIn(first, context.fx.b.manager.email);
    await onSecond.twiceFromCache(() => onSecond.discounts(manager.access_token));
    await context.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, context.fx.b.id),
          eq(rolePermissions.roleId, context.fx.b.manager.roleId),
          eq(rolePermissions.permissionKey, 'library.discounts'),
        ),
      );
    expect((await onSecond.discounts(manager.access_token)).statusCode).toBe(403);

    await onSecond.twiceFromCache(() => onSecond.profile(manager.access_token));
    await endAllSessions(context.database.db, context.fx.b.id, context.fx.b.manager.id);
    expect((await onSecond.profile(manager.access_token)).json().code).toBe('SESSION_ENDED');
  });
});
