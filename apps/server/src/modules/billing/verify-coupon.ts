import type { BillingCycle, CouponBenefit } from '@backoffice/contracts/billing';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { calculateBilling } from './calculate-billing.js';

/**
 * A coupon's benefit for the chosen cycle and package. It runs the whole calculation with the coupon, so a coupon
 * is accepted only where it could be paid with (enterprise, no package, no active outlet are refused the same).
 */
export async function verifyCoupon(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  code: string,
  request: { month: BillingCycle; subscription_discount_id?: number | undefined },
  now: Date = new Date(),
): Promise<CouponBenefit> {
  const calculation = await calculateBilling(db, caller, { ...request, coupon_code: code }, now);
  if (!calculation.coupon) throw new Error('A calculation with a coupon code always carries its coupon');
  return calculation.coupon.benefit;
}
