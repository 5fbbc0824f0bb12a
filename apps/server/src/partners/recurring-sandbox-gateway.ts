import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The sandbox gateway's recurring calls (issue 16, decision 0099), in the shape of Midtrans' GoPay account linking
 * (`/v2/pay/account`), its Subscription API (`/v1/subscriptions`) and the Core API charge with a saved token
 * (`/v2/charge`). The tester links an account on a hosted page (PENDING → ENABLED, or declined) and chooses
 * whether a token's later charges settle or are denied (`POST /testing/tokens/:token`). Charges are recorded as
 * transactions the status API answers, and counted per order, so a test can see that nothing was charged twice.
 */

export interface SandboxLedger {
  authorized(header: string | undefined): boolean;
  hasOrder(orderId: string): boolean;
  record(orderId: string, grossAmount: number, outcome: 'settle' | 'deny'): void;
}

interface LinkedAccount {
  id: string;
  status: 'PENDING' | 'ENABLED' | 'DISABLED' | 'EXPIRED';
  redirectUrl: string;
  token: string;
}

interface Subscription {
  id: string;
  name: string;
  amount: string;
  currency: string;
  payment_type: string;
  token: string;
  status: 'active' | 'inactive';
  schedule: { interval: number; interval_unit: string; max_interval: number; start_time: string };
  retry_schedule?: unknown;
  metadata?: unknown;
  created_at: string;
  updated_at: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function registerRecurringSandbox(
  app: FastifyInstance,
  ledger: SandboxLedger,
  options: { prefix: string; notificationUrl: string },
): void {
  const accounts = new Map<string, LinkedAccount>();
  const byToken = new Map<string, LinkedAccount>();
  const subscriptions = new Map<string, Subscription>();
  /** The tester's choice for a token's later charges; settle unless told. */
  const tokenOutcome = new Map<string, 'settle' | 'deny'>();
  const chargesByOrder = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    const open = request.url.includes('/gopay/link/') || request.url.includes('/testing/');
    if (!open && request.url.match(/\/(v1\/subscriptions|v2\/pay\/account|v2\/charge)/)) {
      if (!ledger.authorized(request.headers.authorization))
        return reply.code(401).send({ status_code: '401', status_message: 'Unauthorized' });
    }
  });

  app.post<{ Body: { payment_type?: string; gopay_partner?: { redirect_url?: string } } }>(
    '/v2/pay/account',
    async (request, reply) => {
      const redirectUrl = request.body?.gopay_partner?.redirect_url;
      if (request.body?.payment_type !== 'gopay' || !redirectUrl)
        return reply.code(400).send({ status_code: '400', status_message: 'payment_type gopay required' });
      const account: LinkedAccount = {
        id: randomUUID(),
        status: 'PENDING',
        redirectUrl,
        token: randomUUID(),
      };
      accounts.set(account.id, account);
      byToken.set(account.token, account);
      const base = `${request.protocol}://${request.host}${options.prefix}`;
      return reply.code(201).send({
        status_code: '201',
        payment_type: 'gopay',
        account_id: account.id,
        account_status: account.status,
        actions: [{ name: 'activation-link-url', method: 'GET', url: `${base}/gopay/link/${account.id}` }],
      });
    },
  );

  app.get<{ Params: { id: string } }>('/v2/pay/account/:id', async (request, reply) => {
    const account = accounts.get(request.params.id);
    if (!account) return reply.code(404).send({ status_code: '404', status_message: 'Account not found' });
    return reply.send({
      status_code: '200',
      payment_type: 'gopay',
      account_id: account.id,
      account_status: account.status,
      metadata:
        account.status === 'ENABLED'
          ? { payment_options: [{ name: 'GOPAY_WALLET', active: true, token: account.token }] }
          : undefined,
    });
  });

  app.get<{ Params: { id: string } }>('/gopay/link/:id', async (request, reply) => {
    const account = accounts.get(request.params.id);
    if (!account) return reply.code(404).type('text/html').send('<p>Unknown account</p>');
    const buttons = ['enable', 'decline']
      .map(
        (choice) =>
          `<form method="post" action="${escape(account.id)}/${choice}"><button type="submit">${choice}</button></form>`,
      )
      .join('\n');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Sandbox account linking</title></head><body><h1>Sandbox GoPay account linking</h1>` +
          `<p>Link this account for recurring payments?</p>${buttons}</body></html>`,
      );
  });

  app.post<{ Params: { id: string; choice: string } }>('/gopay/link/:id/:choice', async (request, reply) => {
    const account = accounts.get(request.params.id);
    if (!account || !['enable', 'decline'].includes(request.params.choice))
      return reply.code(404).send({ status_message: 'Unknown account or choice' });
    if (account.status === 'PENDING')
      account.status = request.params.choice === 'enable' ? 'ENABLED' : 'DISABLED';
    await fetch(options.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_id: account.id, account_status: account.status }),
    }).catch((error: unknown) => app.log.warn({ err: error }, 'sandbox linking notification failed'));
    const back = new URL(account.redirectUrl);
    back.searchParams.set('account_id', account.id);
    back.searchParams.set('account_status', account.status);
    return reply.redirect(back.toString(), 303);
  });

  app.post<{ Body: Partial<Subscription> & { gopay?: { account_id?: string } } }>(
    '/v1/subscriptions',
    async (request, reply) => {
      const body = request.body ?? {};
      if (!body.token || !body.amount || !body.schedule || !body.name)
        return reply.code(400).send({ status_message: 'name, amount, token and schedule are required' });
      const now = new Date().toISOString();
      const subscription: Subscription = {
        id: randomUUID(),
        name: body.name,
        amount: String(body.amount),
        currency: body.currency ?? 'IDR',
        payment_type: body.payment_type ?? 'gopay',
        token: body.token,
        status: 'active',
        schedule: body.schedule,
        retry_schedule: body.retry_schedule,
        metadata: body.metadata,
        created_at: now,
        updated_at: now,
      };
      subscriptions.set(subscription.id, subscription);
      return reply.send(subscription);
    },
  );

  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
    const subscription = subscriptions.get(request.params.id);
    if (!subscription) return reply.code(404).send({ status_message: 'Subscription not found' });
    return reply.send(subscription);
  });

  for (const action of ['enable', 'disable'] as const) {
    app.post<{ Params: { id: string } }>(`/v1/subscriptions/:id/${action}`, async (request, reply) => {
      const subscription = subscriptions.get(request.params.id);
      if (!subscription) return reply.code(404).send({ status_message: 'Subscription not found' });
      subscription.status = action === 'enable' ? 'active' : 'inactive';
      subscription.updated_at = new Date().toISOString();
      return reply.send({ status_message: `Subscription is ${subscription.status}.` });
    });
  }

  app.patch<{ Params: { id: string }; Body: Partial<Subscription> }>(
    '/v1/subscriptions/:id',
    async (request, reply) => {
      const subscription = subscriptions.get(request.params.id);
      if (!subscription) return reply.code(404).send({ status_message: 'Subscription not found' });
      const { name, amount, token, schedule } = request.body ?? {};
      Object.assign(subscription, {
        ...(name ? { name } : {}),
        ...(amount ? { amount: String(amount) } : {}),
        ...(token ? { token } : {}),
        ...(schedule ? { schedule: { ...subscription.schedule, ...schedule } } : {}),
        updated_at: new Date().toISOString(),
      });
      return reply.send(subscription);
    },
  );

  app.post<{
    Body: {
      payment_type?: string;
      transaction_details?: { order_id?: string; gross_amount?: number };
      gopay?: { account_id?: string; payment_option_token?: string };
      credit_card?: { token_id?: string };
    };
  }>('/v2/charge', async (request, reply) => {
    const details = request.body?.transaction_details;
    const token = request.body?.gopay?.payment_option_token ?? request.body?.credit_card?.token_id;
    if (!details?.order_id || !Number.isInteger(details.gross_amount) || !token)
      return reply.code(400).send({ status_code: '400', status_message: 'order, amount and token required' });
    if (ledger.hasOrder(details.order_id)) {
      return reply
        .code(406)
        .send({ status_code: '406', status_message: 'transaction_details.order_id has already been taken' });
    }
    const account = byToken.get(token);
    if (account && account.status !== 'ENABLED')
      return reply.code(402).send({ status_code: '402', status_message: 'Account is not linked' });
    const outcome =
      tokenOutcome.get(token) ?? (account ? tokenOutcome.get(account.id) : undefined) ?? 'settle';
    ledger.record(details.order_id, details.gross_amount!, outcome);
    chargesByOrder.set(details.order_id, (chargesByOrder.get(details.order_id) ?? 0) + 1);
    return reply.send({
      status_code: outcome === 'settle' ? '200' : '202',
      status_message: outcome === 'settle' ? 'Success, transaction is found' : 'Insufficient balance',
      order_id: details.order_id,
      gross_amount: `${details.gross_amount}.00`,
      transaction_status: outcome === 'settle' ? 'settlement' : 'deny',
    });
  });

  // The tester's controls: how a token's (or linked account's) next charges end, and how often an order was charged.
  app.post<{ Params: { token: string }; Body: { outcome?: string } }>(
    '/testing/tokens/:token',
    async (request, reply) => {
      const outcome = request.body?.outcome;
      if (outcome !== 'settle' && outcome !== 'deny')
        return reply.code(400).send({ status_message: 'outcome is settle or deny' });
      tokenOutcome.set(request.params.token, outcome);
      return reply.send({ token: request.params.token, outcome });
    },
  );
  app.get<{ Params: { orderId: string } }>('/testing/charges/:orderId', async (request, reply) =>
    reply.send({
      order_id: request.params.orderId,
      charges: chargesByOrder.get(request.params.orderId) ?? 0,
    }),
  );
}
