import type { RecurringStatus } from '@backoffice/contracts/recurring-billing';

/** The product's state rules "Recurring activation": while the switch is PROCESSING the page polls every 10 s, 12 times at most. */
export const ACTIVATION_POLL_MS = 10_000;
export const ACTIVATION_MAX_POLLS = 12;

export type IntervalName = 'monthly' | 'yearly';

/** Interval 1 is monthly, 12 yearly; anything else has no name (the 'Interval not found' error). */
export function intervalName(month: number): IntervalName | undefined {
  if (month === 1) return 'monthly';
  if (month === 12) return 'yearly';
  return undefined;
}

export type ActivationOutcome =
  | { kind: 'success'; interval: IntervalName }
  | { kind: 'failed'; interval: IntervalName }
  | { kind: 'interval-not-found' };

/**
 * What the owner is told when a switch resolves: only a PROCESSING status that became ACTIVE or FAILED is news;
 * anything else (first load, a refetch with the same status) is nothing.
 */
export function activationOutcome(
  previous: RecurringStatus | undefined,
  current: RecurringStatus | undefined,
  month: number,
): ActivationOutcome | undefined {
  if (previous !== 'PROCESSING' || (current !== 'ACTIVE' && current !== 'FAILED')) return undefined;
  const interval = intervalName(month);
  if (!interval) return { kind: 'interval-not-found' };
  return { kind: current === 'ACTIVE' ? 'success' : 'failed', interval };
}

/** Whether another poll is due: still PROCESSING and fewer than the spec's 12 polls made since it began. */
export function nextPollDelay(status: RecurringStatus | undefined, pollsMade: number): number | false {
  return status === 'PROCESSING' && pollsMade < ACTIVATION_MAX_POLLS ? ACTIVATION_POLL_MS : false;
}
