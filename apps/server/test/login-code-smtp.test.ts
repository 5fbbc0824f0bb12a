import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.js';
import { MAIL_DELIVERY_JOB } from '../src/platform/mail/mailer.js';
import { bearer } from './identity-fixtures.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';
import { waitFor } from './wait-for.js';
import { useTestApp } from './test-context.js';

describe('one-time code delivered over SMTP', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.stop());
  const context = useTestApp({
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Back Office <no-reply@backoffice.test>',
    }),
  });

  it('mails the code to the user through the SMTP server, and the code signs in', async () => {
    const requested = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      payload: { email: context.fx.a.owner.email },
    });
    expect(requested.statusCode).toBe(202);

    await waitFor(() => smtp.mails.length > 0, 'the mail');
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([context.fx.a.owner.email]);
    expect(mail.from).toBe('no-reply@backoffice.test');
    expect(mail.raw).toMatch(/^Subject: Your sign-in code/m);
    const code = /sign-in code is (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // With SMTP configured nothing lands in the outbox.
    expect(await context.database.db.select().from(mailOutbox)).toHaveLength(0);

    const verified = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code/verify',
      payload: { email: context.fx.a.owner.email, code },
    });
    expect(verified.statusCode).toBe(200);
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/account/v2/profile',
      headers: bearer(verified.json().access_token),
    });
    expect(profile.json()).toMatchObject({ id: context.fx.a.owner.id, is_owner: true });
  });

  it('writes the mail in the language of the sign-in page (its lang cookie, else Accept-Language)', async () => {
    const sent = smtp.mails.length;
    const requested = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      headers: { cookie: 'lang=id', 'accept-language': 'en' },
      payload: { email: context.fx.a.manager.email },
    });
    expect(requested.statusCode).toBe(202);
    await waitFor(() => smtp.mails.length > sent, 'the Indonesian mail');
    const indonesian = smtp.mails[sent]!;
    expect(indonesian.to).toEqual([context.fx.a.manager.email]);
    expect(indonesian.raw).toMatch(/^Subject: Kode masuk Anda/m);
    expect(indonesian.raw).toMatch(/Kode masuk Anda adalah \d{6}\./);
    expect(indonesian.raw).toContain('berlaku selama 10 menit');

    // Without the cookie the browser's own language decides.
    await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
      payload: { email: context.fx.a.manager.email },
    });
    await waitFor(() => smtp.mails.length > sent + 1, 'the second mail');
    expect(smtp.mails[sent + 1]!.raw).toMatch(/^Subject: Kode masuk Anda/m);
  });

  it('sends nothing for an unknown address but answers the same', async () => {
    const queued = async () =>
      (
        await context.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [
          MAIL_DELIVERY_JOB,
        ])
      ).rows[0]!.n;
    const before = await queued();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      payload: { email: 'stranger@fixture.test' },
    });
    expect(response.statusCode).toBe(202);
    // The mail would be queued before the answer: nothing was.
    expect(await queued()).toBe(before);
  });
});
