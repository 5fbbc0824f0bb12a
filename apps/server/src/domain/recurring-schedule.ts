import { addDays, addMonths } from './subscription-dates.js';

/**
 * The arithmetic of recurring billing (decision 0098) on civil dates of the business's calendar. Pure: no clock,
 * no database.
 */

export interface RetryPolicy {
  intervalDays: number;
  maxRetries: number;
}

/**
 * The billing date of cycle `n` (0 = the first). Counted from the first billing date each time rather than from
 * the previous one, so a subscription started on 31 January is billed on 28 February and again on 31 March, not
 * on the 28th for ever after.
 */
export function billingDateOfCycle(firstBillingDate: string, interval: number, n: number): string {
  return addMonths(firstBillingDate, interval * n);
}

/**
 * The day a paid cycle `n` carries the outlets to: the next cycle's billing date. A cycle is charged on the last
 * day the previous one paid for, so a successful charge never leaves the outlets a day without a subscription.
 */
export function paidThroughDate(firstBillingDate: string, interval: number, n: number): string {
  return billingDateOfCycle(firstBillingDate, interval, n + 1);
}

/** The first billing date of a new recurring subscription: the last paid day, or today when that has passed. */
export function firstBillingDateFor(paidThrough: string | null, today: string): string {
  return paidThrough && paidThrough > today ? paidThrough : today;
}

/**
 * What a failed try leads to: another try `intervalDays` after `today` while retries remain (the first try and
 * `maxRetries` more), else the subscription fails and waits for the owner to update the payment method.
 */
export function afterFailedTry(
  failedTries: number,
  today: string,
  policy: RetryPolicy,
): { retryDate: string | null; exhausted: boolean } {
  if (failedTries > policy.maxRetries) return { retryDate: null, exhausted: true };
  return { retryDate: addDays(today, policy.intervalDays), exhausted: false };
}

export interface CyclePriceInput {
  interval: number;
  pricePerMonth: number;
  originalPricePerMonth: number;
  activeOutlets: number;
  employeeSlots: number;
  employeeSlotPricePerMonth: number;
}

/** One cycle's charge: every outlet that renews and every extra employee slot, for `interval` months. */
export function cyclePrice(input: CyclePriceInput): { original: number; final: number } {
  const slots = input.employeeSlots * input.employeeSlotPricePerMonth * input.interval;
  return {
    original: input.originalPricePerMonth * input.interval * input.activeOutlets + slots,
    final: input.pricePerMonth * input.interval * input.activeOutlets + slots,
  };
}
