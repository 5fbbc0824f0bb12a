import { pricePeriod } from '../../domain/subscription-pricing.js';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { loadBillingState } from './billing-rules.js';
import { findPackageDeal, findSubscription } from './recurring.repository.js';
import { recurringError } from './recurring-rules.js';

/**
 * Prorate preview ("Prorate result", "Outlet toggle"): what re-activating an expired outlet costs from
 * today to the subscription's next billing date, at the deal's price per outlet per month, the partial month by
 * days (the regular billing's own pro-rating, decision 0073).
 */
export async function previewOutletProrate(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  outletId: number,
  now: Date,
): Promise<{ MOKA: { start_date: string; end_date: string }; final_price: number }> {
  const state = await loadBillingState(db, caller.businessId, now);
  const outlet = state.outlets.find((o) => o.id === outletId);
  if (!outlet) throw AppError.notFound();
  const subscription = await findSubscription(db, caller.businessId);
  if (!subscription || subscription.status === 'INACTIVE') throw recurringError('0016-0002');
  if (outlet.endDay !== null && outlet.endDay >= state.today) throw recurringError('0016-0004', 'outletId');
  const deal = await findPackageDeal(db, subscription.packageDealId);
  if (!deal) throw AppError.notFound();
  const end = subscription.nextBillingDate;
  return {
    MOKA: { start_date: state.today, end_date: end },
    final_price: pricePeriod(deal.pricePerMonth, state.today, end),
  };
}
