import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import {
  billingInvoices,
  businesses,
  outlets,
  realtimeEvents,
  recurringChargeAttempts,
  recurringSubscriptions,
} from '../src/db/schema/index.js';
import { localTimeToInstant } from '../src/domain/calendar-text.js';
import { localDate } from '../src/domain/local-time.js';
import { createPaymentGateway } from '../src/modules/billing/payment-gateway.js';
import { createRecurringGateway } from '../src/modules/billing/recurring-gateway.js';
import type { RecurringContext } from '../src/modules/billing/recurring-rules.js';
import { runRecurringCharges } from '../src/modules/billing/run-recurring-charges.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { stopTestApp } from './test-context.js';
import { startBillingApp } from './billing-app.js';

const ZONE = 'Asia/Jakarta';
/** 10:00 in Jakarta on a civil date: the job's hourly runs see that day there. */
const at = (day: string) => localTimeToInstant(`${day}T10:00:00`, ZONE);
const endOf = (day: string) => localTimeToInstant(`${day}T23:59:59`, ZONE);

/**
 * Recurring billing over real HTTP (issue 16): our API, the built-in sandbox gateway's account linking and token
 * charges, its notifications back to us, and the charge job run with a fixed clock the test moves.
 */
describe('recurring billing through the sandbox gateway', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let base: string;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let dealId: number;
  let now = at('2026-11-25');
  let context: RecurringContext;

  beforeAll(async () => {
    ({ database, app, fx, base, dealId } = await startBillingApp(() => now));
    // Both businesses are paid up to 1 December (Jakarta), their outlets too.
    for (const business of [fx.a, fx.b]) {
      await database.db
        .update(businesses)
        .set({ expiredAt: endOf('2026-12-01'), currentPlan: 1 })
        .where(eq(businesses.id, business.id));
      await database.db
        .update(outlets)
        .set({ endDate: endOf('2026-12-01'), timeZone: ZONE, isActiveSubscription: true })
        .where(eq(outlets.businessId, business.id));
    }
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    const gatewayOptions = {
      baseUrl: `${base}/sandbox-gateway`,
      serverKey: app.deps.config.MIDTRANS_SERVER_KEY,
    };
    context = {
      db: database.db,
      payments: createPaymentGateway(gatewayOptions),
      recurring: createRecurringGateway(gatewayOptions),
      realtime: app.realtime,
      now: () => now,
      linkReturnUrl: `${base}/v2/settings/billing/recurring/payment`,
    };
  });
  afterAll(() => stopTestApp({ app, database }));

  const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload });

  const monthlyPrice = (token: string) =>
    inject(token, 'POST', '/api/billing/v1/calculations', { month: 1 }).then(
      (reply) => reply.json<{ final_total_price: number }>().final_total_price,
    );

  const directDebit = async (token: string, overrides: object = {}) =>
    inject(token, 'POST', '/api/billing/v1/recurring/direct-debit', {
      payment_type: 'DEBIT',
      final_amount: await monthlyPrice(token),
      subscription_discount_id: dealId,
      coupon_code: null,
      tnc_approve_date: now.toISOString(),
      ...overrides,
    });

  /** The owner's choice on the gateway's linking page; the gateway notifies us before sending the owner back. */
  const link = (url: string, choice: 'enable' | 'decline') =>
    fetch(`${url}/${choice}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });

  const subscriptionOf = async (businessId: number) => {
    const [row] = await database.db
      .select()
      .from(recurringSubscriptions)
      .where(eq(recurringSubscriptions.businessId, businessId));
    return row!;
  };
  const outletEnds = async (businessId: number) =>
    (await database.db.select().from(outlets).where(eq(outlets.businessId, businessId))).map((o) =>
      o.endDate ? localDate(ZONE, o.endDate) : null,
    );
  const attemptsOf = (businessId: number) =>
    database.db
      .select()
      .from(recurringChargeAttempts)
      .where(eq(recurringChargeAttempts.businessId, businessId))
      .orderBy(recurringChargeAttempts.id);
  const invoicesOf = (businessId: number) =>
    database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.businessId, businessId))
      .orderBy(billingInvoices.id);
  const chargesAtGateway = async (orderId: string) =>
    (await (await fetch(`${base}/sandbox-gateway/testing/charges/${orderId}`)).json()).charges as number;
  const chooseOutcome = (token: string, outcome: 'settle' | 'deny') =>
    fetch(`${base}/sandbox-gateway/testing/tokens/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });

  async function switchToRecurring(token: string): Promise<void> {
    const reply = await directDebit(token);
    expect(reply.statusCode).toBe(200);
    const back = await link(reply.json<{ url: string }>().url, 'enable');
    expect(back.status).toBe(303);
  }

  it('is owner only and needs the terms accepted and the server’s price', async () => {
    expect((await directDebit(manager)).statusCode).toBe(403);
    expect((await inject(manager, 'GET', '/api/billing/v1/recurring/active')).statusCode).toBe(403);
    const noTerms = await directDebit(owner, { tnc_approve_date: null });
    expect(noTerms.statusCode).toBe(422);
    const wrongPrice = await directDebit(owner, { final_amount: 1 });
    expect(wrongPrice.statusCode).toBe(422);
    expect(wrongPrice.json()).toMatchObject({ message: 'Invalid code, price error' });
    // A business that never switched: 200 with nothing (the regular billing page asks on every load).
    const none = await inject(owner, 'GET', '/api/billing/v1/recurring/active');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('switches by direct debit: PROCESSING until the account is linked, then ACTIVE, announced on the channel', async () => {
    const reply = await directDebit(owner);
    expect(reply.statusCode).toBe(200);
    const { url } = reply.json<{ url: string }>();
    expect((await fetch(url)).status).toBe(200);
    const processing = await inject(owner, 'GET', '/api/billing/v1/recurring/active');
    expect(processing.json()).toMatchObject({ status: 'PROCESSING', month: 1 });

    const back = await link(url, 'enable');
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!).pathname).toBe('/v2/settings/billing/recurring/payment');
    const active = await inject(owner, 'GET', '/api/billing/v1/recurring/active');
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({
      status: 'ACTIVE',
      month: 1,
      payment_type: 'debit',
      next_billing_date: '2026-12-01',
      outlet_count: 2,
      package_price_per_month: 249_000,
      final_amount: 2 * 249_000,
      original_amount: 2 * 299_000,
      failed_payment_count: 0,
      card_token: null,
    });
    const events = await database.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.businessId, fx.a.id), eq(realtimeEvents.topic, 'recurring-billing')));
    expect(events.map((e) => e.data)).toEqual([{ status: 'ACTIVE', month: 1 }]);
    const [business] = await database.db.select().from(businesses).where(eq(businesses.id, fx.a.id));
    expect(business!.billingMode).toBe('recurring');
    // Linking again while active is refused.
    expect((await directDebit(owner)).statusCode).toBe(409);
  });

  it('charges on the billing date, extends the outlets once and moves to the next month', async () => {
    now = at('2026-11-30');
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 0 });
    // The gateway's subscription object says another amount (a package changed since the switch, say).
    const gatewayId = (await subscriptionOf(fx.a.id)).gatewaySubscriptionId!;
    await context.recurring.updateSubscription(gatewayId, { amount: 299_000 });
    const gatewaySubscription = async () => {
      const key = Buffer.from(`${app.deps.config.MIDTRANS_SERVER_KEY}:`).toString('base64');
      const response = await fetch(`${base}/sandbox-gateway/v1/subscriptions/${gatewayId}`, {
        headers: { authorization: `Basic ${key}` },
      });
      return (await response.json()) as { amount: string };
    };
    expect((await gatewaySubscription()).amount).toBe('299000');
    now = at('2026-12-01');
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 1, paid: 1 });
    // It reads what the cycle charged.
    expect((await gatewaySubscription()).amount).toBe(String(2 * 249_000));
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 0, paid: 0 });
    const [attempt] = await attemptsOf(fx.a.id);
    expect(attempt).toMatchObject({ status: 'paid', amount: 2 * 249_000, billingDate: '2026-12-01' });
    expect(await chargesAtGateway(attempt!.orderId)).toBe(1);
    expect(await outletEnds(fx.a.id)).toEqual(['2027-01-01', '2027-01-01']);
    expect(await subscriptionOf(fx.a.id)).toMatchObject({
      cyclesCharged: 1,
      nextBillingDate: '2027-01-01',
      failedPaymentCount: 0,
    });
    // The paid cycle is an invoice of the billing history (decision 0103), once, with its PDF.
    const invoices = await invoicesOf(fx.a.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      orderId: attempt!.orderId,
      status: 'paid',
      paymentType: 'recurring',
      totalAmount: 2 * 249_000,
      startPeriod: '2026-12-01',
      endPeriod: '2027-01-01',
    });
    const number = invoices[0]!.invoiceNumber!;
    expect(number).toMatch(/^INV\/2026\/\d{6}$/);
    const history = await inject(owner, 'GET', '/api/billing/v1/invoices?page=1');
    expect(JSON.stringify(history.json())).toContain(number);
    const pdf = await inject(
      owner,
      'GET',
      `/api/billing/v1/invoices/pdf?invoice_number=${encodeURIComponent(number)}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('retries a refused charge a day later three times, keeps the message, then fails', async () => {
    const subscription = await subscriptionOf(fx.a.id);
    await chooseOutcome(subscription.accountId!, 'deny');
    const expected = [
      ['2027-01-01', 1, '2027-01-02', 'ACTIVE'],
      ['2027-01-02', 2, '2027-01-03', 'ACTIVE'],
      ['2027-01-03', 3, '2027-01-04', 'ACTIVE'],
      ['2027-01-04', 4, null, 'FAILED'],
    ] as const;
    for (const [day, count, retryDate, status] of expected) {
      now = at(day);
      expect(await runRecurringCharges(context)).toMatchObject({ charged: 1, failed: 1 });
      // A second run the same day tries nothing more.
      expect(await runRecurringCharges(context)).toMatchObject({ charged: 0 });
      expect(await subscriptionOf(fx.a.id)).toMatchObject({
        failedPaymentCount: count,
        retryDate,
        status,
        failedPaymentMessage: 'Insufficient balance',
        nextBillingDate: '2027-01-01',
      });
    }
    now = at('2027-01-05');
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 0 });
    const active = await inject(owner, 'GET', '/api/billing/v1/recurring/active');
    expect(active.json()).toMatchObject({
      status: 'FAILED',
      failed_payment_count: 4,
      failed_payment_message: 'Insufficient balance',
    });
    // The outlets were not extended by the refused charges, and no invoice was written for them.
    expect(await outletEnds(fx.a.id)).toEqual(['2027-01-01', '2027-01-01']);
    expect(await invoicesOf(fx.a.id)).toHaveLength(1);
    expect((await attemptsOf(fx.a.id)).map((a) => [a.billingDate, a.attemptNumber, a.status])).toEqual([
      ['2026-12-01', 1, 'paid'],
      ['2027-01-01', 1, 'failed'],
      ['2027-01-01', 2, 'failed'],
      ['2027-01-01', 3, 'failed'],
      ['2027-01-01', 4, 'failed'],
    ]);
  });

  it('Update now: a newly linked account takes over the schedule and pays the unpaid cycle once', async () => {
    const card = await inject(owner, 'POST', '/api/billing/v1/recurring/payment-method', {
      payment_type: 'CREDIT_CARD',
    });
    expect(card.statusCode).toBe(422);
    const reply = await inject(owner, 'POST', '/api/billing/v1/recurring/payment-method', {
      payment_type: 'DEBIT',
    });
    expect(reply.statusCode).toBe(200);
    const back = await link(reply.json<{ url: string }>().url, 'enable');
    expect(back.status).toBe(303);
    expect((await inject(owner, 'GET', '/api/billing/v1/recurring/active')).json()).toMatchObject({
      status: 'ACTIVE',
      failed_payment_count: 0,
      failed_payment_message: null,
      next_billing_date: '2027-01-05',
    });
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 1, paid: 1 });
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 0 });
    expect(await outletEnds(fx.a.id)).toEqual(['2027-02-01', '2027-02-01']);
    expect((await invoicesOf(fx.a.id)).map((i) => i.invoiceNumber)).toEqual([
      'INV/2026/000001',
      'INV/2027/000001',
    ]);
    expect(await subscriptionOf(fx.a.id)).toMatchObject({
      status: 'ACTIVE',
      cyclesCharged: 2,
      nextBillingDate: '2027-02-01',
      retryDate: null,
    });
  });

  it('books once a charge the gateway made while our process died, and charges once an attempt it never saw', async () => {
    now = at('2026-11-25');
    await switchToRecurring(ownerB);
    const subscription = await subscriptionOf(fx.b.id);
    now = at('2026-12-01');
    // The dead process wrote its attempt and the gateway charged it; nothing was booked.
    const [crashed] = await database.db
      .insert(recurringChargeAttempts)
      .values({
        businessId: fx.b.id,
        subscriptionId: subscription.id,
        orderId: `RECUR-${fx.b.id}-crashed`,
        billingDate: '2026-12-01',
        attemptNumber: 1,
        amount: 2 * 249_000,
      })
      .returning();
    const charged = await context.recurring.charge({
      orderId: crashed!.orderId,
      grossAmount: crashed!.amount,
      accountId: subscription.accountId!,
      token: subscription.paymentToken!,
    });
    expect(charged.transactionStatus).toBe('settlement');

    expect(await runRecurringCharges(context)).toMatchObject({ reconciled: 1, paid: 1, charged: 0 });
    expect(await runRecurringCharges(context)).toMatchObject({ reconciled: 0, paid: 0, charged: 0 });
    expect(await chargesAtGateway(crashed!.orderId)).toBe(1);
    expect(await outletEnds(fx.b.id)).toEqual(['2027-01-01', '2027-01-01']);
    expect(await subscriptionOf(fx.b.id)).toMatchObject({ cyclesCharged: 1, nextBillingDate: '2027-01-01' });

    // The next cycle: the process died after writing its attempt, before calling the gateway.
    now = at('2027-01-01');
    const [unsent] = await database.db
      .insert(recurringChargeAttempts)
      .values({
        businessId: fx.b.id,
        subscriptionId: subscription.id,
        orderId: `RECUR-${fx.b.id}-unsent`,
        billingDate: '2027-01-01',
        attemptNumber: 1,
        amount: 2 * 249_000,
      })
      .returning();
    const [first, second] = await Promise.all([runRecurringCharges(context), runRecurringCharges(context)]);
    expect(first!.paid + second!.paid).toBe(1);
    expect(await chargesAtGateway(unsent!.orderId)).toBe(1);
    expect(await attemptsOf(fx.b.id)).toHaveLength(2);
    expect(await outletEnds(fx.b.id)).toEqual(['2027-02-01', '2027-02-01']);
    // One invoice per booked charge, reconciled or concurrent, each the next number of its year (business A's
    // cycles of December and January took the first of each).
    expect((await invoicesOf(fx.b.id)).map((i) => [i.orderId, i.status, i.invoiceNumber])).toEqual([
      [crashed!.orderId, 'paid', 'INV/2026/000002'],
      [unsent!.orderId, 'paid', 'INV/2027/000002'],
    ]);
  });

  it('does not charge a business frozen by a deletion request', async () => {
    now = at('2027-02-01');
    await database.db.update(businesses).set({ frozenAt: now }).where(eq(businesses.id, fx.b.id));
    // Business a is due the same day and is charged; b is not.
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 1 });
    expect(await attemptsOf(fx.b.id)).toHaveLength(2);
    await database.db.update(businesses).set({ frozenAt: null }).where(eq(businesses.id, fx.b.id));
    expect(await runRecurringCharges(context)).toMatchObject({ charged: 1, paid: 1 });
    expect(await attemptsOf(fx.b.id)).toHaveLength(3);
  });

  it('resolves a switch once when the link notification arrives twice and the screen polls at the same time', async () => {
    await database.db.delete(recurringChargeAttempts).where(eq(recurringChargeAttempts.businessId, fx.a.id));
    await database.db.delete(recurringSubscriptions).where(eq(recurringSubscriptions.businessId, fx.a.id));
    await database.db.delete(realtimeEvents).where(eq(realtimeEvents.businessId, fx.a.id));
    now = at('2027-01-05');
    const reply = await directDebit(owner);
    const { url } = reply.json<{ url: string }>();
    const accountId = new URL(url).pathname.split('/').pop()!;
    // The owner enables the link on the gateway's page (the gateway's own notification, then two more, and polls).
    const notify = () =>
      app.inject({
        method: 'POST',
        url: '/api/billing/v1/recurring/notifications',
        payload: { account_id: accountId },
      });
    await link(url, 'enable');
    const replies = await Promise.all([
      notify(),
      notify(),
      inject(owner, 'GET', '/api/billing/v1/recurring/active'),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const events = await database.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.businessId, fx.a.id), eq(realtimeEvents.topic, 'recurring-billing')));
    expect(events).toHaveLength(1);
    // An unknown account is acknowledged and changes nothing.
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/billing/v1/recurring/notifications',
      payload: { account_id: 'no-such-account' },
    });
    expect(unknown.json()).toEqual({ received: true });
  });

  it('announces a declined link as failed', async () => {
    await database.db.delete(recurringChargeAttempts).where(eq(recurringChargeAttempts.businessId, fx.a.id));
    await database.db.delete(recurringSubscriptions).where(eq(recurringSubscriptions.businessId, fx.a.id));
    await database.db.delete(realtimeEvents).where(eq(realtimeEvents.businessId, fx.a.id));
    const reply = await directDebit(owner);
    await link(reply.json<{ url: string }>().url, 'decline');
    expect((await inject(owner, 'GET', '/api/billing/v1/recurring/active')).json()).toMatchObject({
      status: 'FAILED',
    });
    const events = await database.db
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.businessId, fx.a.id));
    expect(events.map((e) => e.data)).toEqual([{ status: 'FAILED', month: 1 }]);
  });

  it('prices re-activating an expired outlet to the next billing date; another business’s outlet is 404', async () => {
    // Business b is active with its next billing on 1 March 2027; its second outlet lapsed.
    now = at('2027-02-10');
    await database.db
      .update(outlets)
      .set({ endDate: endOf('2027-01-31') })
      .where(eq(outlets.id, fx.b.outletIds[1]!));
    const prorate = await inject(
      ownerB,
      'GET',
      `/api/billing/v1/recurring/outlets/${fx.b.outletIds[1]}/prorate`,
    );
    expect(prorate.statusCode).toBe(200);
    // 19 of February's 28 days at 249,000 a month.
    expect(prorate.json()).toEqual({
      MOKA: { start_date: '2027-02-10', end_date: '2027-03-01' },
      final_price: Math.round((249_000 * 19) / 28),
    });
    const live = await inject(
      ownerB,
      'GET',
      `/api/billing/v1/recurring/outlets/${fx.b.outletIds[0]}/prorate`,
    );
    expect(live.statusCode).toBe(422);
    const other = await inject(
      owner,
      'GET',
      `/api/billing/v1/recurring/outlets/${fx.b.outletIds[1]}/prorate`,
    );
    expect(other.statusCode).toBe(404);
  });
});
