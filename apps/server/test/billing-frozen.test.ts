import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { billingInvoices, businessDeletionTickets, businesses, outlets } from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { stopTestApp } from './test-context.js';
import { startBillingApp } from './billing-app.js';

const NOW = new Date('2026-11-25T03:00:00Z');

/**
 * Issue 18 (decision 0089): once a deletion ticket is open the business pays nothing; a payment the gateway
 * reports afterwards (a payment page left open) is recorded and extends nothing. Over real HTTP with the sandbox.
 */
describe('billing: a business being deleted pays nothing', () => {
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

  const pay = async (token: string) => {
    const calculation = (
      await app.inject({
        method: 'POST',
        url: '/api/billing/v1/calculations',
        headers: bearer(token),
        payload: { month: 1 },
      })
    ).json();
    return app.inject({
      method: 'POST',
      url: '/api/billing/v1/pay',
      headers: bearer(token),
      payload: { subscription_discount_id: dealId, final_price: calculation.final_total_price },
    });
  };
  const invoicesOf = (businessId: number) =>
    database.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, businessId));
  const subscriptionOf = async (businessId: number) => ({
    outlets: (
      await database.db
        .select({ endDate: outlets.endDate })
        .from(outlets)
        .where(eq(outlets.businessId, businessId))
    ).map((row) => row.endDate?.toISOString() ?? null),
    expiredAt: (
      await database.db
        .select({ expiredAt: businesses.expiredAt })
        .from(businesses)
        .where(eq(businesses.id, businessId))
    )[0]!.expiredAt?.toISOString(),
  });

  it('refuses the pay call and records a late settlement without extending anything', async () => {
    // The owner opened the gateway's page, then (in another tab, before paying) asked for the deletion. The
    // ticket is written directly so that this token, which the request would have ended, can still call.
    const started = await pay(owner);
    expect(started.statusCode).toBe(200);
    const { order_id: orderId, redirect_url: redirectUrl } = started.json<{
      order_id: string;
      redirect_url: string;
    }>();
    await database.db.insert(businessDeletionTickets).values({
      businessId: fx.a.id,
      ticketNumber: 'DEL-20261125-ABCDEF',
      reason: 'Privacy issues',
      requestedBy: fx.a.owner.id,
      requestedAt: NOW,
      purgeOn: '2027-01-12',
    });
    const before = await subscriptionOf(fx.a.id);
    const attempts = (await invoicesOf(fx.a.id)).length;

    const refused = await pay(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'BUSINESS_FROZEN',
      message: 'This business account is being deleted, so it can no longer pay.',
    });
    expect(await invoicesOf(fx.a.id)).toHaveLength(attempts);

    // The page left open is paid anyway: the gateway's notification arrives.
    const finish = await fetch(`${redirectUrl}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(finish.status).toBe(303);
    await expect
      .poll(async () => (await invoicesOf(fx.a.id)).find((row) => row.orderId === orderId)?.status, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('paid');
    const invoice = (await invoicesOf(fx.a.id)).find((row) => row.orderId === orderId)!;
    // Recorded for the books and the refund; marked applied, so it never extends later either.
    expect(invoice.invoiceNumber).toMatch(/^INV\/2026\/\d{6}$/);
    expect(invoice.appliedAt).not.toBeNull();
    expect(await subscriptionOf(fx.a.id)).toEqual(before);
  });

  it('still lets another business pay', async () => {
    expect((await pay(ownerB)).statusCode).toBe(200);
  });
});
