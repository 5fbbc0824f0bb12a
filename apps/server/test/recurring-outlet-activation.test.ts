import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SERVER_KEY } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { billingInvoices, businesses, outlets, recurringSubscriptions } from '../src/db/schema/index.js';
import { localTimeToInstant } from '../src/domain/calendar-text.js';
import { notificationSignature } from '../src/platform/payments/payment-signature.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { paymentResultsDrained, startBillingApp } from './billing-app.js';
import { stopTestApp } from './test-context.js';

const ZONE = 'Asia/Jakarta';
const endOf = (day: string) => localTimeToInstant(`${day}T23:59:59`, ZONE);
const NOW = localTimeToInstant('2026-11-25T10:00:00', ZONE);
const NEXT_BILLING = '2026-12-10';

/**
 * The recurring outlet tab's server side (issue 16; decision 0102): paying now for a lapsed outlet through the
 * gateway, and the outlet toggle's guard for the last active outlet under concurrent requests.
 */
describe('recurring outlet activation', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let lapsed: number;
  let live: number;

  beforeAll(async () => {
    let dealId: number;
    ({ database, app, fx, dealId } = await startBillingApp(() => NOW));
    [live, lapsed] = fx.a.outletIds as [number, number];
    await database.db
      .update(businesses)
      .set({ expiredAt: endOf(NEXT_BILLING), currentPlan: 1 })
      .where(eq(businesses.id, fx.a.id));
    await database.db
      .update(outlets)
      .set({ endDate: endOf(NEXT_BILLING), timeZone: ZONE, isActiveSubscription: true })
      .where(eq(outlets.id, live));
    // Lapsed on 1 November and not renewed since.
    await database.db
      .update(outlets)
      .set({ endDate: endOf('2026-11-01'), timeZone: ZONE, isActiveSubscription: false })
      .where(eq(outlets.id, lapsed));
    await database.db.insert(recurringSubscriptions).values({
      businessId: fx.a.id,
      status: 'ACTIVE',
      paymentType: 'credit_card',
      interval: 1,
      packageDealId: dealId,
      firstBillingDate: '2026-11-10',
      cyclesCharged: 1,
      nextBillingDate: NEXT_BILLING,
    });
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  const activation = (token: string, outletId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/billing/v1/recurring/outlets/${outletId}/activation`,
      headers: bearer(token),
    });
  const prorate = (outletId: number) =>
    app.inject({
      method: 'GET',
      url: `/api/billing/v1/recurring/outlets/${outletId}/prorate`,
      headers: bearer(owner),
    });
  const toggle = (outletId: number, isActive: boolean) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/outlet/update_active_subcription',
      headers: bearer(owner),
      payload: { id: outletId, isActive },
    });
  const notify = (orderId: string, gross: number, transactionStatus = 'settlement') => {
    const grossText = `${gross}.00`;
    const statusCode = transactionStatus === 'settlement' ? '200' : '202';
    return app.inject({
      method: 'POST',
      url: '/api/billing/v1/notifications',
      payload: {
        order_id: orderId,
        status_code: statusCode,
        gross_amount: grossText,
        transaction_status: transactionStatus,
        signature_key: notificationSignature(orderId, statusCode, grossText, SANDBOX_SERVER_KEY),
      },
    });
  };
  const invoicesOfA = () =>
    database.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, fx.a.id));
  const outletRow = async (id: number) =>
    (await database.db.select().from(outlets).where(eq(outlets.id, id)))[0]!;

  it('is the owner’s, for the business’s own lapsed outlet only', async () => {
    expect((await activation(manager, lapsed)).statusCode).toBe(403);
    const foreign = await activation(ownerB, lapsed);
    expect(foreign.statusCode).toBe(404);
    // Business B is not on recurring billing: its own outlet is refused as such.
    expect((await activation(ownerB, fx.b.outletIds[0]!)).statusCode).toBe(404);
    const notLapsed = await activation(owner, live);
    expect(notLapsed.statusCode).toBe(422);
    expect(notLapsed.json()).toMatchObject({ code: '0016-0004' });
    expect((await activation(owner, 999_999)).statusCode).toBe(404);
    // Nothing was stored for any refusal.
    expect(await invoicesOfA()).toHaveLength(0);
  });

  it('charges the server’s prorate price and carries the outlet to the next billing date once', async () => {
    const preview = (await prorate(lapsed)).json<{ final_price: number; MOKA: { end_date: string } }>();
    expect(preview.MOKA.end_date).toBe(NEXT_BILLING);
    expect(preview.final_price).toBeGreaterThan(0);

    const reply = await activation(owner, lapsed);
    expect(reply.statusCode).toBe(200);
    const paymentPage = reply.json<{ redirect_url: string }>().redirect_url;
    expect(paymentPage).toMatch(/^http/);
    const [invoice] = await invoicesOfA();
    expect(invoice).toMatchObject({
      status: 'pending',
      paymentType: 'outlet_activation',
      totalAmount: preview.final_price,
      outletIds: [lapsed],
      startPeriod: '2026-11-25',
      endPeriod: NEXT_BILLING,
    });
    // Still lapsed until the gateway says it is paid.
    expect((await outletRow(lapsed)).isActiveSubscription).toBe(false);

    // The owner pays on the gateway's page, which notifies us five times at once; five more copies follow, then a
    // late deny: booked once, never undone (each is confirmed with the gateway's status API, issue 27).
    const payment = await fetch(`${paymentPage}/settle?duplicates=5`, { method: 'POST', redirect: 'manual' });
    expect(payment.status).toBe(303);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => notify(invoice!.orderId, preview.final_price)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    await expect
      .poll(async () => (await invoicesOfA())[0]!.status, { timeout: 20_000, interval: 100 })
      .toBe('paid');
    await notify(invoice!.orderId, preview.final_price, 'deny');
    await paymentResultsDrained(database);
    const [paid] = await invoicesOfA();
    expect(paid).toMatchObject({ status: 'paid', invoiceNumber: 'INV/2026/000001' });
    const outlet = await outletRow(lapsed);
    expect(outlet.isActiveSubscription).toBe(true);
    expect(outlet.endDate?.toISOString()).toBe(endOf(NEXT_BILLING).toISOString());
    // The business's own dates stay the schedule's.
    const [business] = await database.db.select().from(businesses).where(eq(businesses.id, fx.a.id));
    expect(business!.expiredAt?.toISOString()).toBe(endOf(NEXT_BILLING).toISOString());

    // The tab now shows it active and not lapsed, and the paid invoice is in the billing history with a PDF.
    const list = await app.inject({
      method: 'GET',
      url: '/api/billing/v1/recurring/outlets?active=all',
      headers: bearer(owner),
    });
    expect(
      list.json<{ outlets: { id: number; is_active_subscription: boolean; is_expired: boolean }[] }>()
        .outlets,
    ).toContainEqual(
      expect.objectContaining({ id: lapsed, is_active_subscription: true, is_expired: false }),
    );
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/billing/v1/invoices/pdf?invoice_number=${encodeURIComponent('INV/2026/000001')}`,
      headers: bearer(owner),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('leaves one outlet active when the last two are turned off at once', async () => {
    expect((await outletRow(live)).isActiveSubscription).toBe(true);
    expect((await outletRow(lapsed)).isActiveSubscription).toBe(true);
    const replies = await Promise.all([toggle(live, false), toggle(lapsed, false)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.statusCode === 422)!.json()).toMatchObject({ code: '0015-0007' });
    const states = [
      (await outletRow(live)).isActiveSubscription,
      (await outletRow(lapsed)).isActiveSubscription,
    ];
    expect(states.filter(Boolean)).toHaveLength(1);
  });
});
