import type { Database } from '../../db/database.js';
import { applyPaymentResult } from './apply-payment-result.js';
import type { PaymentGateway } from './payment-gateway.js';
import { findInvoiceByOrderId } from './payments.repository.js';

/**
 * A payment notification is a signal, not a verdict (issue 27): its signature covers the order, the status code and
 * the amount but not the status word, so a genuine "pending" could be replayed as "settlement". The job therefore
 * asks the gateway's status API for the order — an answer signed by our key and checked against the invoice's
 * amount — and applies that, exactly as the return page's check does (decision 0074). An unreachable gateway
 * throws, and the job is retried; an order the gateway does not know, or an unsigned answer, applies nothing.
 */
export async function confirmPaymentResult(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  now: Date,
  onFrozenPayment?: (orderId: string, businessId: number) => void,
): Promise<string | null> {
  const invoice = await findInvoiceByOrderId(db, orderId);
  if (!invoice) return null;
  const confirmed = await gateway.status(orderId, invoice.totalAmount);
  if (!confirmed) return null;
  return applyPaymentResult(db, { orderId, ...confirmed }, now, onFrozenPayment);
}
