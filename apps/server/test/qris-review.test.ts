import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQrisCommand } from '../src/modules/qris/qris-command.js';
import { bearer, signIn } from './identity-fixtures.js';
import { mimePart, mimeSubject } from './mime-parts.js';
import { individualRequest, seedPaymentData, uploadDocument } from './qris-fixtures.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';
import { useTestApp } from './test-context.js';
import { waitFor } from './wait-for.js';

/** Issue 17 item 4: the operator's review command, and the merchant's e-mail over a real SMTP server. */
describe('npm run qris: the review and the merchant’s e-mails', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.stop());
  const context = useTestApp({
    env: () => ({
      MAIL_FROM: 'Back Office <no-reply@backoffice.test>',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    }),
  });
  let owner: string;

  beforeAll(async () => {
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    await seedPaymentData(context.database.db, context.fx.a.id);
    const outlet = context.fx.a.outletIds[0]!;
    const ktp = await uploadDocument(context.app, owner, outlet, 'image');
    const npwp = await uploadDocument(context.app, owner, outlet, 'image');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/payment/v1/qris-registrations',
      headers: bearer(owner),
      payload: individualRequest(outlet, { ktp, npwp }),
    });
    expect(response.statusCode).toBe(201);
  });

  const run = (...args: string[]) => runQrisCommand(context.database.db, context.app.mailer, args);

  it('lists registrations, rejects one document with a reason and mails the owner', async () => {
    const listed = await run('list');
    expect(listed[0]).toContain(`${context.fx.a.id}  Warung A  INDIVIDUAL  pending`);
    await run('reject-document', context.fx.a.owner.email, 'npwp', 'Foto', 'buram');
    await waitFor(() => smtp.mails.length > 0, 'the rejection mail');
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([context.fx.a.owner.email.toLowerCase()]);
    expect(mimeSubject(mail.raw)).toContain('needs your attention');
    expect(mimePart(mail.raw, 'text/plain')).toContain('Foto buram');
    expect((await run('list', String(context.fx.a.id))).join('\n')).toMatch(
      /npwp\s+rejected {2}\(Foto buram\)/,
    );
  });

  it('finds the business by the name the list prints, whole or a unique part, in any case', async () => {
    const byId = await run('list', String(context.fx.a.id));
    expect(await run('list', 'Warung A')).toEqual(byId);
    expect(await run('list', 'warung a')).toEqual(byId);
    await expect(run('list', 'Warung')).rejects.toThrow(/businesses match Warung: .*Give the id/);
    await expect(run('list', 'Toko Tidak Ada')).rejects.toThrow('No business Toko Tidak Ada.');
  });

  it('approves everything: registration approved, QRIS active, an approval mail', async () => {
    const before = smtp.mails.length;
    const lines = await run('approve-all', String(context.fx.a.id));
    expect(lines[0]).toContain('registration approved');
    await waitFor(() => smtp.mails.length > before, 'the approval mail');
    expect(mimeSubject(smtp.mails[before]!.raw)).toContain('approved');
    const methods = await context.app.inject({
      method: 'GET',
      url: '/api/payment/v1/payment-methods',
      headers: bearer(owner),
    });
    expect(methods.json().data.find((m: { code: string }) => m.code === 'QRIS').is_active).toBe(true);
    await expect(run('approve', String(context.fx.a.id), 'ktp')).rejects.toThrow('already approved');
  });

  it('refuses an unknown command, business or document', async () => {
    await expect(run('delete', '1')).rejects.toThrow('Usage');
    await expect(run('approve-all', 'nobody@nowhere.test')).rejects.toThrow('No business');
    await expect(run('approve', String(context.fx.a.id), 'passport')).rejects.toThrow('Name the document');
  });
});
