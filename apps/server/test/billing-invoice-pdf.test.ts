import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { billingInvoices, packageDeals } from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

const NOW = new Date('2026-11-25T03:00:00Z');
const PDF = '/api/billing/v1/invoices/pdf';

describe('billing: the invoice PDF', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let ownerB: string;
  let manager: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp({ clock: () => NOW }));
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    ownerB = (await signIn(app, fx.b.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    const [deal] = await database.db
      .insert(packageDeals)
      .values({
        displayName: 'Monthly',
        subscriptionName: 'Moka POS Monthly',
        cycle: 1,
        pricePerMonth: 249_000,
        originalPricePerMonth: 299_000,
        employeeSlotPricePerMonth: 25_000,
      })
      .returning({ id: packageDeals.id });
    const row = (key: string, status: 'paid' | 'pending', invoiceNumber: string | null) => ({
      businessId: fx.a.id,
      orderId: `BILL-pdf-${key}`,
      invoiceNumber,
      status,
      cycle: 1,
      packageDealId: deal!.id,
      couponCode: 'POTONG50',
      calculation: {
        month: 1,
        package_deal_display_name: 'Monthly',
        outlets: [{ outlet_id: 1, outlet_name: 'Kemang', is_prorated: false, final_price: 249_000 }],
        employee_slot: { count: 0, original_price: 0, final_price: 0 },
        discount_percentage: 0,
        coupon: {
          code: 'POTONG50',
          benefit: { total_discount_amount: 50_000, total_discount_percentage: 0, additional_month: 0 },
          discount_amount: 50_000,
        },
      },
      outletIds: [1],
      totalAmount: 199_000,
      startPeriod: '2026-11-25',
      endPeriod: '2026-12-25',
      createdAt: NOW,
      paidAt: status === 'paid' ? NOW : null,
    });
    await database.db
      .insert(billingInvoices)
      .values([row('paid', 'paid', 'INV/2026/000001'), row('pending', 'pending', 'INV/2026/000999')]);
  });
  afterAll(() => stopTestApp({ app, database }));

  const get = (token: string, number: string) =>
    app.inject({ method: 'GET', url: PDF, query: { invoice_number: number }, headers: bearer(token) });

  it('serves the owner’s paid invoice as a PDF', async () => {
    const reply = await get(owner, 'INV/2026/000001');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reply.rawPayload.length).toBeGreaterThan(1000);
  });

  it('answers 404 for an invoice that is not paid, unknown, or another business’s', async () => {
    expect((await get(owner, 'INV/2026/000999')).statusCode).toBe(404);
    expect((await get(owner, 'INV/2026/123456')).statusCode).toBe(404);
    expect((await get(ownerB, 'INV/2026/000001')).statusCode).toBe(404);
  });

  it('is the owner’s only, and needs a number', async () => {
    expect((await get(manager, 'INV/2026/000001')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: PDF, headers: bearer(owner) })).statusCode).toBe(400);
  });
});
