import { BILLING_HISTORY_PAGE_SIZE, type invoiceHistorySchema } from '@backoffice/contracts/billing';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { pageInvoices } from './billing.repository.js';
import { invoiceDay, loadBusinessZone } from './invoice-day.js';

/**
 * The business's attempts, newest first. A pending attempt that holds no payment (the owner left the gateway's page
 * before choosing a method, or the method's waiting window is over: decision 0078) is shown as abandoned: Pay is
 * open then, and the history says why.
 */
export async function listBillingHistory(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  query: { page: number },
  now: Date = new Date(),
): Promise<z.infer<typeof invoiceHistorySchema>> {
  const [{ rows, total }, zone] = await Promise.all([
    pageInvoices(db, caller.businessId, query.page, BILLING_HISTORY_PAGE_SIZE),
    loadBusinessZone(db, caller.businessId),
  ]);
  return {
    items: rows.map((r) => ({
      total_amount: r.totalAmount,
      created_at: r.createdAt.toISOString(),
      invoice_date: invoiceDay(zone, r),
      start_period: r.startPeriod,
      end_period: r.endPeriod,
      invoice_number: r.invoiceNumber,
      order_id: r.orderId,
      status:
        r.status === 'pending' && (r.pendingUntil === null || r.pendingUntil.getTime() <= now.getTime())
          ? ('abandoned' as const)
          : r.status,
      payment_type: r.paymentType,
    })),
    page: query.page,
    total_pages: Math.max(1, Math.ceil(total / BILLING_HISTORY_PAGE_SIZE)),
  };
}
