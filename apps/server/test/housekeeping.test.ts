import { describe, expect, it } from 'vitest';
import { RECURRING_CHARGE_JOB } from '../src/modules/billing/recurring-billing.module.js';
import { DELETION_PURGE_JOB } from '../src/modules/deletion/deletion.module.js';
import { oneTimeCodes, rateLimitEvents, refreshTokens } from '../src/db/schema/index.js';
import { EXPORT_AGE_OUT_JOB } from '../src/modules/exports/exports.module.js';
import { PRUNE_IDEMPOTENCY_KEYS_JOB } from '../src/modules/refunds/prune-idempotency-keys.js';
import { LOGIN_CODE_PRUNE_JOB, pruneLoginCodes } from '../src/modules/account/prune-login-codes.js';
import { AUTH_PRUNE_JOB, pruneAuthRecords } from '../src/platform/auth/prune-auth-records.js';
import { pruneRealtimeEvents } from '../src/platform/realtime/realtime-events.repository.js';
import { REALTIME_PRUNE_JOB } from '../src/platform/realtime/realtime-hub.js';
import { useTestApp, useTestDatabase } from './test-context.js';

const HOUR = 60 * 60 * 1000;

// Sign-in leaves rows behind (rate-limit events, spent refresh tokens, codes); scheduled jobs clear what has no use.
describe('housekeeping of sign-in records', () => {
  // The database alone, without the app: no worker may run a scheduled clean-up between a test's rows and its checks.
  const context = useTestDatabase();

  const now = new Date();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  it('removes rate-limit events and refresh-token families a day past their use, and nothing newer', async () => {
    await context.database.db.insert(rateLimitEvents).values([
      { bucket: 'sign-in-address', key: 'old', createdAt: ago(25) },
      { bucket: 'sign-in-address', key: 'recent', createdAt: ago(23) },
    ]);
    const owner = context.fx.a.owner;
    const token = (familyId: string, familyExpiresAt: Date) => ({
      businessId: context.fx.a.id,
      userId: owner.id,
      familyId,
      tokenHash: `hash-${familyId}`,
      authType: 'email' as const,
      createdAt: ago(24 * 31),
      expiresAt: familyExpiresAt,
      familyExpiresAt,
    });
    await context.database.db
      .insert(refreshTokens)
      .values([token('ended-long-ago', ago(25)), token('ended-lately', ago(1)), token('live', ago(-24))]);

    expect(await pruneAuthRecords(context.database.db, now)).toEqual({
      rateLimitEvents: 1,
      refreshTokens: 1,
    });
    const events = await context.database.db.select({ key: rateLimitEvents.key }).from(rateLimitEvents);
    expect(events.map((row) => row.key)).toEqual(['recent']);
    const families = await context.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens);
    expect(families.map((row) => row.familyId).sort()).toEqual(['ended-lately', 'live']);
  });

  it('removes sign-in codes a day after they expired', async () => {
    const code = (codeHash: string, expiresAt: Date) => ({
      businessId: context.fx.b.id,
      userId: context.fx.b.owner.id,
      codeHash,
      createdAt: new Date(expiresAt.getTime() - 10 * 60 * 1000),
      expiresAt,
    });
    await context.database.db.insert(oneTimeCodes).values([code('old', ago(25)), code('recent', ago(2))]);
    expect(await pruneLoginCodes(context.database.db, now)).toBe(1);
    const left = await context.database.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(left.map((row) => row.codeHash)).toEqual(['recent']);
  });
});

describe('housekeeping schedule', () => {
  const context = useTestApp();

  it('has every clean-up on the job schedule', async () => {
    const { rows } = await context.database.executeSql(
      `select name, cron from pgboss.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: LOGIN_CODE_PRUNE_JOB, cron: '7,22,37,52 * * * *' },
      { name: AUTH_PRUNE_JOB, cron: '*/15 * * * *' },
      { name: RECURRING_CHARGE_JOB, cron: '23 * * * *' },
      { name: DELETION_PURGE_JOB, cron: '41 * * * *' },
      { name: EXPORT_AGE_OUT_JOB, cron: '17 3 * * *' },
      { name: PRUNE_IDEMPOTENCY_KEYS_JOB, cron: '17 * * * *' },
      { name: REALTIME_PRUNE_JOB, cron: '*/10 * * * *' },
    ]);
  });

  it('prunes realtime events older than the cut-off and keeps newer ones', async () => {
    const businessId = context.fx.a.id;
    await context.database.executeSql(
      `insert into realtime_events (business_id, topic, type, data, created_at) values
        ($1, 'probe', 'old', '{}', now() - interval '30 minutes'), ($1, 'probe', 'new', '{}', now())`,
      [businessId],
    );
    expect(await pruneRealtimeEvents(context.database.db, new Date(Date.now() - 20 * 60 * 1000))).toBe(1);
    const { rows } = await context.database.executeSql(
      `select type from realtime_events where business_id = $1`,
      [businessId],
    );
    expect(rows).toEqual([{ type: 'new' }]);
  });
});
