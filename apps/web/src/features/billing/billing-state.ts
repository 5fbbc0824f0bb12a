import type { BillingCycle } from '@backoffice/contracts/billing';
import {
  DAY_MS,
  PREFERENCE_PREFIX,
  readStored,
  removeStored,
  writeStored,
} from '../../lib/storage/expiring-storage';

/**
 * the product's constants and docs/spec-notes.md, decided reading 14: the chosen payment type, cycle and a coupon typed but not yet applied are kept for
 * 24 hours, per business, so an owner who leaves for the gateway or another tab finds the page as they left it.
 */
export interface BillingState {
  type: 'regular' | 'recurring';
  cycle: BillingCycle;
  pendingCoupon: string;
}

export const BILLING_STATE_TTL_MS = DAY_MS;
const key = (businessId: number) => `billing.state.${businessId}`;

export function readBillingState(businessId: number, now = Date.now()): BillingState | undefined {
  const stored = readStored<Partial<BillingState>>(key(businessId), now);
  if (!stored) return undefined;
  return {
    type: stored.type === 'recurring' ? 'recurring' : 'regular',
    cycle: stored.cycle === 12 ? 12 : 1,
    pendingCoupon: typeof stored.pendingCoupon === 'string' ? stored.pendingCoupon : '',
  };
}

export function writeBillingState(businessId: number, state: BillingState, now = Date.now()): void {
  writeStored(key(businessId), state, BILLING_STATE_TTL_MS, now);
}

export function clearBillingState(businessId: number): void {
  removeStored(key(businessId));
}

const popupKey = (businessId: number) => `${PREFERENCE_PREFIX}discount-popup-seen.${businessId}`;

/** docs/spec-notes.md, decided reading 14: the discount popup shows again once 24 hours have passed since it was last seen. */
export function discountPopupDue(businessId: number, now = Date.now()): boolean {
  return readStored<boolean>(popupKey(businessId), now) !== true;
}

export function rememberDiscountPopupSeen(businessId: number, now = Date.now()): void {
  writeStored(popupKey(businessId), true, DAY_MS, now);
}
