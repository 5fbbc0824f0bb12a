import type { Database } from '../../db/database.js';
import { billingInvoices } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { and, eq } from 'drizzle-orm';
import { applyPaymentResult } from './apply-payment-result.js';
import type { PaymentGateway } from './payment-gateway.js';
import { GatewayUnavailableError } from './payment-gateway.js';

/**
 * The return page's check (update_payment_status): the query's status is ignored; the server asks the
 * gateway, checks its signature, and applies the answer exactly as a notification would (decision 0074).
 */
export async function checkPaymentStatus(
  db: Database,
  gateway: PaymentGateway,
  caller: Pick<Caller, 'businessId'>,
  orderId: string,
  now: Date,
): Promise<{ order_id: string; status: 'pending' | 'paid' | 'failed' | 'refunded' }> {
  const [invoice] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.businessId, caller.businessId), eq(billingInvoices.orderId, orderId)));
  if (!invoice) throw AppError.notFound();
  try {
    const result = await gateway.status(orderId, invoice.totalAmount);
    if (result) await applyPaymentResult(db, { orderId, ...result }, now);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    // The notification will still come; the page shows what we know.
  }
  const [after] = await db
    .select({ status: billingInvoices.status })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.businessId, caller.businessId), eq(billingInvoices.orderId, orderId)));
  return { order_id: orderId, status: after!.status };
}
