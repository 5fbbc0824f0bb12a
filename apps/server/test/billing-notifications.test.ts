import type { BillingCalculation } from '@backoffice/contracts/billing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SERVER_KEY } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { billingCoupons, billingInvoices, businesses, outlets } from '../src/db/schema/index.js';
import { insertInvoice } from '../src/modules/billing/payments.repository.js';
import { notificationSignature } from '../src/platform/payments/payment-signature.js';
import { SANDBOX_GATEWAY_PREFIX } from '../src/platform/payments/gateway-address.js';
import type { IdentityFixtures } from './identity-fixtures.js';
import { paymentResultsDrained, startBillingApp } from './billing-app.js';
import { stopTestApp } from './test-context.js';

const NOW = new Date('2026-11-25T03:00:00Z');

/**
 * Decision 0074 and issue 27: a notification is checked (signature, status code against status word, amount) and
 * then only prompts a job, which applies what the gateway's status API confirms. The app listens on its
 * `PUBLIC_URL`, so the built-in sandbox gateway knows each order and answers for it.
 */
describe('billing: payment notifications', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let base: string;
  let dealId: number;
  let orders = 0;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    ({ database, app, fx, base, dealId } = await startBillingApp(() => NOW));
    await database.db.insert(billingCoupons).values({ code: 'SEKALI', kind: 'months', months: 1 });
  });
  afterAll(() => stopTestApp({ app, database }));

  const sandbox = `${SANDBOX_GATEWAY_PREFIX}`;
  const gatewayAuthorization = `Basic ${Buffer.from(`${SANDBOX_SERVER_KEY}:`).toString('base64')}`;

  /** The order as the gateway sees it once the owner opened its payment page: pending. */
  async function gatewayKnows(orderId: string, total: number) {
    const response = await fetch(`${base}${sandbox}/snap/v1/transactions`, {
      method: 'POST',
      headers: { authorization: gatewayAuthorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        transaction_details: { order_id: orderId, gross_amount: total },
        callbacks: { finish: `${base}/v2/settings/billing/redirect/regular` },
      }),
    });
    expect(response.status).toBe(201);
    tokens.set(orderId, ((await response.json()) as { token: string }).token);
  }

  /** The owner picks an outcome on the gateway's page; the gateway notifies us (`duplicates` times). */
  async function gatewaySays(orderId: string, outcome: 'settle' | 'expire' | 'deny', duplicates = 1) {
    const token = tokens.get(orderId)!;
    const response = await fetch(
      `${base}${sandbox}/snap/v4/redirection/${token}/${outcome}?duplicates=${duplicates}`,
      { method: 'POST', redirect: 'manual' },
    );
    expect(response.status).toBe(303);
  }

  /** A pending invoice of business A for its first outlet, to a new end date of `extended`, known to the gateway. */
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
    await gatewayKnows(orderId, total);
    return orderId;
  }

  const notify = (
    orderId: string,
    transactionStatus: string,
    options: { gross?: string; statusCode?: string; key?: string; signedGross?: string } = {},
  ) => {
    const gross = options.gross ?? '249000.00';
    const codes: Record<string, string> = { settlement: '200', pending: '201', deny: '202', expire: '407' };
    const statusCode = options.statusCode ?? codes[transactionStatus]!;
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
    // A genuine "pending" (signed with its status code 201) replayed with the word changed to "settlement".
    const relabelled = await notify(orderId, 'settlement', { statusCode: '201' });
    expect(relabelled.statusCode).toBe(403);
    expect(relabelled.json()).toMatchObject({ code: '0015-0010', errors: [{ field: 'transaction_status' }] });
    const row = await invoice(orderId);
    expect(row).toMatchObject({ status: 'pending', invoiceNumber: null, appliedAt: null });
  });

  it('extends the outlets exactly once when the same settlement arrives 10 times at once', async () => {
    const orderId = await pendingInvoice('2026-12-25', 249_000, 'SEKALI');
    await gatewaySays(orderId, 'settle');
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
    await gatewaySays(failed, 'expire');
    await settled(failed, 'expire');
    const late = await pendingInvoice('2027-01-25');
    await gatewaySays(late, 'settle');
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

  it('pays nothing on a settlement the gateway does not confirm, and pays once when it does', async () => {
    const orderId = await pendingInvoice('2026-12-25');
    // Well signed and consistent, but the gateway's status API still says pending.
    expect((await notify(orderId, 'settlement')).statusCode).toBe(200);
    await paymentResultsDrained(database);
    expect(await invoice(orderId)).toMatchObject({ status: 'pending', invoiceNumber: null, appliedAt: null });
    await gatewaySays(orderId, 'settle');
    await settled(orderId, 'settlement');
    expect((await invoice(orderId)).status).toBe('paid');
  });
});
