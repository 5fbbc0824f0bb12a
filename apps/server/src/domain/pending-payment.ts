/**
 * How long a payment the gateway called "pending" keeps the business from starting another (the product's error catalogue "Pending
 * payment"; decision 0078): a card payment is settled within 24 hours, a bank transfer or an echannel (bill
 * payment) waits up to 3 days for the owner to transfer the full amount. Methods the spec does not name wait like a
 * transfer, the longer of the two, so a payment in flight is never doubled.
 */
export type PendingKind = 'credit_card' | 'bank_transfer';

const HOUR_MS = 3_600_000;
const WINDOW_HOURS: Record<PendingKind, number> = { credit_card: 24, bank_transfer: 72 };

export function pendingKindOf(paymentMethod: string | null): PendingKind {
  return paymentMethod === 'credit_card' ? 'credit_card' : 'bank_transfer';
}

export function pendingUntil(paymentMethod: string | null, since: Date): Date {
  return new Date(since.getTime() + WINDOW_HOURS[pendingKindOf(paymentMethod)] * HOUR_MS);
}
