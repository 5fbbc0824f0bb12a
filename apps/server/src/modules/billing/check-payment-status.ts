import { billingMessages, type paymentStatusResponseSchema } from '@backoffice/contracts/billing';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { billingInvoices } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { and, eq } from 'drizzle-orm';
import { applyPaymentResult } from './apply-payment-result.js';
import { OUTLET_ACTIVATION_PAYMENT } from './billing-rules.js';
import type { PaymentGateway } from './payment-gateway.js';
import { GatewayUnavailableError } from './payment-gateway.js';

const MESSAGES = {
  paid: billingMessages.paymentPaid,
  pending: billingMessages.paymentPending,
  failed: billingMessages.paymentFailed,
  refunded: billingMessages.paymentRefunded,
} as const;

/**
 * Where the return page goes on, under /v2: an outlet activated at once is seen on the recurring outlet tab
 * (decision 0102), every other payment on the billing page.
 */
function nextPath(paymentType: string): string {
  return paymentType === OUTLET_ACTIVATION_PAYMENT
    ? '/settings/billing/recurring/outlet'
    : '/settings/billing';
}

/**
 * The return page's check (update_payment_status): the query's status is ignored; the server asks the
 * gateway, checks its signature, and applies the answer exactly as a notification would (decision 0074). The
 * answer is the spec's `{type, message, url}` ("Payment-result check").
 */
export async function checkPaymentStatus(
  db: Database,
  gateway: PaymentGateway,
  caller: Pick<Caller, 'businessId'>,
  orderId: string,
  now: Date,
): Promise<z.infer<typeof paymentStatusResponseSchema>> {
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
  const status = after!.status;
  return {
    type: status === 'failed' || status === 'refunded' ? 'error' : 'success',
    message: MESSAGES[status],
    url: nextPath(invoice.paymentType),
    order_id: orderId,
    status,
  };
}
