import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import {
  billingCoupons,
  billingInvoices,
  businessDiscountSchemes,
  businesses,
  outlets,
  packageDeals,
} from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

// 10:00 in Jakarta on 25 November 2026: "today" for every business of the fixtures (outlets in Asia/Jakarta).
const NOW = new Date('2026-11-25T03:00:00Z');
/** Noon in Jakarta on a date, as the instant stored in end_date / expired_at. */
const on = (date: string) => new Date(`${date}T05:00:00Z`);

interface Reply {
  statusCode: number;
  json: () => Record<string, unknown> & { code?: string; message?: string };
}

describe('billing: calculations, coupons, history and the outlet toggle', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let manager: string;
  let monthly: number;
  let yearly: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(token), payload: payload as object }) as Promise<Reply>;
  const calculate = (token: string, body: object) =>
    call(token, 'POST', '/api/billing/v1/calculations', body);

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
    yearly = deals[1]!.id;
    await database.db.insert(billingCoupons).values([
      { code: 'HEMAT10', kind: 'percentage', percentage: 10 },
      { code: 'POTONG50K', kind: 'amount', amount: 50_000 },
      { code: 'BONUS1', kind: 'months', months: 1 },
      { code: 'LAMA', kind: 'amount', amount: 10_000, expiresAt: on('2026-11-01') },
      { code: 'HABIS', kind: 'amount', amount: 10_000, usageLimit: 1, usedCount: 1 },
      { code: 'TAHUNAN', kind: 'percentage', percentage: 5, cycle: 12 },
    ]);
    await database.db
      .insert(businessDiscountSchemes)
      .values(
        [20, 15, 12, 10].map((percentage, position) => ({ businessId: fx.a.id, position, percentage })),
      );
  });
  afterAll(() => stopTestApp({ app, database }));

  /** Business A: monthly, expiring 10 Dec, one outlet on the expiry and one that ended on 1 Nov, two slots. */
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
      .set({ endDate: on('2026-11-01'), isActiveSubscription: null })
      .where(eq(outlets.id, a2!));
  });

  it('prices a monthly renewal: full month on the expiry, a pro-rated expired outlet, slots and a % coupon', async () => {
    const reply = await calculate(owner, { month: 1, coupon_code: 'hemat10' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      month: 1,
      subscription_discount_id: monthly,
      extended_date: '2027-01-10',
      original_total_price: 802_323,
      final_total_price: 608_864,
      employee_slot: { count: 2, original_price: 50_000, final_price: 50_000 },
      coupon: { code: 'HEMAT10', discount_amount: 67_652 },
      // Every discount in Rupiah, so the screen's lines add up (issue 26): 802 323 − 125 807 − 0 − 67 652.
      package_discount_amount: 125_807,
      renewal_discount_amount: 0,
      // What recurring billing would charge each month: the package price of both outlets and the slots (docs/spec-notes.md, Billing, `recurring_billing_cycles`).
      recurring_billing_cycles: [
        { cycle: 1, discount_percentage: 15.43, original_price: 648_000, final_price: 548_000 },
      ],
    });
    expect(body.outlets).toEqual([
      expect.objectContaining({ outlet_id: fx.a.outletIds[0], is_prorated: false, final_price: 249_000 }),
      expect.objectContaining({ outlet_id: fx.a.outletIds[1], is_prorated: true, final_price: 377_516 }),
    ]);
  });

  it('applies the yearly renewal scheme of the window today falls in, and a coupon month', async () => {
    await database.db
      .update(businesses)
      .set({ currentPlan: 12, employeeSlot: 0, expiredAt: on('2027-03-31') })
      .where(eq(businesses.id, fx.a.id));
    await database.db
      .update(outlets)
      .set({ endDate: on('2027-03-31') })
      .where(eq(outlets.businessId, fx.a.id));
    const reply = await calculate(owner, {
      month: 12,
      subscription_discount_id: yearly,
      coupon_code: 'BONUS1',
    });
    expect(reply.statusCode).toBe(200);
    // Windows from 30 Sep: 28 days, then 14-day steps; 25 Nov is in the fourth (index 3, 10 %), to 8 Dec.
    expect(reply.json()).toMatchObject({
      discount_percentage: 10,
      discount_valid_until: '2026-12-08',
      original_total_price: 7_176_000,
      final_total_price: 4_298_400,
      extended_date: '2028-04-30',
      coupon: { benefit: { additional_month: 1, total_discount_amount: 0, total_discount_percentage: 0 } },
      // 7 176 000 − 2 400 000 (the yearly package) − 477 600 (10 % renewal) = 4 298 400.
      package_discount_amount: 2_400_000,
      renewal_discount_amount: 477_600,
      recurring_billing_cycles: [
        { cycle: 1, discount_percentage: 33.44, original_price: 7_176_000, final_price: 4_776_000 },
      ],
    });
  });

  it('lists the renewal windows with the yearly price before and after each discount, today’s selected', async () => {
    await database.db
      .update(businesses)
      .set({ currentPlan: 12, employeeSlot: 0, expiredAt: on('2027-03-31') })
      .where(eq(businesses.id, fx.a.id));
    await database.db
      .update(outlets)
      .set({ endDate: on('2027-03-31') })
      .where(eq(outlets.businessId, fx.a.id));
    const body = (await call(owner, 'GET', '/api/billing/v1/discount-schemes')).json() as {
      discount_schemes: {
        start_date: string;
        discount: number;
        discounted_price: number;
        selected: boolean;
      }[];
    };
    expect(body.discount_schemes[0]).toMatchObject({ start_date: '2026-09-30', discount: 20 });
    expect(body.discount_schemes.filter((s) => s.selected)).toEqual([
      expect.objectContaining({ start_date: '2026-11-25', discount: 10, discounted_price: 4_298_400 }),
    ]);
    await database.db.update(businesses).set({ currentPlan: 1 }).where(eq(businesses.id, fx.a.id));
    expect((await call(owner, 'GET', '/api/billing/v1/discount-schemes')).json()).toEqual({
      discount_schemes: [],
    });
  });

  it('starts an expired business from today and prices only the active outlets', async () => {
    await database.db
      .update(businesses)
      .set({ employeeSlot: 0, expiredAt: on('2026-10-01') })
      .where(eq(businesses.id, fx.a.id));
    await database.db
      .update(outlets)
      .set({ isActiveSubscription: false })
      .where(eq(outlets.id, fx.a.outletIds[1]!));
    await database.db
      .update(outlets)
      .set({ endDate: on('2026-10-01') })
      .where(eq(outlets.id, fx.a.outletIds[0]!));
    const body = (await calculate(owner, { month: 1, coupon_code: 'POTONG50K' })).json();
    expect(body).toMatchObject({ extended_date: '2026-12-25', final_total_price: 199_000 });
    expect((body.outlets as unknown[]).length).toBe(1);
  });

  it('refuses a client price that differs from the server’s, and accepts the exact one', async () => {
    const refused = await call(owner, 'POST', '/api/billing/v1/verify', { month: 1, final_price: 608_863 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: '0015-0001', message: 'Invalid code, price error' });
    const accepted = await call(owner, 'POST', '/api/billing/v1/verify', {
      month: 1,
      coupon_code: 'HEMAT10',
      final_price: 608_864,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('verifies coupons: benefit of each kind; expired, used up, unknown and wrong-cycle are refused', async () => {
    const verify = (code: string, month = 1) =>
      call(owner, 'POST', `/api/billing-coupon/v2/coupons/${code}/verify`, {
        verify_coupon_request: { month },
      });
    expect((await verify('potong50k')).json()).toEqual({
      total_discount_amount: 50_000,
      total_discount_percentage: 0,
      additional_month: 0,
    });
    expect((await verify('TAHUNAN', 12)).json()).toMatchObject({ total_discount_percentage: 5 });
    for (const [code, error] of [
      ['LAMA', '0015-0003'],
      ['HABIS', '0015-0004'],
      ['NOPE', '0015-0002'],
      ['TAHUNAN', '0015-0005'],
    ] as const) {
      const reply = await verify(code);
      expect(reply.statusCode).toBe(422);
      expect(reply.json().code).toBe(error);
    }
  });

  it('refuses an enterprise business: its subscription is extended by sales', async () => {
    await database.db.update(businesses).set({ isEnterprise: true }).where(eq(businesses.id, fx.a.id));
    const reply = await calculate(owner, { month: 1 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('0015-0008');
  });

  it('shows the plan, the outlets with their expiry and the package deals', async () => {
    const body = (await call(owner, 'GET', '/api/v1/billings')).json();
    expect(body).toMatchObject({ current_plan: 1, expired_at: '2026-12-10', has_expired: false });
    expect(body.outlets).toEqual([
      { id: fx.a.outletIds[0], name: 'Outlet a1', end_date: '2026-12-10', is_active_subscription: true },
      { id: fx.a.outletIds[1], name: 'Outlet a2', end_date: '2026-11-01', is_active_subscription: true },
    ]);
    expect((body.package_deals as unknown[]).length).toBe(2);
  });

  it('lists only the business’s own invoices, newest first', async () => {
    const invoice = (businessId: number, orderId: string, createdAt: string) => ({
      businessId,
      orderId,
      cycle: 1,
      packageDealId: monthly,
      calculation: {},
      outletIds: [],
      totalAmount: 249_000,
      startPeriod: '2026-11-10',
      endPeriod: '2026-12-10',
      createdAt: new Date(createdAt),
    });
    await database.db.insert(billingInvoices).values([
      {
        ...invoice(fx.a.id, 'A-1', '2026-10-10T00:00:00Z'),
        status: 'paid',
        invoiceNumber: 'INV/2026/000001',
      },
      invoice(fx.a.id, 'A-2', '2026-11-10T00:00:00Z'),
      invoice(fx.b.id, 'B-1', '2026-11-11T00:00:00Z'),
    ]);
    const body = (await call(owner, 'GET', '/api/billing/v1/invoices?page=1')).json();
    expect((body.items as { order_id: string }[]).map((i) => i.order_id)).toEqual(['A-2', 'A-1']);
    expect(body.total_pages).toBe(1);
  });

  it('calls a pending attempt that holds nothing abandoned, and one that holds Pay pending (issue 26)', async () => {
    const attempt = (orderId: string, createdAt: string) => ({
      businessId: fx.b.id,
      orderId,
      cycle: 1,
      packageDealId: monthly,
      calculation: {},
      outletIds: [],
      totalAmount: 249_000,
      startPeriod: '2026-11-10',
      endPeriod: '2026-12-10',
      createdAt: new Date(createdAt),
      status: 'pending' as const,
    });
    await database.db.insert(billingInvoices).values([
      // Left on the gateway's page before choosing a method: nothing holds Pay.
      attempt('B-left', '2026-11-20T00:00:00Z'),
      // A transfer whose 3 days are over.
      {
        ...attempt('B-lapsed', '2026-11-21T00:00:00Z'),
        paymentMethod: 'bank_transfer',
        pendingUntil: new Date('2026-11-24T00:00:00Z'),
      },
      // A transfer still awaited: Pay is held, the entry is pending.
      {
        ...attempt('B-waiting', '2026-11-24T12:00:00Z'),
        paymentMethod: 'bank_transfer',
        pendingUntil: new Date('2026-11-27T12:00:00Z'),
      },
    ]);
    const items = (await call(ownerB, 'GET', '/api/billing/v1/invoices?page=1')).json().items as {
      order_id: string;
      status: string;
    }[];
    expect(Object.fromEntries(items.map((i) => [i.order_id, i.status]))).toMatchObject({
      'B-left': 'abandoned',
      'B-lapsed': 'abandoned',
      'B-waiting': 'pending',
    });
    const overview = (await call(ownerB, 'GET', '/api/v1/billings')).json();
    expect(overview.pending_payment).toMatchObject({ order_id: 'B-waiting' });
  });

  it('dates an invoice on the business’s calendar, the same day as the last payment date (issue 26)', async () => {
    // Paid at 03:40 on 29 April in Jakarta, still 28 April in UTC: the history, the PDF's source and the overview
    // must all say the 29th.
    const paidAt = new Date('2026-04-28T20:40:00Z');
    const [outlet] = await database.db
      .select({ zone: outlets.timeZone })
      .from(outlets)
      .where(eq(outlets.businessId, fx.b.id))
      .orderBy(outlets.id)
      .limit(1);
    expect(outlet?.zone).toBe('Asia/Jakarta');
    await database.db.insert(billingInvoices).values({
      businessId: fx.b.id,
      orderId: 'B-paid-at-night',
      invoiceNumber: 'INV/2026/000777',
      status: 'paid',
      cycle: 1,
      packageDealId: monthly,
      calculation: {},
      outletIds: [],
      totalAmount: 249_000,
      startPeriod: '2026-04-29',
      endPeriod: '2026-05-29',
      createdAt: new Date(paidAt.getTime() - 5 * 60_000),
      paidAt,
    });
    const [before] = await database.db
      .select({ last: businesses.lastPaymentDate })
      .from(businesses)
      .where(eq(businesses.id, fx.b.id));
    await database.db.update(businesses).set({ lastPaymentDate: paidAt }).where(eq(businesses.id, fx.b.id));
    try {
      const items = (await call(ownerB, 'GET', '/api/billing/v1/invoices?page=1')).json().items as {
        order_id: string;
        invoice_date: string;
      }[];
      expect(items.find((i) => i.order_id === 'B-paid-at-night')?.invoice_date).toBe('2026-04-29');
      expect((await call(ownerB, 'GET', '/api/v1/billings')).json().last_payment_date).toBe('2026-04-29');
    } finally {
      await database.db
        .update(businesses)
        .set({ lastPaymentDate: before?.last ?? null })
        .where(eq(businesses.id, fx.b.id));
      await database.db.delete(billingInvoices).where(eq(billingInvoices.orderId, 'B-paid-at-night'));
    }
  });

  it('turns an outlet off and on; the last active one stays on; another business’s outlet is not found', async () => {
    const toggle = (token: string, id: number, isActive: boolean) =>
      call(token, 'PUT', '/api/v1/outlet/update_active_subcription', { id, isActive });
    const [a1, a2] = fx.a.outletIds as [number, number];
    const off = await toggle(owner, a2, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      is_active_subscription: false,
      business_id: fx.a.id,
      name: 'Outlet a2',
      end_date: '2026-11-01',
    });
    const last = await toggle(owner, a1, false);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({
      code: '0015-0007',
      message: 'at least one outlet needs to be active',
    });
    expect((await toggle(owner, a2, true)).statusCode).toBe(200);
    expect((await toggle(ownerB, a1, false)).statusCode).toBe(404);
    expect((await toggle(owner, fx.b.outletIds[0]!, false)).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous "turn off" requests through when they would leave none active', async () => {
    const [a1, a2] = fx.a.outletIds as [number, number];
    const replies = await Promise.all(
      [a1, a2].map((id) =>
        call(owner, 'PUT', '/api/v1/outlet/update_active_subcription', { id, isActive: false }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rows = await database.db
      .select({ active: outlets.isActiveSubscription })
      .from(outlets)
      .where(eq(outlets.businessId, fx.a.id));
    expect(rows.filter((r) => r.active !== false)).toHaveLength(1);
  });

  it('is for owners only: a manager is refused every billing call', async () => {
    const replies = [
      await call(manager, 'GET', '/api/v1/billings'),
      await calculate(manager, { month: 1 }),
      await call(manager, 'POST', '/api/billing/v1/verify', { month: 1, final_price: 1 }),
      await call(manager, 'POST', '/api/billing-coupon/v2/coupons/HEMAT10/verify', {
        verify_coupon_request: { month: 1 },
      }),
      await call(manager, 'GET', '/api/billing/v1/invoices'),
      await call(manager, 'GET', '/api/billing/v1/discount-schemes'),
      await call(manager, 'PUT', '/api/v1/outlet/update_active_subcription', {
        id: fx.a.outletIds[0],
        isActive: true,
      }),
    ];
    for (const reply of replies) expect(reply.statusCode).toBe(403);
  });

  it('refuses malformed requests with 400, never 5xx', async () => {
    expect((await calculate(owner, { month: 6 })).statusCode).toBe(400);
    expect(
      (await call(owner, 'POST', '/api/billing/v1/verify', { month: 1, final_price: 1.5 })).statusCode,
    ).toBe(400);
    expect((await call(owner, 'GET', '/api/billing/v1/invoices?page=0')).statusCode).toBe(400);
  });
});
