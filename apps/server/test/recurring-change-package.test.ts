import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { packageDeals, recurringChargeAttempts, recurringSubscriptions } from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

const PATH = '/api/billing/v1/recurring/package';

/** Modify Billing ("Change package", decision 0100): another deal from the next billing date on. */
describe('recurring change package', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let monthly: number;
  let monthlyPromo: number;
  let yearly: number;
  let retired: number;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp({ env: { PUBLIC_URL: 'http://shop.test' } }));
    const deal = (displayName: string, cycle: number, pricePerMonth: number, isActive = true) =>
      database.db
        .insert(packageDeals)
        .values({
          displayName,
          subscriptionName: `Moka POS ${displayName}`,
          cycle,
          pricePerMonth,
          originalPricePerMonth: 299_000,
          employeeSlotPricePerMonth: 25_000,
          isActive,
        })
        .returning({ id: packageDeals.id })
        .then(([row]) => row!.id);
    monthly = await deal('Monthly', 1, 249_000);
    monthlyPromo = await deal('Monthly Promo', 1, 229_000);
    yearly = await deal('Yearly', 12, 199_000);
    retired = await deal('Old Monthly', 1, 149_000, false);
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  beforeEach(async () => {
    await database.db.delete(recurringChargeAttempts);
    await database.db.delete(recurringSubscriptions);
    // Business A has paid two monthly cycles from 1 October; the third is due on 1 December.
    await database.db.insert(recurringSubscriptions).values({
      businessId: fx.a.id,
      status: 'ACTIVE',
      paymentType: 'credit_card',
      paymentToken: 'card-token',
      cardName: 'VISA •••• 1114',
      interval: 1,
      packageDealId: monthly,
      firstBillingDate: '2026-10-01',
      cyclesCharged: 2,
      nextBillingDate: '2026-12-01',
    });
  });

  const change = (token: string, payload: unknown) =>
    app.inject({ method: 'POST', url: PATH, headers: bearer(token), payload: payload as object });

  const subscriptionA = async () => {
    const [row] = await database.db
      .select()
      .from(recurringSubscriptions)
      .where(eq(recurringSubscriptions.businessId, fx.a.id));
    return row!;
  };

  it('moves to a yearly deal from the next billing date on, charging nothing now', async () => {
    const reply = await change(owner, { subscription_discount_id: yearly });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ url: 'http://shop.test/v2/settings/billing/recurring/payment' });
    expect(await subscriptionA()).toMatchObject({
      packageDealId: yearly,
      interval: 12,
      firstBillingDate: '2026-12-01',
      nextBillingDate: '2026-12-01',
      cyclesCharged: 0,
      status: 'ACTIVE',
    });
    const attempts = await database.db.select().from(recurringChargeAttempts);
    expect(attempts).toHaveLength(0);

    const active = await app.inject({
      method: 'GET',
      url: '/api/billing/v1/recurring/active',
      headers: bearer(owner),
    });
    expect(active.json()).toMatchObject({
      subscription_discount_id: yearly,
      month: 12,
      package_deal_display_name: 'Yearly',
      next_billing_date: '2026-12-01',
    });
  });

  it('refuses to modify a yearly plan (support changes it)', async () => {
    await change(owner, { subscription_discount_id: yearly });
    const reply = await change(owner, { subscription_discount_id: monthly });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: '0016-0007' });
    expect(await subscriptionA()).toMatchObject({ packageDealId: yearly, interval: 12 });
  });

  it('keeps the schedule when the same deal is chosen again', async () => {
    const reply = await change(owner, { subscription_discount_id: monthly });
    expect(reply.statusCode).toBe(200);
    expect(await subscriptionA()).toMatchObject({ firstBillingDate: '2026-10-01', cyclesCharged: 2 });
  });

  it('changes to another monthly deal without moving the next billing date', async () => {
    const reply = await change(owner, { subscription_discount_id: monthlyPromo });
    expect(reply.statusCode).toBe(200);
    expect(await subscriptionA()).toMatchObject({
      packageDealId: monthlyPromo,
      interval: 1,
      nextBillingDate: '2026-12-01',
    });
  });

  it('refuses a deal that is not offered, and an unknown one, changing nothing', async () => {
    for (const id of [retired, 999_999]) {
      const reply = await change(owner, { subscription_discount_id: id });
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ code: '0015-0006' });
    }
    expect(await subscriptionA()).toMatchObject({ packageDealId: monthly, cyclesCharged: 2 });
  });

  it('refuses while a charge is in flight or the switch is still processing', async () => {
    await database.db.insert(recurringChargeAttempts).values({
      businessId: fx.a.id,
      subscriptionId: (await subscriptionA()).id,
      orderId: 'REC-test-1',
      billingDate: '2026-12-01',
      attemptNumber: 1,
      amount: 249_000,
    });
    const inFlight = await change(owner, { subscription_discount_id: yearly });
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json()).toMatchObject({ code: '0016-0006' });

    await database.db.delete(recurringChargeAttempts);
    await database.db
      .update(recurringSubscriptions)
      .set({ status: 'PROCESSING' })
      .where(eq(recurringSubscriptions.businessId, fx.a.id));
    const processing = await change(owner, { subscription_discount_id: yearly });
    expect(processing.statusCode).toBe(409);
    expect(await subscriptionA()).toMatchObject({ packageDealId: monthly, interval: 1 });
  });

  it('is the owner’s and the caller’s business only', async () => {
    const byManager = await change(manager, { subscription_discount_id: yearly });
    expect(byManager.statusCode).toBe(403);
    // Business B has no recurring subscription; A's is not reachable from B's session.
    const byOtherOwner = await change(ownerB, { subscription_discount_id: yearly });
    expect(byOtherOwner.statusCode).toBe(404);
    expect(await subscriptionA()).toMatchObject({ packageDealId: monthly });
    const anonymous = await app.inject({
      method: 'POST',
      url: PATH,
      payload: { subscription_discount_id: yearly },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 for a malformed body', async () => {
    for (const payload of [{}, { subscription_discount_id: 'x' }, { subscription_discount_id: -1 }]) {
      const reply = await change(owner, payload);
      expect(reply.statusCode).toBe(400);
    }
  });
});
