import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, publicInvoiceSchema } from '@backoffice/contracts/invoices';
import type { ListOrdersResponse, OrderDetail } from '@backoffice/contracts/transactions';
import { orders, payments } from '../src/db/schema/index.js';
import { listTransactionRows } from '../src/modules/exports/export-rows.repository.js';
import { receiptMail } from '../src/modules/receipts/receipt-mail.js';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA, transactionRequests, type WrittenOrder } from './transaction-fixtures.js';

/**
 * Issue 26 item 1 (decision 0110): an order rung up at 20:38 and paid at 20:43 (Jakarta) shows one time, 20:38,
 * in the list, the order detail, the signed-in invoice (the detail panel), the printable invoice, the receipt mail
 * and the export; only its payment record keeps the payment's own 20:43.
 */
describe('transactions: one time per order on every screen, mail and export', () => {
  const context = useTestApp();
  const rungUp = new Date('2026-11-27T13:38:00Z');
  const paid = new Date('2026-11-27T13:43:00Z');
  let owner: string;
  let order: WrittenOrder;
  let outletId: number;

  beforeAll(async () => {
    const { db } = context.database;
    const { a } = context.fx;
    outletId = a.outletIds[0]!;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    order = await insertOrder(db, {
      businessId: a.id,
      outletId,
      zone: JAKARTA,
      at: rungUp,
      receipt: 'KMG-261127-0079',
    });
    await db
      .update(orders)
      .set({ completedAt: paid })
      .where(and(eq(orders.businessId, a.id), eq(orders.id, order.id)));
    await db.insert(payments).values({
      businessId: a.id,
      outletId,
      orderId: order.id,
      uuid: 'pay-order-time',
      methodCode: 'cash',
      methodName: 'Cash',
      amount: order.totalCollected,
      createdAt: paid,
      businessDate: '2026-11-27',
    });
  });

  it('answers the same instant from the list, the order detail and both invoice reads', async () => {
    const api = transactionRequests(context.app);
    const list = (
      await api.orders(owner, { start_time: '2026-11-27T00:00:00', end_time: '2026-11-27T23:59:59' })
    ).json() as ListOrdersResponse;
    const row = list.orders.find((candidate) => candidate.receipt_number === 'KMG-261127-0079')!;
    const detail = (await api.order(owner, order.id)).json() as OrderDetail;
    const signedIn = invoiceDetailSchema.parse(
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/order-reporting/backoffice/v1/invoices/${order.token}`,
          headers: bearer(owner),
        })
      ).json(),
    );
    const printable = publicInvoiceSchema.parse(
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/order-reporting/v1/public/invoices/${order.token}`,
        })
      ).json(),
    );
    const instant = rungUp.toISOString();
    expect([row.created_at, detail.created_at, signedIn.created_at, printable.created_at]).toEqual([
      instant,
      instant,
      instant,
      instant,
    ]);
    expect(signedIn.invoice_payment_records).toEqual([
      { payment_date: paid.toISOString(), amount_received: order.totalCollected },
    ]);

    // The receipt mail is rendered from the invoice: it dates the order on the outlet's clock, 20:38.
    const mail = receiptMail(signedIn, 'en');
    expect(mail.text).toContain('27 Nov 2026 20:38');
    expect(mail.text).not.toContain('20:43');
  });

  it('exports the same local time', async () => {
    const { a } = context.fx;
    const rows = await listTransactionRows(
      context.database.db,
      {
        businessId: a.id,
        outlets: [{ id: outletId, name: 'Outlet', timeZone: JAKARTA }],
        range: { start: '2026-11-27T00:00:00', end: '2026-11-28T00:00:00' },
      },
      { limit: 10 },
    );
    expect(rows.find((row) => row.receiptNumber === 'KMG-261127-0079')?.localTime).toBe(
      '2026-11-27 20:38:00',
    );
  });
});
