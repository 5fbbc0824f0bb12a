import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { SANDBOX_GATEWAY_PREFIX } from '../platform/payments/gateway-address.js';
import { notificationSignature } from '../platform/payments/payment-signature.js';
import { registerRecurringSandbox } from './recurring-sandbox-gateway.js';

/**
 * The built-in sandbox payment gateway (decision 0075), outside production only: a partner's stand-in, loaded by
 * `sandbox-partners.ts` and never by production (decision 0108). It speaks the subset of Midtrans' HTTP protocol
 * the billing uses — Snap transaction creation, the hosted payment page, the finish redirect, signed notifications
 * and the status API — so the billing code cannot tell it from the real one. The tester chooses the outcome on the
 * hosted page; `?duplicates=N` sends the notification N times, `?order=reversed` sends a stale "pending" after the
 * final one, `?payment_type=credit_card` (or `echannel`) names the method. Transactions live in memory: a restart
 * forgets unfinished sandbox payments.
 */

interface SandboxTransaction {
  orderId: string;
  grossAmount: string;
  finishUrl: string;
  transactionStatus: string;
  statusCode: string;
  /** Named once the tester chose an outcome, as the real gateway does once the customer chose a method. */
  paymentType?: string;
}

const OUTCOMES: Record<string, { transactionStatus: string; statusCode: string }> = {
  settle: { transactionStatus: 'settlement', statusCode: '200' },
  pending: { transactionStatus: 'pending', statusCode: '201' },
  deny: { transactionStatus: 'deny', statusCode: '202' },
  expire: { transactionStatus: 'expire', statusCode: '407' },
  cancel: { transactionStatus: 'cancel', statusCode: '200' },
};

/** `?payment_type=` on an outcome: how the sandbox customer "paid" (bank transfer unless said otherwise). */
const PAYMENT_TYPES = new Set(['bank_transfer', 'echannel', 'credit_card']);

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const sandboxGateway: FastifyPluginAsync<{
  serverKey: string;
  notificationUrl: string;
  recurringNotificationUrl?: string;
}> = async (app, options) => {
  const byToken = new Map<string, SandboxTransaction>();
  const byOrder = new Map<string, SandboxTransaction>();
  const authorized = (header: string | undefined) =>
    header === `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  // The hosted page's buttons post empty forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  const notify = async (t: SandboxTransaction, transactionStatus: string, statusCode: string) => {
    const body = {
      order_id: t.orderId,
      status_code: statusCode,
      gross_amount: t.grossAmount,
      transaction_status: transactionStatus,
      fraud_status: 'accept',
      payment_type: t.paymentType ?? 'bank_transfer',
      transaction_id: randomUUID(),
      signature_key: notificationSignature(t.orderId, statusCode, t.grossAmount, options.serverKey),
    };
    await fetch(options.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch((error: unknown) => app.log.warn({ err: error }, 'sandbox notification failed'));
  };

  app.post<{
    Body: {
      transaction_details?: { order_id?: string; gross_amount?: number };
      callbacks?: { finish?: string };
    };
  }>('/snap/v1/transactions', async (request, reply) => {
    if (!authorized(request.headers.authorization))
      return reply.code(401).send({ error_messages: ['Unauthorized'] });
    const details = request.body?.transaction_details;
    const finishUrl = request.body?.callbacks?.finish;
    if (!details?.order_id || !Number.isInteger(details.gross_amount) || !finishUrl) {
      return reply
        .code(400)
        .send({ error_messages: ['transaction_details and callbacks.finish are required'] });
    }
    if (byOrder.has(details.order_id)) {
      return reply
        .code(400)
        .send({ error_messages: ['transaction_details.order_id has already been taken'] });
    }
    const token = randomUUID();
    const t: SandboxTransaction = {
      orderId: details.order_id,
      grossAmount: `${details.gross_amount}.00`,
      finishUrl,
      transactionStatus: 'pending',
      statusCode: '201',
    };
    byToken.set(token, t);
    byOrder.set(t.orderId, t);
    const base = `${request.protocol}://${request.host}${SANDBOX_GATEWAY_PREFIX}`;
    return reply.code(201).send({ token, redirect_url: `${base}/snap/v4/redirection/${token}` });
  });

  app.get<{ Params: { token: string } }>('/snap/v4/redirection/:token', async (request, reply) => {
    const t = byToken.get(request.params.token);
    if (!t) return reply.code(404).type('text/html').send('<p>Unknown payment</p>');
    const buttons = Object.keys(OUTCOMES)
      .map(
        (outcome) =>
          `<form method="post" action="${escape(request.params.token)}/${outcome}"><button type="submit">${outcome}</button></form>`,
      )
      .concat(
        `<form method="post" action="${escape(request.params.token)}/pending?payment_type=credit_card"><button type="submit">pending (credit card)</button></form>`,
      )
      .join('\n');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Sandbox payment</title></head><body><h1>Sandbox payment</h1>` +
          `<p>Order <strong>${escape(t.orderId)}</strong>, amount Rp ${escape(t.grossAmount)}</p>` +
          `<p>Choose the outcome of this payment:</p>${buttons}</body></html>`,
      );
  });

  app.post<{
    Params: { token: string; outcome: string };
    Querystring: { duplicates?: string; order?: string; payment_type?: string };
  }>('/snap/v4/redirection/:token/:outcome', async (request, reply) => {
    const t = byToken.get(request.params.token);
    const outcome = OUTCOMES[request.params.outcome];
    if (!t || !outcome) return reply.code(404).send({ error_messages: ['Unknown payment or outcome'] });
    t.transactionStatus = outcome.transactionStatus;
    t.statusCode = outcome.statusCode;
    t.paymentType = PAYMENT_TYPES.has(request.query.payment_type ?? '')
      ? request.query.payment_type
      : 'bank_transfer';
    const duplicates = Math.min(20, Math.max(1, Number(request.query.duplicates ?? 1) || 1));
    await Promise.all(
      Array.from({ length: duplicates }, () => notify(t, outcome.transactionStatus, outcome.statusCode)),
    );
    if (request.query.order === 'reversed') await notify(t, 'pending', '201');
    const finish = new URL(t.finishUrl);
    finish.searchParams.set('order_id', t.orderId);
    finish.searchParams.set('status_code', outcome.statusCode);
    finish.searchParams.set('transaction_status', outcome.transactionStatus);
    finish.searchParams.set('merchant_id', 'SANDBOX');
    return reply.redirect(finish.toString(), 303);
  });

  app.get<{ Params: { orderId: string } }>('/v2/:orderId/status', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send({ status_code: '401' });
    const t = byOrder.get(request.params.orderId);
    if (!t) return reply.send({ status_code: '404', status_message: "Transaction doesn't exist." });
    return reply.send({
      status_code: t.statusCode,
      order_id: t.orderId,
      gross_amount: t.grossAmount,
      transaction_status: t.transactionStatus,
      fraud_status: 'accept',
      ...(t.paymentType ? { payment_type: t.paymentType } : {}),
      signature_key: notificationSignature(t.orderId, t.statusCode, t.grossAmount, options.serverKey),
    });
  });

  if (options.recurringNotificationUrl) {
    registerRecurringSandbox(
      app,
      {
        authorized,
        hasOrder: (orderId) => byOrder.has(orderId),
        record: (orderId, grossAmount, outcome) => {
          const final = OUTCOMES[outcome]!;
          const t: SandboxTransaction = {
            orderId,
            grossAmount: `${grossAmount}.00`,
            finishUrl: '',
            transactionStatus: final.transactionStatus,
            statusCode: final.statusCode,
          };
          byOrder.set(orderId, t);
        },
      },
      { prefix: SANDBOX_GATEWAY_PREFIX, notificationUrl: options.recurringNotificationUrl },
    );
  }
};
