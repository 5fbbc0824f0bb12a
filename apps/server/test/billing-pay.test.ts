import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { billingInvoices, businesses, outlets } from '../src/db/schema/index.js';
import { localDate } from '../src/domain/local-time.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { stopTestApp } from './test-context.js';
import { paymentResultsDrained, startBillingApp } from './billing-app.js';

const NOW = new Date('2026-11-25T03:00:00Z');

/** The whole regular payment over real HTTP: our API, the built-in sandbox gateway, its notifications back to us. */
describe('billing: pay through the sandbox gateway', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let dealId: number;

  beforeAll(async () => {
    ({ database, app, fx, dealId } = await startBillingApp(() => NOW));
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload });

  async function startPayment(): Promise<{ orderId: string; redirectUrl: string; extended: string }> {
    const calculation = (await inject(owner, 'POST', '/api/billing/v1/calculations', { month: 1 })).json();
    const paid = await inject(owner, 'POST', '/api/billing/v1/pay', {
      subscription_discount_id: dealId,
      final_price: calculation.final_total_price,
    });
    expect(paid.statusCode).toBe(200);
    const body = paid.json<{ redirect_url: string; order_id: string }>();
    return { orderId: body.order_id, redirectUrl: body.redirect_url, extended: calculation.extended_date };
  }

  const choose = (redirectUrl: string, outcome: string, query = '') =>
    fetch(`${redirectUrl}/${outcome}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });

  const checkStatus = (token: string, orderId: string, claimed = 'settlement') =>
    inject(
      token,
      'GET',
      `/api/billings/update_payment_status?order_id=${orderId}&status_code=200&transaction_status=${claimed}`,
    );

  it('refuses a payment-only edition business (not a POS user): Pay is for POS users (docs/spec-notes.md, Billing)', async () => {
    await database.db.update(businesses).set({ isPosUser: false }).where(eq(businesses.id, fx.a.id));
    try {
      const calculation = (await inject(owner, 'POST', '/api/billing/v1/calculations', { month: 1 })).json();
      expect((await inject(owner, 'GET', '/api/v1/billings')).json()).toMatchObject({ is_pos_user: false });
      const refused = await inject(owner, 'POST', '/api/billing/v1/pay', {
        subscription_discount_id: dealId,
        final_price: calculation.final_total_price,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: '0015-0014' });
      const attempts = await database.db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.businessId, fx.a.id));
      expect(attempts).toHaveLength(0);
    } finally {
      await database.db.update(businesses).set({ isPosUser: true }).where(eq(businesses.id, fx.a.id));
    }
  });

  it('refuses to start a payment at a price that is not the server’s', async () => {
    const reply = await inject(owner, 'POST', '/api/billing/v1/pay', {
      subscription_discount_id: dealId,
      final_price: 1,
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ message: 'Invalid code, price error' });
  });

  it('pays: hosted page, settle with 10 duplicate notifications and a stale one, finish redirect, checked status', async () => {
    const { orderId, redirectUrl, extended } = await startPayment();
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(orderId);

    const finish = await choose(redirectUrl, 'settle', '?duplicates=10&order=reversed');
    expect(finish.status).toBe(303);
    const location = new URL(finish.headers.get('location')!);
    expect(location.pathname).toBe('/v2/settings/billing/redirect/regular');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order_id: orderId,
      status_code: '200',
      transaction_status: 'settlement',
      merchant_id: 'SANDBOX',
    });

    const status = await checkStatus(owner, orderId);
    expect(status.statusCode).toBe(200);
    // The spec's answer: {type, message, url} (the page toasts the message and goes to /v2 + url).
    expect(status.json()).toEqual({
      type: 'success',
      message: 'Payment successful. Your subscription has been extended.',
      url: '/settings/billing',
      order_id: orderId,
      status: 'paid',
    });
    await paymentResultsDrained(database);
    const [invoice] = await database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.orderId, orderId));
    expect(invoice).toMatchObject({ status: 'paid', invoiceNumber: 'INV/2026/000001' });
    const rows = await database.db
      .select({ endDate: outlets.endDate })
      .from(outlets)
      .where(eq(outlets.businessId, fx.a.id));
    for (const row of rows) expect(localDate('Asia/Jakarta', row.endDate!)).toBe(extended);
    expect((await checkStatus(ownerB, orderId)).statusCode).toBe(404);
  });

  it('does not believe the return page’s query: an unpaid order stays pending, a denied one fails', async () => {
    const pending = await startPayment();
    expect((await checkStatus(owner, pending.orderId, 'settlement')).json()).toMatchObject({
      status: 'pending',
    });
    const denied = await startPayment();
    expect((await choose(denied.redirectUrl, 'deny')).status).toBe(303);
    expect((await checkStatus(owner, denied.orderId, 'settlement')).json()).toMatchObject({
      type: 'error',
      message: 'Your payment failed. Please try again.',
      url: '/settings/billing',
      status: 'failed',
    });
  });
});
