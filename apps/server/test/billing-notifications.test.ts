import type { BillingCalculation } from '@backoffice/contracts/billing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SERVER_KEY } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import {
  billingCoupons,
  billingInvoices,
  businesses,
  outlets,
  packageDeals,
} from '../src/db/schema/index.js';
import { notificationSignature } from '../src/modules/billing/payment-signature.js';
import { insertInvoice } from '../src/modules/billing/payments.repository.js';
import type { IdentityFixtures } from './identity-fixtures.js';
import { paymentResultsDrained } from './billing-app.js';
import { startTestApp, stopTestApp } from './test-context.js';

const NOW = new Date('2026-11-25T03:00:00Z');

describe('billing: payment notifications', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let dealId: number;
  let orders = 0;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp({ clock: () => NOW }));
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
    dealId = deal!.id;
    await database.db.insert(billingCoupons).values({ code: 'SEKALI', kind: 'months', months: 1 });
  });
  afterAll(() => stopTestApp({ app, database }));

  /** A pending invoice of business A for its first outlet, to a new end date of `extended`. */
  async function pendingInvoice(extended: string, total = 249_000, couponCode: string | null = null) {
    orders += 1;
    const orderId = `BILL-${fx.a.id}-${orders}`;
    // As payBilling writes an attempt: with its order id's route, which the notification finds the business by.
    await insertInvoice(database.db, {
      businessId: fx.a.id,
      orderId,
      cycle: 1,
      packageDealId: dealId,
      couponCode,
      calculation: { extended_date: extended } as Partial<BillingCalculation>,
      outletIds: [fx.a.outletIds[0]!],
      totalAmount: total,
      startPeriod: '2026-11-25',
      endPeriod: extended,
    });
    return orderId;
  }

  const notify = (
    orderId: string,
    transactionStatus: string,
    options: { gross?: string; statusCode?: string; key?: string; signedGross?: string } = {},
  ) => {
    const gross = options.gross ?? '249000.00';
    const statusCode = options.statusCode ?? (transactionStatus === 'settlement' ? '200' : '201');
    return app.inject({
      method: 'POST',
      url: '/api/billing/v1/notifications',
      payload: {
        order_id: orderId,
        status_code: statusCode,
        gross_amount: gross,
        transaction_status: transactionStatus,
        signature_key: notificationSignature(
          orderId,
          statusCode,
          options.signedGross ?? gross,
          options.key ?? SANDBOX_SERVER_KEY,
        ),
      },
    });
  };

  const invoice = async (orderId: string) =>
    (await database.db.select().from(billingInvoices).where(eq(billingInvoices.orderId, orderId)))[0]!;
  const settled = (orderId: string, status: string) =>
    expect
      .poll(async () => (await invoice(orderId)).gatewayStatus, { timeout: 20_000, interval: 100 })
      .toBe(status);

  it('refuses a wrong signature, an altered amount and an unknown order, and changes nothing', async () => {
    const orderId = await pendingInvoice('2026-12-25');
    const wrongKey = await notify(orderId, 'settlement', { key: 'not-the-key' });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json()).toMatchObject({ code: '0015-0010' });
    // Signed for the real amount, sent with another: the signature no longer matches.
    expect(
      (await notify(orderId, 'settlement', { gross: '1.00', signedGross: '249000.00' })).statusCode,
    ).toBe(403);
    // Correctly signed, but not the invoice's amount.
    expect((await notify(orderId, 'settlement', { gross: '1000.00' })).statusCode).toBe(403);
    expect((await notify('BILL-unknown', 'settlement')).statusCode).toBe(404);
    const row = await invoice(orderId);
    expect(row).toMatchObject({ status: 'pending', invoiceNumber: null, appliedAt: null });
  });

  it('extends the outlets exactly once when the same settlement arrives 10 times at once', async () => {
    const orderId = await pendingInvoice('2026-12-25', 249_000, 'SEKALI');
    const replies = await Promise.all(Array.from({ length: 10 }, () => notify(orderId, 'settlement')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await settled(orderId, 'settlement');
    // Let every queued duplicate run, and a late "deny" after them: none may undo or repeat the payment.
    await notify(orderId, 'deny');
    await paymentResultsDrained(database);
    const row = await invoice(orderId);
    expect(row.status).toBe('paid');
    expect(row.invoiceNumber).toBe('INV/2026/000001');
    const [outlet] = await database.db
      .select({ endDate: outlets.endDate })
      .from(outlets)
      .where(eq(outlets.id, fx.a.outletIds[0]!));
    // 23:59:59 in Jakarta on 25 December.
    expect(outlet!.endDate?.toISOString()).toBe('2026-12-25T16:59:59.000Z');
    const [business] = await database.db.select().from(businesses).where(eq(businesses.id, fx.a.id));
    expect(business!.expiredAt?.toISOString()).toBe('2026-12-25T16:59:59.000Z');
    const [coupon] = await database.db.select().from(billingCoupons).where(eq(billingCoupons.code, 'SEKALI'));
    expect(coupon!.usedCount).toBe(1);
  });

  it('ignores stale notifications that arrive out of order, and numbers paid invoices without gaps', async () => {
    const failed = await pendingInvoice('2027-01-25');
    await notify(failed, 'expire');
    await settled(failed, 'expire');
    const late = await pendingInvoice('2027-01-25');
    await notify(late, 'settlement');
    await settled(late, 'settlement');
    await notify(late, 'pending');
    await notify(late, 'expire');
    await paymentResultsDrained(database);
    const rows = await database.db
      .select({
        orderId: billingInvoices.orderId,
        status: billingInvoices.status,
        number: billingInvoices.invoiceNumber,
      })
      .from(billingInvoices)
      .orderBy(asc(billingInvoices.id));
    expect(rows.find((r) => r.orderId === failed)).toMatchObject({ status: 'failed', number: null });
    expect(rows.find((r) => r.orderId === late)).toMatchObject({ status: 'paid', number: 'INV/2026/000002' });
  });
});
