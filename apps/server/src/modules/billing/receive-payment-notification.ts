import { billingGatewayErrors, type PaymentNotification } from '@backoffice/contracts/billing';
import { statusCodeAgrees } from '../../domain/payment-status.js';
import type { Database } from '../../db/database.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { PaymentResult } from './apply-payment-result.js';
import {
  grossAmountMatches,
  notificationSignature,
  signatureMatches,
} from '../../platform/payments/payment-signature.js';
import { findInvoiceByOrderId } from './payments.repository.js';

/**
 * The gateway's notification (decision 0074): the signature is checked in constant time against our key, the
 * status word against the status code the signature covers, the amount against the invoice's, and the work is
 * handed to a job, so the gateway gets its answer at once and a failure is retried. The notification is a signal
 * only: the job asks the gateway's status API for the order's result and applies that (issue 27).
 */
export async function receivePaymentNotification(
  db: Database,
  serverKey: string,
  job: JobSender<PaymentResult>,
  body: PaymentNotification,
): Promise<{ received: true }> {
  const expected = notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey);
  if (serverKey === '' || !signatureMatches(body.signature_key, expected)) {
    throw AppError.domain(billingGatewayErrors, '0015-0010', 'signature_key');
  }
  if (!statusCodeAgrees(body.status_code, body.transaction_status)) {
    throw AppError.domain(billingGatewayErrors, '0015-0010', 'transaction_status');
  }
  const invoice = await findInvoiceByOrderId(db, body.order_id);
  if (!invoice) throw AppError.notFound();
  if (!grossAmountMatches(body.gross_amount, invoice.totalAmount)) {
    throw AppError.domain(billingGatewayErrors, '0015-0010', 'gross_amount');
  }
  await job.send({
    orderId: body.order_id,
    transactionStatus: body.transaction_status,
    fraudStatus: body.fraud_status ?? null,
    paymentType: body.payment_type ?? null,
  });
  return { received: true };
}
