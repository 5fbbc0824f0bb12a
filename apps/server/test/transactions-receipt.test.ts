import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { RECEIPT_SENDS_PER_ORDER } from '@backoffice/contracts/receipts';
import type { Queryable } from '../src/db/database.js';
import { orderTaxes, payments } from '../src/db/schema/index.js';
import { RECEIPT_MAIL_JOB } from '../src/modules/receipts/deliver-receipt.js';
import { receiptMoney } from '../src/modules/receipts/receipt-mail.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { mimePart, mimeSubject } from './mime-parts.js';
import { type SmtpSink, startSmtpSink, unusedPort } from './smtp-sink.js';
import { createTestApp } from './test-app.js';
import { useTestApp, useTestDatabase } from './test-context.js';
import { insertOrder, JAKARTA } from './transaction-fixtures.js';
import { waitFor } from './wait-for.js';

const MAIL_ENV = { MAIL_FROM: 'Back Office <no-reply@backoffice.test>' };

/** A paid order: 2 items, a discount, 10% tax, paid in cash with change. Collected 49 500. */
async function paidOrder(db: Queryable, businessId: number, outletId: number, receipt: string) {
  const order = await insertOrder(db, {
    businessId,
    outletId,
    zone: JAKARTA,
    at: new Date('2024-03-02T06:10:00Z'),
    subtotal: 50_000,
    discount: 5_000,
    tax: 4_500,
    receipt,
    items: ['Kopi Susu', 'Roti Bakar'],
  });
  await db
    .insert(orderTaxes)
    .values({ businessId, orderId: order.id, name: 'PB1', percentage: 10, amount: 4_500 });
  const [payment] = await db
    .insert(payments)
    .values({
      businessId,
      outletId,
      orderId: order.id,
      uuid: `pay-${receipt}`,
      methodCode: 'cash',
      methodName: 'Cash',
      amount: order.totalCollected,
      tenderedAmount: 50_000,
      createdAt: new Date('2024-03-02T06:10:00Z'),
      businessDate: '2024-03-02',
    })
    .returning({ id: payments.id, uuid: payments.uuid });
  return { ...order, payment: payment! };
}

function receiptRequests(app: FastifyInstance) {
  return {
    send: (token: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/email_receipt',
        payload: payload as object,
        headers: { ...bearer(token), ...headers },
      }),
    invoice: async (token: string, orderToken: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/order-reporting/backoffice/v1/invoices/${orderToken}`,
          headers: bearer(token),
        })
      ).json() as InvoiceDetail,
  };
}

describe('POST /api/v1/email_receipt over a real SMTP server', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.stop());
  const context = useTestApp({ env: () => ({ ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }) });
  let owner: string;
  let order: Awaited<ReturnType<typeof paidOrder>>;
  let foreign: Awaited<ReturnType<typeof paidOrder>>;

  beforeAll(async () => {
    const { a, b } = context.fx;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    order = await paidOrder(context.database.db, a.id, a.outletIds[0]!, 'RCPT-0001');
    foreign = await paidOrder(context.database.db, b.id, b.outletIds[0]!, 'RCPT-B-0001');
  });

  const body = (target: { payment: { id: number; uuid: string } }, email = 'sari@example.com') => ({
    customer_email: email,
    payment_id: target.payment.id,
    payment_uuid: target.payment.uuid,
    resend_email: true,
  });

  it('mails the receipt to the address, with the totals of the invoice', async () => {
    const api = receiptRequests(context.app);
    const response = await api.send(owner, body(order, '  Sari@Example.com '));
    expect(response.statusCode).toBe(200);
    // The message is the success toast the screen shows: it names the address as read.
    expect(response.json()).toEqual({ message: 'The receipt will be sent to Sari@Example.com shortly.' });

    await waitFor(() => smtp.mails.length > 0, 'the receipt mail');
    const mail = smtp.mails[0]!;
    // Trimmed; the SMTP server itself lower-cases the domain.
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(['sari@example.com']);
    expect(mail.from).toBe('no-reply@backoffice.test');
    expect(mimeSubject(mail.raw)).toBe('Your receipt from Warung A (#RCPT-0001)');

    const invoice = await api.invoice(owner, order.token);
    const html = mimePart(mail.raw, 'text/html');
    const text = mimePart(mail.raw, 'text/plain');
    for (const part of [html, text]) {
      expect(part).toContain(`Subtotal`);
      expect(part).toContain(receiptMoney(invoice.subtotal));
      expect(part).toContain(receiptMoney(invoice.total_tax));
      expect(part).toContain(receiptMoney(invoice.total_collected_amount));
      expect(part).toContain('Kopi Susu');
      expect(part).toContain('Roti Bakar');
      expect(part).toContain('PB1 (10%)');
      // Cash 49 500 of 50 000 handed over: 500 change.
      expect(part).toContain(receiptMoney(500));
    }
    expect(invoice.total_collected_amount).toBe(49_500);
    expect(html).toMatch(/Total<\/td><td[^>]*>Rp 49\.500<\/td>/);
    expect(html).toContain('02 Mar 2024 13:10');
  });

  it('writes the receipt in Indonesian for a sender working in Indonesian', async () => {
    const sent = smtp.mails.length;
    const response = await receiptRequests(context.app).send(owner, body(order, 'budi@example.com'), {
      cookie: 'lang=id',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Struk akan segera dikirim ke budi@example.com.' });
    await waitFor(() => smtp.mails.length > sent, 'the Indonesian receipt');
    const mail = smtp.mails[sent]!;
    expect(mail.to).toEqual(['budi@example.com']);
    expect(mimeSubject(mail.raw)).toBe('Struk Anda dari Warung A (#RCPT-0001)');
    const html = mimePart(mail.raw, 'text/html');
    expect(html).toContain('Kembalian');
    expect(html).toContain('Rp 49.500');
    expect(html).toContain('<html lang="id">');
  });

  it("answers 404 for another business's payment, a uuid that does not match and an outlet out of reach", async () => {
    const api = receiptRequests(context.app);
    const queued = async () =>
      (
        await context.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [
          RECEIPT_MAIL_JOB,
        ])
      ).rows[0]!.n as number;
    const before = await queued();

    const foreignResponse = await api.send(owner, body(foreign));
    expect(foreignResponse.statusCode).toBe(404);
    expect(foreignResponse.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found.' });

    const mismatch = await api.send(owner, { ...body(order), payment_uuid: foreign.payment.uuid });
    expect(mismatch.statusCode).toBe(404);

    const { a } = context.fx;
    await limitToOutlets(context.database.db, a.id, a.manager.id, [a.outletIds[1]!]);
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    expect((await api.send(manager, body(order))).statusCode).toBe(404);

    expect(await queued()).toBe(before);
  });

  it('refuses an invalid e-mail with 400 in the error shape, and a role without the grant with 403', async () => {
    const api = receiptRequests(context.app);
    const invalid = await api.send(owner, body(order, 'sari@'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'body.customer_email', message: 'Please enter a valid e-mail address.' }],
    });

    const missing = await api.send(owner, { customer_email: 'sari@example.com' });
    expect(missing.statusCode).toBe(400);

    const noGrants = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    expect((await api.send(noGrants, body(order))).statusCode).toBe(403);
  });

  it(`mails one order's receipt at most ${RECEIPT_SENDS_PER_ORDER} times an hour`, async () => {
    const api = receiptRequests(context.app);
    const another = await paidOrder(
      context.database.db,
      context.fx.a.id,
      context.fx.a.outletIds[0]!,
      'RCPT-0002',
    );
    for (let sent = 0; sent < RECEIPT_SENDS_PER_ORDER; sent += 1) {
      expect((await api.send(owner, body(another))).statusCode).toBe(200);
    }
    const limited = await api.send(owner, body(another));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Other orders are not held back by it.
    expect((await api.send(owner, body(order, 'other@example.com'))).statusCode).toBe(200);
  });
});

describe('a receipt while the mail server is down', () => {
  const context = useTestDatabase();
  let port: number;
  let sink: SmtpSink | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    port = await unusedPort();
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  it('is retried and arrives once the mail server is back', async () => {
    app = await createTestApp(context.database, { ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` });
    const { a } = context.fx;
    const order = await paidOrder(context.database.db, a.id, a.outletIds[0]!, 'RCPT-DOWN-1');
    const owner = (await signIn(app, a.owner.email)).access_token;
    const response = await receiptRequests(app).send(owner, {
      customer_email: 'later@example.com',
      payment_id: order.payment.id,
      payment_uuid: order.payment.uuid,
      resend_email: true,
    });
    expect(response.statusCode).toBe(200);

    const job = async () =>
      (
        await context.database.executeSql(
          `select id::text as id, state::text as state from pgboss.job where name = $1`,
          [RECEIPT_MAIL_JOB],
        )
      ).rows[0] as { id: string; state: string } | undefined;
    // Nothing listens on the port: the first attempt fails and the receipt waits for a retry.
    await waitFor(async () => (await job())?.state === 'retry', 'the failed first attempt');

    sink = await startSmtpSink(port);
    // As if the retry delay had passed.
    await context.database.executeSql(`update pgboss.job set start_after = now() where id = $1::uuid`, [
      (await job())!.id,
    ]);
    await waitFor(() => sink!.mails.length > 0, 'the delivered receipt');
    expect(sink.mails[0]!.to).toEqual(['later@example.com']);
    expect(mimePart(sink.mails[0]!.raw, 'text/html')).toContain('Rp 49.500');
    await waitFor(async () => (await job())?.state === 'completed', 'the job to complete');
    expect(sink.mails).toHaveLength(1);
  });
});
