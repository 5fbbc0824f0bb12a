import type { ProfileBusiness } from '@backoffice/contracts/profile';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'You are in trial mode' above 14 days left; a days-left reminder at 14 or fewer. */
export const REMINDER_DAYS = 14;
const YEARLY_PLAN = 12;

export type SubscriptionBanner =
  | { kind: 'expired' }
  | { kind: 'trial'; daysLeft: number; reminder: boolean }
  | { kind: 'expiring'; daysLeft: number };

/** Whole days left, counting a part day as a day (19.2 days left reads "20 days"). */
export function daysUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY_MS));
}

/**
 * The subscription part of the top banner: expired first, then trial, then the expiring reminder for
 * paying businesses that are not on a yearly plan. A business whose recurring billing still charges is paid on its
 * own: 'Renew now' would invite a second payment, and the recurring reminder takes that slot (decision 0102). One
 * whose charges failed for good, or whose subscription ended, is reminded like any other: nothing will pay for it
 * (`chargedAutomatically`, the shell's reading of the subscription; without it, the billing mode alone).
 */
export function subscriptionBanner(
  business: ProfileBusiness,
  now: Date = new Date(),
  chargedAutomatically: boolean = business.billing_mode === 'recurring',
): SubscriptionBanner | null {
  if (business.has_expired) return { kind: 'expired' };
  if (business.is_trial) {
    if (!business.trial_end_at) return { kind: 'trial', daysLeft: REMINDER_DAYS + 1, reminder: false };
    const daysLeft = daysUntil(business.trial_end_at, now);
    return { kind: 'trial', daysLeft, reminder: daysLeft <= REMINDER_DAYS };
  }
  if (business.current_plan !== YEARLY_PLAN && !chargedAutomatically && business.expired_at) {
    const daysLeft = daysUntil(business.expired_at, now);
    if (daysLeft <= REMINDER_DAYS) return { kind: 'expiring', daysLeft };
  }
  return null;
}

/** Subscription states in which the schedule still charges (or is about to): PROCESSING is a switch under way. */
const CHARGING = new Set(['ACTIVE', 'PROCESSING']);

/**
 * Whether a business's recurring billing will pay for it: on recurring billing, and — when the shell could read the
 * subscription (owners, `subscription` not undefined) — one that is still charging. Staff cannot read it and keep
 * the billing mode's word.
 */
export function isChargedAutomatically(
  business: ProfileBusiness,
  subscription: { status: string } | null | undefined,
): boolean {
  if (business.billing_mode !== 'recurring') return false;
  if (subscription === undefined) return true;
  return subscription !== null && CHARGING.has(subscription.status);
}
