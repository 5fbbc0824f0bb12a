import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DELIVERY_JOB } from '../src/platform/mail/mailer.js';
import { type SmtpSink, startSmtpSink, unusedPort } from './smtp-sink.js';
import { waitFor } from './wait-for.js';
import { createTestApp } from './test-app.js';
import { useTestDatabase } from './test-context.js';

interface QueuedMail {
  id: string;
  state: string;
  data: Record<string, unknown>;
}

// Mail goes through the persisted job queue: a mail server that is away, or a restart, loses nothing.
describe('queued mail', () => {
  const context = useTestDatabase();
  let port: number;
  let sink: SmtpSink | undefined;
  const apps: FastifyInstance[] = [];

  const appOnMailServer = async () => {
    const app = await createTestApp(context.database, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Back Office <no-reply@backoffice.test>',
    });
    apps.push(app);
    return app;
  };
  const requestCode = (app: FastifyInstance, email: string) =>
    app.inject({ method: 'POST', url: '/api/account/v2/login/code', payload: { email } });
  const queuedMail = async (): Promise<QueuedMail[]> =>
    (
      await context.database.executeSql(
        `select id::text as id, state::text as state, data from pgboss.job where name = $1 order by created_on`,
        [MAIL_DELIVERY_JOB],
      )
    ).rows as unknown as QueuedMail[];
  /** As if the retry delay had passed: the next attempt is due now. */
  const makeRetryDue = (id: string) =>
    context.database.executeSql(`update pgboss.job set start_after = now() where id = $1::uuid`, [id]);

  beforeAll(async () => {
    port = await unusedPort();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await sink?.stop();
  });

  it('keeps a code mail through a mail-server outage and a restart, then delivers it once', async () => {
    const first = await appOnMailServer();
    expect((await requestCode(first, context.fx.a.owner.email)).statusCode).toBe(202);

    // Nothing listens on the port: the first attempt fails and the mail waits for a retry.
    await waitFor(async () => (await queuedMail())[0]?.state === 'retry', 'the failed first attempt');
    const [job] = await queuedMail();
    // What waits in the table is sealed: neither the address, the code nor the text can be read from it.
    const stored = JSON.stringify(job!.data);
    expect(stored).not.toContain(context.fx.a.owner.email);
    expect(stored).not.toMatch(/sign-in code|\b\d{6}\b/);

    // The server restarts while the mail server comes back.
    await first.close();
    sink = await startSmtpSink(port);
    const second = await appOnMailServer();
    await makeRetryDue(job!.id);

    await waitFor(() => sink!.mails.length > 0, 'the delivered mail');
    const code = /sign-in code is (\d{6})/.exec(sink.mails[0]!.raw)?.[1];
    expect(sink.mails[0]!.to).toEqual([context.fx.a.owner.email]);
    const verified = await second.inject({
      method: 'POST',
      url: '/api/account/v2/login/code/verify',
      payload: { email: context.fx.a.owner.email, code },
    });
    expect(verified.statusCode).toBe(200);

    await waitFor(async () => (await queuedMail())[0]?.state === 'completed', 'the job to complete');
    expect(sink.mails).toHaveLength(1);
  });

  it('drops a code mail that could only arrive after its code expired', async () => {
    const app = apps.at(-1)!;
    await sink!.stop();
    sink = undefined;
    const before = (await queuedMail()).length;
    expect((await requestCode(app, context.fx.b.owner.email)).statusCode).toBe(202);
    await waitFor(async () => (await queuedMail())[before]?.state === 'retry', 'the failed first attempt');
    const job = (await queuedMail())[before]!;
    expect(Date.parse(String(job.data.discardAfter)) - Date.now()).toBeGreaterThan(9 * 60 * 1000);

    // Ten minutes pass with the mail server away; then it is back.
    await context.database.executeSql(
      `update pgboss.job set data = jsonb_set(data, '{discardAfter}', to_jsonb((now() - interval '1 second')::text)) where id = $1::uuid`,
      [job.id],
    );
    sink = await startSmtpSink(port);
    await makeRetryDue(job.id);
    await waitFor(async () => (await queuedMail())[before]?.state === 'completed', 'the job to end');
    expect(sink.mails).toHaveLength(0);
  });
});
