import type { discountSchemesResponseSchema } from '@backoffice/contracts/billing';
import type { z } from 'zod';
import { schemeWindows } from '../../domain/renewal-schemes.js';
import { percentOf } from '../../domain/rounding.js';
import { priceSubscription } from '../../domain/subscription-pricing.js';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { loadBillingState } from './billing-rules.js';
import { listActivePackageDeals, listSchemePercentages } from './billing.repository.js';

/**
 * The renewal windows (decision 0073), each with the yearly renewal's price for the active outlets before and after
 * its discount; `selected` is the window today falls in. Empty for a business that is not yearly, is in trial or
 * has no expiry, and before the six-month lead.
 */
export async function listDiscountSchemes(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  now: Date,
): Promise<z.infer<typeof discountSchemesResponseSchema>> {
  const state = await loadBillingState(db, caller.businessId, now);
  const b = state.business;
  const deal = (await listActivePackageDeals(db)).find((d) => d.cycle === 12);
  if (b.currentPlan !== 12 || b.isTrial || !state.expiry || !deal) return { discount_schemes: [] };
  const windows = schemeWindows(state.expiry, await listSchemePercentages(db, caller.businessId));
  if (windows.length === 0 || state.today < windows[0]!.startDate) return { discount_schemes: [] };
  const normal = priceSubscription({
    cycle: 12,
    pricePerMonth: deal.pricePerMonth,
    originalPricePerMonth: deal.originalPricePerMonth,
    employeeSlots: b.employeeSlot,
    employeeSlotPricePerMonth: deal.employeeSlotPricePerMonth,
    outlets: state.outlets.filter((o) => o.active).map((o) => ({ id: o.id, endDate: o.endDay })),
    businessExpiry: state.expiry,
    today: state.today,
    schemePercentage: 0,
    coupon: null,
  }).packageTotal;
  return {
    discount_schemes: windows.map((w) => ({
      start_date: w.startDate,
      end_date: w.endDate,
      discount: w.percentage,
      normal_price: normal,
      discounted_price: normal - percentOf(normal, w.percentage),
      selected: w.startDate <= state.today && state.today <= w.endDate,
    })),
  };
}
