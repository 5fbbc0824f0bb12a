import type { DiscountSettings } from '@backoffice/contracts/billing';
import { SCHEME_LEAD_MONTHS, schemeWindows } from '../../domain/renewal-schemes.js';
import { addMonths } from '../../domain/subscription-dates.js';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { loadBillingState } from './billing-rules.js';
import { listSchemePercentages } from './billing.repository.js';

/** docs/spec-notes.md, decided reading 14 and the product's constants: the popup's re-show interval and its delay after the banner's link. */
const POPUP_INTERVAL_HOURS = 24;
const POPUP_DELAY_MS = 1000;

/**
 * the product's call list `GET /v1/businesses/discounts/settings` (decision 0079): whether the discount banner applies to the
 * business today (the product's state rules: yearly plan, not in trial, within 6 months of the expiry and not past it; enterprise
 * renewals go through sales) and the best renewal discount it can promise, on the business's clock. The route is
 * owner only, which is the banner's "owners" condition; "not closed" and "not on billing" are the browser's.
 */
export async function getDiscountSettings(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  now: Date,
): Promise<DiscountSettings> {
  const state = await loadBillingState(db, caller.businessId, now);
  const b = state.business;
  const expiry = state.expiry;
  const popupFrom = expiry ? addMonths(expiry, -SCHEME_LEAD_MONTHS) : null;
  const yearly = b.currentPlan === 12 && !b.isTrial && !b.isEnterprise;
  const eligible =
    yearly && expiry !== null && popupFrom !== null && state.today >= popupFrom && state.today < expiry;
  let best = { percentage: 0, until: null as string | null };
  if (eligible) {
    for (const window of schemeWindows(expiry, await listSchemePercentages(db, caller.businessId))) {
      if (window.endDate >= state.today && window.percentage > best.percentage) {
        best = { percentage: window.percentage, until: window.endDate };
      }
    }
  }
  return {
    banner_eligible: eligible && best.percentage > 0,
    popup_from: popupFrom,
    schemes_due: yearly && popupFrom !== null && state.today >= popupFrom,
    expired_at: expiry,
    best_discount_percentage: best.percentage,
    best_discount_until: best.until,
    popup_interval_hours: POPUP_INTERVAL_HOURS,
    popup_delay_ms: POPUP_DELAY_MS,
  };
}
