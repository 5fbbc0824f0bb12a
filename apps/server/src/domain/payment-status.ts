/**
 * What a gateway's `transaction_status` means for an invoice (Midtrans protocol; decision 0074), and which moves
 * are allowed. Notifications arrive duplicated and out of order: a move the table does not allow is stale and
 * ignored, so a late "pending" never undoes a payment and a replayed "settlement" never pays twice.
 */

export type InvoiceStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export function invoiceStatusOf(
  transactionStatus: string,
  fraudStatus?: string | null,
): InvoiceStatus | null {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A card capture counts only when the fraud check accepted it; "challenge" waits for a later notification.
      return fraudStatus === undefined || fraudStatus === null || fraudStatus === 'accept'
        ? 'paid'
        : 'pending';
    case 'pending':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return 'failed';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      return null;
  }
}

/**
 * The `status_code` each `transaction_status` travels with in the gateway's protocol: 200 for a completed action
 * (capture, settlement, cancel, refund), 201 pending, 202 denied, 407 expired. The signature covers the status code,
 * not the status word, so a notification whose two disagree has had its word changed (issue 27: a signed "pending"
 * replayed as "settlement" paid an invoice) and is refused.
 */
const statusCodes: Record<string, readonly string[]> = {
  capture: ['200'],
  settlement: ['200'],
  authorize: ['200'],
  cancel: ['200', '202'],
  refund: ['200'],
  partial_refund: ['200'],
  chargeback: ['200'],
  partial_chargeback: ['200'],
  pending: ['201'],
  deny: ['202'],
  failure: ['202'],
  expire: ['407'],
};

export function statusCodeAgrees(statusCode: string, transactionStatus: string): boolean {
  return statusCodes[transactionStatus]?.includes(statusCode) ?? false;
}

const allowed: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pending: ['paid', 'failed'],
  failed: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

/** Whether an invoice in `current` may move to `next` (the same status is no move). */
export function canMove(current: InvoiceStatus, next: InvoiceStatus): boolean {
  return allowed[current].includes(next);
}
