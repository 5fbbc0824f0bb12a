import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { oneTimeCodes, rateLimitEvents, refreshTokens } from '../src/db/schema/index.js';
import { LOGIN_CODE_PRUNE_JOB, pruneLoginCodes } from '../src/modules/account/prune-login-codes.js';
import { AUTH_PRUNE_JOB, pruneAuthRecords } from '../src/platform/auth/prune-auth-records.js';
import { createIdentityFixtures, type IdentityFixtures } from './identity-fixtures.js';
import { startTestApp, stopTestApp, type TestContext } from './test-context.js';
import { createTestDatabase } from './test-database.js';

const HOUR = 60 * 60 * 1000;

// Sign-in leaves rows behind (rate-limit events, spent refresh tokens, codes); scheduled jobs clear what has no use.
describe('housekeeping of sign-in records', () => {
  // The database alone, without the app: no worker may run a scheduled clean-up between a test's rows and its checks.
  let database: DatabaseHandle;
  let fx: IdentityFixtures;
  beforeAll(async () => {
    database = await createTestDatabase();
    fx = await createIdentityFixtures(database.db);
  });
  afterAll(() => database.close());

  const now = new Date();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  it('removes rate-limit events and refresh-token families a day past their use, and nothing newer', async () => {
    await database.db.insert(rateLimitEvents).values([
      { bucket: 'sign-in-address', key: 'old', createdAt: ago(25) },
      { bucket: 'sign-in-address', key: 'recent', createdAt: ago(23) },
    ]);
    const owner = fx.a.owner;
    const token = (familyId: string, familyExpiresAt: Date) => ({
      businessId: fx.a.id,
      userId: owner.id,
      familyId,
      tokenHash: `hash-${familyId}`,
      authType: 'email' as const,
      createdAt: ago(24 * 31),
      expiresAt: familyExpiresAt,
      familyExpiresAt,
    });
    await database.db
      .insert(refreshTokens)
      .values([token('ended-long-ago', ago(25)), token('ended-lately', ago(1)), token('live', ago(-24))]);

    expect(await pruneAuthRecords(database.db, now)).toEqual({ rateLimitEvents: 1, refreshTokens: 1 });
    const events = await database.db.select({ key: rateLimitEvents.key }).from(rateLimitEvents);
    expect(events.map((row) => row.key)).toEqual(['recent']);
    const families = await database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens);
    expect(families.map((row) => row.familyId).sort()).toEqual(['ended-lately', 'live']);
  });

  it('removes sign-in codes a day after they expired', async () => {
    const code = (codeHash: string, expiresAt: Date) => ({
      businessId: fx.b.id,
      userId: fx.b.owner.id,
      codeHash,
      createdAt: new Date(expiresAt.getTime() - 10 * 60 * 1000),
      expiresAt,
    });
    await database.db.insert(oneTimeCodes).values([code('old', ago(25)), code('recent', ago(2))]);
    expect(await pruneLoginCodes(database.db, now)).toBe(1);
    const left = await database.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(left.map((row) => row.codeHash)).toEqual(['recent']);
  });
});

describe('housekeeping schedule', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await startTestApp();
  });
  afterAll(() => stopTestApp(context));

  it('has both clean-ups on the job schedule', async () => {
    const { rows } = await context.database.executeSql(
      `select name, cron from pgboss.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: LOGIN_CODE_PRUNE_JOB, cron: '7,22,37,52 * * * *' },
      { name: AUTH_PRUNE_JOB, cron: '*/15 * * * *' },
    ]);
  });
});
