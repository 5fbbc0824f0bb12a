import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import {
  billingCoupons,
  businessDiscountSchemes,
  businesses,
  outlets,
  packageDeals,
} from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

// 10:00 in Jakarta on 25 November 2026: "today" for the fixtures' businesses (outlets in Asia/Jakarta).
const NOW = new Date('2026-11-25T03:00:00Z');
const on = (date: string) => new Date(`${date}T05:00:00Z`);

interface Reply {
  statusCode: number;
  json: () => Record<string, unknown> & { code?: string; message?: string };
}

describe('billing: one outlet’s extension and the discount settings', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let monthly: number;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(token), payload: payload as object }) as Promise<Reply>;
  const outletUrl = (id: number, what: 'calculations' | 'verify') => `/api/billing/v1/outlets/${id}/${what}`;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp({ clock: () => NOW }));
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    const deals = await database.db
      .insert(packageDeals)
      .values([
        {
          displayName: 'Monthly',
          subscriptionName: 'Moka POS Monthly',
          cycle: 1,
          pricePerMonth: 249_000,
          originalPricePerMonth: 299_000,
          employeeSlotPricePerMonth: 25_000,
        },
        {
          displayName: 'Yearly',
          subscriptionName: 'Moka POS Yearly',
          cycle: 12,
          pricePerMonth: 199_000,
          originalPricePerMonth: 299_000,
          employeeSlotPricePerMonth: 20_000,
        },
      ])
      .returning({ id: packageDeals.id });
    monthly = deals[0]!.id;
    await database.db
      .insert(billingCoupons)
      .values([{ code: 'HEMAT10', kind: 'percentage', percentage: 10 }]);
    await database.db
      .insert(businessDiscountSchemes)
      .values(
        [20, 15, 12, 10].map((percentage, position) => ({ businessId: fx.a.id, position, percentage })),
      );
  });
  afterAll(() => stopTestApp({ app, database }));

  /** Business A: monthly, expiring 10 Dec, two employee slots; outlet 1 on the expiry, outlet 2 ended 1 Nov. */
  beforeEach(async () => {
    await database.db
      .update(businesses)
      .set({
        currentPlan: 1,
        isTrial: false,
        isEnterprise: false,
        employeeSlot: 2,
        expiredAt: on('2026-12-10'),
      })
      .where(eq(businesses.id, fx.a.id));
    const [a1, a2] = fx.a.outletIds;
    await database.db
      .update(outlets)
      .set({ endDate: on('2026-12-10'), isActiveSubscription: true })
      .where(eq(outlets.id, a1!));
    await database.db
      .update(outlets)
      .set({ endDate: on('2026-11-01'), isActiveSubscription: false })
      .where(eq(outlets.id, a2!));
  });

  it('prices one expired outlet’s extension alone, pro-rated to the renewal’s end date, without the slots', async () => {
    const reply = await call(owner, 'POST', outletUrl(fx.a.outletIds[1]!, 'calculations'), {
      month: 1,
      coupon_code: 'hemat10',
    });
    expect(reply.statusCode).toBe(200);
    // 25 Nov → 10 Jan: one month (to 25 Dec) + 16 of the 31 days to 25 Jan.
    // 249,000 + 249,000 × 16/31 = 377,516; before the package discount 299,000 + 154,323 = 453,323.
    // HEMAT10: 37,752 off.
    expect(reply.json()).toMatchObject({
      month: 1,
      subscription_discount_id: monthly,
      extended_date: '2027-01-10',
      original_total_price: 453_323,
      final_total_price: 339_764,
      employee_slot: { count: 0, original_price: 0, final_price: 0 },
      coupon: { code: 'HEMAT10', discount_amount: 37_752 },
      outlets: [
        {
          outlet_id: fx.a.outletIds[1],
          outlet_name: expect.any(String),
          is_active_subscription: false,
          is_prorated: true,
          current_end_date: '2026-11-01',
          original_price: 453_323,
          final_price: 377_516,
        },
      ],
    });
  });

  it('prices an outlet on the expiry for a full cycle', async () => {
    const reply = await call(owner, 'POST', outletUrl(fx.a.outletIds[0]!, 'calculations'), { month: 12 });
    expect(reply.statusCode).toBe(200);
    // 10 Dec 2026 → 10 Dec 2027 at 199,000 a month.
    expect(reply.json()).toMatchObject({
      extended_date: '2027-12-10',
      original_total_price: 3_588_000,
      final_total_price: 2_388_000,
    });
  });

  it('verifies the exact price and refuses one that differs', async () => {
    const url = outletUrl(fx.a.outletIds[1]!, 'verify');
    const refused = await call(owner, 'POST', url, { month: 1, final_price: 377_515 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: '0015-0001', message: 'Invalid code, price error' });
    const accepted = await call(owner, 'POST', url, { month: 1, final_price: 377_516 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ final_total_price: 377_516 });
  });

  it('does not price another business’s outlet, and is the owner’s alone', async () => {
    const foreign = await call(owner, 'POST', outletUrl(fx.b.outletIds[0]!, 'calculations'), { month: 1 });
    expect(foreign.statusCode).toBe(404);
    const foreignVerify = await call(owner, 'POST', outletUrl(fx.b.outletIds[0]!, 'verify'), {
      month: 1,
      final_price: 249_000,
    });
    expect(foreignVerify.statusCode).toBe(404);
    const asManager = await call(manager, 'POST', outletUrl(fx.a.outletIds[0]!, 'calculations'), {
      month: 1,
    });
    expect(asManager.statusCode).toBe(403);
    const badId = await call(owner, 'POST', '/api/billing/v1/outlets/abc/calculations', { month: 1 });
    expect(badId.statusCode).toBe(400);
  });

  it('tells the yearly owner within six months of the expiry that the banner applies, with the best discount ahead', async () => {
    await database.db
      .update(businesses)
      .set({ currentPlan: 12, expiredAt: on('2027-03-31') })
      .where(eq(businesses.id, fx.a.id));
    const reply = await call(owner, 'GET', '/api/v1/businesses/discounts/settings');
    expect(reply.statusCode).toBe(200);
    // Windows from 30 Sep (20, 15, 12 %) have passed; today is in the 10 % window to 8 Dec, and later ones keep 10 %.
    expect(reply.json()).toEqual({
      banner_eligible: true,
      popup_from: '2026-09-30',
      schemes_due: true,
      expired_at: '2027-03-31',
      best_discount_percentage: 10,
      best_discount_until: '2026-12-08',
      popup_interval_hours: 24,
      popup_delay_ms: 1000,
    });
  });

  it('says no banner for a monthly plan, a trial, an expiry further than six months, or an expired business', async () => {
    const settings = async () =>
      (await call(owner, 'GET', '/api/v1/businesses/discounts/settings')).json() as {
        banner_eligible: boolean;
        popup_from: string | null;
      };
    expect(await settings()).toMatchObject({
      banner_eligible: false,
      popup_from: '2026-06-10',
      schemes_due: false,
    });
    const set = (values: Partial<typeof businesses.$inferInsert>) =>
      database.db
        .update(businesses)
        .set({ currentPlan: 12, isTrial: false, ...values })
        .where(eq(businesses.id, fx.a.id));
    await set({ isTrial: true, expiredAt: on('2027-03-31') });
    expect((await settings()).banner_eligible).toBe(false);
    await set({ expiredAt: on('2027-06-30') });
    // Further than six months: the schemes are not asked yet (issue 26).
    expect(await settings()).toMatchObject({
      banner_eligible: false,
      popup_from: '2026-12-30',
      schemes_due: false,
    });
    await set({ expiredAt: on('2026-11-20') });
    expect((await settings()).banner_eligible).toBe(false);
  });

  it('answers each owner about their own business, and refuses a manager', async () => {
    await database.db
      .update(businesses)
      .set({ currentPlan: 12, expiredAt: on('2027-03-31') })
      .where(eq(businesses.id, fx.a.id));
    await database.db
      .update(businesses)
      .set({ currentPlan: 1, isTrial: false, expiredAt: on('2027-02-14') })
      .where(eq(businesses.id, fx.b.id));
    const b = (await call(ownerB, 'GET', '/api/v1/businesses/discounts/settings')).json();
    expect(b).toMatchObject({
      banner_eligible: false,
      expired_at: '2027-02-14',
      best_discount_percentage: 0,
    });
    expect((await call(manager, 'GET', '/api/v1/businesses/discounts/settings')).statusCode).toBe(403);
  });
});
