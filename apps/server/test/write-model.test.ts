import { ONE_TIME_CODE_LIFETIME_SECONDS } from '@backoffice/contracts/account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { discounts, oneTimeCodes, refreshTokens } from '../src/db/schema/index.js';
import { hashCode } from '../src/modules/account/one-time-code.js';
import { discountRequests } from './discount-requests.js';
import { bearer, signIn } from './identity-fixtures.js';
import { waitFor } from './wait-for.js';
import { TEST_JWT_SECRET } from './test-app.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

/**
 * Each rule holds with the narrowest guarantee it needs (decision 0026): unique indexes, a lock on the row the rule
 * is about, conditional updates. The embedded database runs one transaction at a time, so a race cannot happen on
 * it; these tests run where one can, on PostgreSQL.
 */
const onPostgres = testDatabaseKind === 'postgres';

describe.runIf(onPostgres)('write model under concurrency (PostgreSQL)', () => {
  const context = useTestApp();
  let api: ReturnType<typeof discountRequests>;
  let owner: string;

  beforeAll(async () => {
    api = discountRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
  });

  const refresh = (refreshToken: string) =>
    context.app.inject({ method: 'POST', url: '/api/account/v2/token', headers: bearer(refreshToken) });
  const verify = (email: string, code: string, remoteAddress: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code/verify',
      payload: { email, code },
      remoteAddress,
    });
  const create = (name: string, amount = 1000) =>
    api.create(owner, { name, type: 'cash', amount, outlet_ids: [context.fx.a.outletIds[0]] });
  const edit = (name: string, from: number, to: number) =>
    api.update(owner, {
      original_name: name,
      original_type: 'cash',
      original_amount: from,
      name,
      type: 'cash',
      amount: to,
      updated_outlet_ids: [context.fx.a.outletIds[0]!],
      deleted_outlet_ids: [],
    });
  const waitingLocks = async () =>
    Number(
      (await context.database.executeSql('select count(*)::int as n from pg_locks where not granted'))
        .rows[0]!.n,
    );
  /** Stores a code for the user as a code request would, and returns it. */
  const storeCode = async (userId: number, code: string) => {
    const now = new Date();
    await context.database.db.insert(oneTimeCodes).values({
      businessId: context.fx.a.id,
      userId,
      codeHash: hashCode(TEST_JWT_SECRET, userId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_LIFETIME_SECONDS * 1000),
    });
  };
  const liveTokens = async (familyId: string) =>
    (
      await context.database.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.rotatedAt),
          ),
        )
    ).length;

  it('holds up no other write of the business while one discount row is held', async () => {
    expect((await create('Held')).statusCode).toBe(201);
    expect((await create('Deleted meanwhile')).statusCode).toBe(201);
    const session = await signIn(context.app, context.fx.a.manager.email);
    await storeCode(context.fx.a.owner.id, '246802');

    // Another connection keeps the row of "Held" locked, as a long write of that discount would.
    let release!: () => void;
    let held!: () => void;
    const rowHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = context.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${discounts} where ${discounts.name} = 'Held' for update`);
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await rowHeld;
    const editOfHeld = edit('Held', 1000, 1500);
    type Responses = Awaited<ReturnType<typeof create>>[];
    let outcome: Responses | 'held up';
    try {
      await waitFor(
        async () => (await waitingLocks()) > 0,
        'the edit of the held discount to wait for its row',
      );
      // Everything else of the business goes ahead meanwhile: other discounts, a refresh, a code sign-in.
      const others = Promise.all([
        create('Created meanwhile'),
        api.remove(owner, { name: 'Deleted meanwhile', type: 'cash', amount: 1000 }),
        refresh(session.refresh_token),
        verify(context.fx.a.owner.email, '246802', '10.0.0.1'),
      ]);
      outcome = await Promise.race([
        others,
        new Promise<'held up'>((resolve) => setTimeout(() => resolve('held up'), 20_000)),
      ]);
    } finally {
      release();
      await holder;
    }
    expect(outcome).not.toBe('held up');
    const statuses = (outcome as Responses).map((response) => response.statusCode);
    expect(statuses).toEqual([201, 204, 200, 200]);
    // The held edit then goes through.
    expect((await editOfHeld).statusCode).toBe(200);
  });

  it('lets exactly one of two edits from the same copy of a discount through; the other finds its copy stale', async () => {
    expect((await create('Twin')).statusCode).toBe(201);
    const responses = await Promise.all([edit('Twin', 1000, 2000), edit('Twin', 1000, 3000)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    const [row] = await context.database.db
      .select({ amount: discounts.amount })
      .from(discounts)
      .where(and(eq(discounts.businessId, context.fx.a.id), eq(discounts.name, 'Twin')));
    expect(row!.amount).toBe(winner.amount);
  });

  it('lets exactly one of two deletes of one discount through', async () => {
    expect((await create('Gone')).statusCode).toBe(201);
    const key = { name: 'Gone', type: 'cash', amount: 1000 } as const;
    const responses = await Promise.all([api.remove(owner, key), api.remove(owner, key)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 404]);
  });

  it('signs in once with a code sent to several sign-ins at once', async () => {
    await storeCode(context.fx.a.manager.id, '135791');
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => verify(context.fx.a.manager.email, '135791', `10.0.1.${n}`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('counts every one of concurrent wrong codes, so the fifth burns the code', async () => {
    await storeCode(context.fx.a.noGrants.id, '111111');
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => verify(context.fx.a.noGrants.email, '999999', `10.0.2.${n}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const [row] = await context.database.db
      .select({ failedAttempts: oneTimeCodes.failedAttempts, spentAt: oneTimeCodes.spentAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, context.fx.a.noGrants.id));
    expect(row!.failedAttempts).toBe(5);
    expect(row!.spentAt).not.toBeNull();
  });

  it('never leaves two live refresh tokens when a replay races the refresh of the pair it replaces', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signIn(context.app, context.fx.b.owner.email, undefined, `10.0.3.${round}`);
      const second = (await refresh(first.refresh_token)).json();
      await Promise.all([refresh(second.refresh_token), refresh(first.refresh_token)]);
      expect(await liveTokens(String(decodeJwt(first.access_token).sid))).toBeLessThanOrEqual(1);
    }
  });

  it('issues no token after a logout that raced a refresh', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await signIn(context.app, context.fx.b.manager.email, undefined, `10.0.4.${round}`);
      const [, refreshed] = await Promise.all([
        context.app.inject({
          method: 'POST',
          url: '/api/account/v2/logout',
          headers: bearer(session.access_token),
        }),
        refresh(session.refresh_token),
      ]);
      expect(await liveTokens(String(decodeJwt(session.access_token).sid))).toBe(0);
      if (refreshed.statusCode === 200) {
        expect((await refresh(refreshed.json().refresh_token)).statusCode).toBe(401);
      }
    }
  });
});
