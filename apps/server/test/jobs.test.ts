import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { mailOutbox, oneTimeCodes } from '../src/db/schema/index.js';
import { insertCode } from '../src/modules/account/one-time-code.repository.js';
import { MAIL_DELIVERY_JOB } from '../src/platform/mail/mailer.js';
import { startWorker } from '../src/worker.js';
import { waitFor } from './wait-for.js';
import { createTestApp, TEST_JWT_SECRET } from './test-app.js';
import { useTestDatabase } from './test-context.js';

/** API-only processes (WORKERS=off) queue jobs; worker processes (`npm run worker`) work them (decision 0027). */
describe('jobs', () => {
  const context = useTestDatabase();
  let api: FastifyInstance;
  let worker: FastifyInstance | undefined;
  /** Every statement the API process sent through its handle, which its job queue uses too. */
  const apiStatements: string[] = [];
  beforeAll(async () => {
    const { database } = context;
    const recording: DatabaseHandle = {
      ...database,
      executeSql: (text, values) => {
        apiStatements.push(text);
        return database.executeSql(text, values);
      },
    };
    api = await createTestApp(recording, { WORKERS: 'off' });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  const mailJobs = async () =>
    (
      await context.database.executeSql(
        `select state::text as state from pgboss.job where name = $1 order by created_on`,
        [MAIL_DELIVERY_JOB],
      )
    ).rows.map((row) => String(row.state));
  const codesOf = async (userId: number) =>
    (await context.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId))).length;
  const mailTo = async (email: string) =>
    (
      await context.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email)))
    ).length;

  /** A code and its mail in one transaction, as a code request stores them. */
  const storeCodeAndMail = (userId: number, email: string, outcome: 'commit' | 'roll back') =>
    context.database.db.transaction(async (tx) => {
      const now = new Date();
      await insertCode(tx, {
        businessId: context.fx.a.id,
        userId,
        codeHash: 'not-a-real-code',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      });
      await api.mailer.enqueue(
        { to: email, businessId: context.fx.a.id, subject: 'Code', text: 'Your code' },
        { in: tx },
      );
      if (outcome === 'roll back') tx.rollback();
    });

  it('stores a job sent in a transaction only if the transaction commits', async () => {
    const user = context.fx.a.manager;
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
      payload: { email: context.fx.a.owner.email },
    });
    expect(response.statusCode).toBe(202);
    // The code is stored after the answer: wait for its mail job.
    await waitFor(async () => (await mailJobs()).length === 2, 'the code mail to be queued');
    expect(await codesOf(context.fx.a.owner.id)).toBe(1);

    // A process that works jobs asks for one (`… FOR UPDATE SKIP LOCKED`) as soon as its queue starts, before the
    // app is ready: this one has created its queues and never asked.
    expect(apiStatements.some((text) => text.includes('pgboss.create_queue('))).toBe(true);
    expect(apiStatements.filter((text) => text.includes('SKIP LOCKED'))).toEqual([]);
    expect(await mailJobs()).toEqual(['created', 'created']);
    expect(await mailTo(context.fx.a.owner.email)).toBe(0);

    worker = await startWorker(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        WEB_DIST_DIR: '/nonexistent-web-dist',
        WORKERS: 'off',
      }),
      context.database,
    );
    expect(worker.server.listening).toBe(false);
    await waitFor(async () => (await mailJobs()).every((state) => state === 'completed'), 'the worker');
    expect(await mailTo(context.fx.a.owner.email)).toBe(1);
    expect(await mailTo(context.fx.a.manager.email)).toBe(1);
  });
});
