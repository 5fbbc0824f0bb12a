import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { mailOutbox, oneTimeCodes } from '../src/db/schema/index.js';
import { insertCode } from '../src/modules/account/one-time-code.repository.js';
import { MAIL_DELIVERY_JOB } from '../src/platform/mail/mailer.js';
import { startWorker } from '../src/worker.js';
import { createIdentityFixtures, type IdentityFixtures } from './identity-fixtures.js';
import { waitFor } from './smtp-sink.js';
import { createTestApp, TEST_JWT_SECRET } from './test-app.js';
import { createTestDatabase } from './test-database.js';

/** API-only processes (WORKERS=off) queue jobs; worker processes (`npm run worker`) work them (decision 0027). */
describe('jobs', () => {
  let database: DatabaseHandle;
  let fx: IdentityFixtures;
  let api: FastifyInstance;
  let worker: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    fx = await createIdentityFixtures(database.db);
    api = await createTestApp(database, { WORKERS: 'off' });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await database?.close();
  });

  const mailJobs = async () =>
    (
      await database.executeSql(
        `select state::text as state from pgboss.job where name = $1 order by created_on`,
        [MAIL_DELIVERY_JOB],
      )
    ).rows.map((row) => String(row.state));
  const codesOf = async (userId: number) =>
    (await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId))).length;
  const mailTo = async (email: string) =>
    (
      await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email)))
    ).length;

  /** A code and its mail in one transaction, as a code request stores them. */
  const storeCodeAndMail = (userId: number, email: string, outcome: 'commit' | 'roll back') =>
    database.db.transaction(async (tx) => {
      const now = new Date();
      await insertCode(tx, {
        businessId: fx.a.id,
        userId,
        codeHash: 'not-a-real-code',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      });
      await api.mailer.enqueue(
        { to: email, businessId: fx.a.id, subject: 'Code', text: 'Your code' },
        { in: tx },
      );
      if (outcome === 'roll back') tx.rollback();
    });

  it('stores a job sent in a transaction only if the transaction commits', async () => {
    const user = fx.a.manager;
    await expect(storeCodeAndMail(user.id, user.email, 'roll back')).rejects.toThrow();
    expect(await codesOf(user.id)).toBe(0);
    expect(await mailJobs()).toEqual([]);

    await storeCodeAndMail(user.id, user.email, 'commit');
    expect(await codesOf(user.id)).toBe(1);
    expect(await mailJobs()).toEqual(['created']);
  });

  it('queues jobs without working them when WORKERS=off; the worker process works them', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      payload: { email: fx.a.owner.email },
    });
    expect(response.statusCode).toBe(202);
    // The code is stored after the answer: wait for its mail job.
    await waitFor(async () => (await mailJobs()).length === 2, 'the code mail to be queued');
    expect(await codesOf(fx.a.owner.id)).toBe(1);

    // A worker would have taken the jobs within a polling interval (1 s for mail); give it three.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await mailJobs()).toEqual(['created', 'created']);
    expect(await mailTo(fx.a.owner.email)).toBe(0);

    worker = await startWorker(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        WEB_DIST_DIR: '/nonexistent-web-dist',
        WORKERS: 'off',
      }),
      database,
    );
    expect(worker.server.listening).toBe(false);
    await waitFor(async () => (await mailJobs()).every((state) => state === 'completed'), 'the worker');
    expect(await mailTo(fx.a.owner.email)).toBe(1);
    expect(await mailTo(fx.a.manager.email)).toBe(1);
  });
});
