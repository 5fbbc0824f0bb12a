import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { billingInvoices, businesses } from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { stopTestApp } from './test-context.js';
import { startBillingApp } from './billing-app.js';

const START = new Date('2026-11-25T03:00:00Z');
const HOUR = 3_600_000;

interface Overview {
  unused_outlet_slots: number;
  pending_payment: { order_id: string; kind: string; payment_method: string; pending_until: string } | null;
}

/**
 * the product's validation rules "Payment enabled only for … no pending payment message, and no unused outlet slots" and "Pending
 * payment", over real HTTP through the sandbox gateway: a payment the gateway left pending blocks the next one
 * until it settles, fails or its window (24 hours for a card, 3 days for a transfer) has passed.
 */
describe('billing: a pending payment and unused outlet slots hold the next payment back', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let dealId: number;
  let now = START;

  beforeAll(async () => {
    ({ database, app, fx, dealId } = await startBillingApp(() => now));
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));
  // Each case starts at the same instant with no payment of the one before it still pending.
  beforeEach(async () => {
    now = START;
    await database.db
      .update(billingInvoices)
      .set({ status: 'failed' })
      .where(eq(billingInvoices.status, 'pending'));
  });

  const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const overview = async (token = owner) => (await inject(token, 'GET', '/api/v1/billings')).json<Overview>();

  async function pay() {
    const calculation = (await inject(owner, 'POST', '/api/billing/v1/calculations', { month: 1 })).json();
    return inject(owner, 'POST', '/api/billing/v1/pay', {
      subscription_discount_id: dealId,
      final_price: calculation.final_total_price,
    });
  }

  async function startPayment(): Promise<{ orderId: string; redirectUrl: string }> {
    const reply = await pay();
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ redirect_url: string; order_id: string }>();
    return { orderId: body.order_id, redirectUrl: body.redirect_url };
  }

  const choose = (redirectUrl: string, outcome: string, query = '') =>
    fetch(`${redirectUrl}/${outcome}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });

  /** The notification's job has run: the invoice shows what the gateway said. */
  const settled = (orderId: string, check: (row: typeof billingInvoices.$inferSelect) => boolean) =>
    expect
      .poll(
        async () => {
          const [row] = await database.db
            .select()
            .from(billingInvoices)
            .where(eq(billingInvoices.orderId, orderId));
          return row !== undefined && check(row);
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);

  it('refuses a new payment while a bank transfer is pending, says so in the overview, and lets it go after 3 days', async () => {
    const first = await startPayment();
    expect((await choose(first.redirectUrl, 'pending')).status).toBe(303);
    await settled(first.orderId, (row) => row.pendingUntil !== null);

    expect((await overview()).pending_payment).toEqual({
      order_id: first.orderId,
      kind: 'bank_transfer',
      payment_method: 'bank_transfer',
      pending_until: new Date(START.getTime() + 72 * HOUR).toISOString(),
    });
    expect((await overview(ownerB)).pending_payment).toBeNull();
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: '0015-0012',
      message:
        'Your payment is pending. Please transfer the full amount within 3 days and check your email for the payment instructions.',
    });

    now = new Date(START.getTime() + 72 * HOUR - 60_000);
    expect((await pay()).statusCode).toBe(409);
    now = new Date(START.getTime() + 72 * HOUR + 60_000);
    expect((await overview()).pending_payment).toBeNull();
    const next = await startPayment();
    expect(next.orderId).not.toBe(first.orderId);
  });

  it('holds a pending card payment for 24 hours with the card message', async () => {
    const first = await startPayment();
    expect((await choose(first.redirectUrl, 'pending', '?payment_type=credit_card')).status).toBe(303);
    await settled(first.orderId, (row) => row.pendingUntil !== null);
    expect((await overview()).pending_payment).toMatchObject({
      kind: 'credit_card',
      payment_method: 'credit_card',
    });
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: '0015-0011',
      message: 'Your credit card payment is being processed. Please wait up to 24 hours.',
    });
    now = new Date(START.getTime() + 24 * HOUR + 60_000);
    await startPayment();
  });

  it('no longer blocks once the pending payment expired at the gateway', async () => {
    const first = await startPayment();
    await choose(first.redirectUrl, 'pending');
    await settled(first.orderId, (row) => row.pendingUntil !== null);
    expect((await pay()).statusCode).toBe(409);
    await choose(first.redirectUrl, 'expire');
    await settled(first.orderId, (row) => row.status === 'failed');
    expect((await overview()).pending_payment).toBeNull();
    await startPayment();
  });

  it('an attempt abandoned before choosing a method blocks nothing', async () => {
    await startPayment();
    expect((await overview()).pending_payment).toBeNull();
    await startPayment();
  });

  it('refuses to pay while bought outlet slots have no outlet, naming how many', async () => {
    await database.db
      .update(businesses)
      .set({ outletSlot: fx.a.outletIds.length + 2 })
      .where(eq(businesses.id, fx.a.id));
    expect((await overview()).unused_outlet_slots).toBe(2);
    const refused = await pay();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: '0015-0013',
      message:
        'You still have slots for additional 2 outlets. Please create the outlets before making a payment.',
    });
    const invoices = await database.db
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .where(eq(billingInvoices.businessId, fx.a.id));
    await database.db
      .update(businesses)
      .set({ outletSlot: fx.a.outletIds.length })
      .where(eq(businesses.id, fx.a.id));
    await startPayment();
    const after = await database.db
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .where(eq(billingInvoices.businessId, fx.a.id));
    // The refused attempt left no invoice behind; the allowed one did.
    expect(after.length).toBe(invoices.length + 1);
  });
});
