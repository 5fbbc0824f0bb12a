import type { BillingCalculation, BillingCycle } from '@backoffice/contracts/billing';
import { schemeFor, schemeWindows } from '../../domain/renewal-schemes.js';
import { cyclePrice } from '../../domain/recurring-schedule.js';
import { priceSubscription } from '../../domain/subscription-pricing.js';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { billingError, couponBenefit, loadBillingState } from './billing-rules.js';
import { listActivePackageDeals, listSchemePercentages } from './billing.repository.js';

export interface CalculationInput {
  month: BillingCycle;
  subscription_discount_id?: number | undefined;
  coupon_code?: string | undefined;
}

/** Which outlets a calculation prices: every active one (the regular renewal), or one outlet on its own. */
export type CalculationScope = { kind: 'renewal' } | { kind: 'outlet'; outletId: number };

/**
 * Prices renewing every active outlet (decision 0073). Used by the calculation, the verify and the pay: each
 * recomputes from stored prices, so what is paid is what the server computed at that moment.
 */
export async function calculateBilling(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  input: CalculationInput,
  now: Date = new Date(),
  scope: CalculationScope = { kind: 'renewal' },
): Promise<BillingCalculation> {
  const state = await loadBillingState(db, caller.businessId, now);
  // One outlet's extension (decision 0079) prices that outlet, active or not; employee slots stay with the renewal.
  const active =
    scope.kind === 'outlet'
      ? state.outlets.filter((o) => o.id === scope.outletId)
      : state.outlets.filter((o) => o.active);
  if (scope.kind === 'outlet' && active.length === 0) throw AppError.notFound();
  if (state.business.isEnterprise) throw billingError('0015-0008');
  const deals = await listActivePackageDeals(db);
  const deal =
    input.subscription_discount_id === undefined
      ? deals.find((d) => d.cycle === input.month)
      : deals.find((d) => d.id === input.subscription_discount_id && d.cycle === input.month);
  if (!deal) throw billingError('0015-0006', 'subscription_discount_id');
  if (active.length === 0) throw billingError('0015-0009');
  const employeeSlots = scope.kind === 'outlet' ? 0 : state.business.employeeSlot;

  // Renewal schemes are for yearly businesses renewing yearly ("Discount banner").
  let schemePercentage = 0;
  let schemeUntil: string | null = null;
  if (input.month === 12 && state.business.currentPlan === 12 && !state.business.isTrial && state.expiry) {
    const window = schemeFor(
      schemeWindows(state.expiry, await listSchemePercentages(db, caller.businessId)),
      state.today,
    );
    if (window) {
      schemePercentage = window.percentage;
      schemeUntil = window.endDate;
    }
  }
  const coupon = input.coupon_code ? await couponBenefit(db, input.coupon_code, input.month, now) : null;
  const priced = priceSubscription({
    cycle: input.month,
    pricePerMonth: deal.pricePerMonth,
    originalPricePerMonth: deal.originalPricePerMonth,
    employeeSlots,
    employeeSlotPricePerMonth: deal.employeeSlotPricePerMonth,
    outlets: active.map((o) => ({ id: o.id, endDate: o.endDay })),
    businessExpiry: state.expiry,
    today: state.today,
    schemePercentage,
    coupon: coupon?.domain ?? null,
  });
  const names = new Map(active.map((o) => [o.id, o.name]));
  // Recurring billing charges every cycle alike: the package's price for the outlets renewing (decision 0098).
  const recurringCycle = cyclePrice({
    interval: input.month,
    pricePerMonth: deal.pricePerMonth,
    originalPricePerMonth: deal.originalPricePerMonth,
    activeOutlets: active.length,
    employeeSlots,
    employeeSlotPricePerMonth: deal.employeeSlotPricePerMonth,
  });
  return {
    month: input.month,
    is_recurring: false,
    subscription_name: deal.subscriptionName,
    discount_percentage: schemePercentage,
    discount_valid_until: schemeUntil,
    extended_date: priced.extendedDate,
    original_total_price: priced.originalTotal,
    final_total_price: priced.finalTotal,
    subscription_discount_id: deal.id,
    package_deal_display_name: deal.displayName,
    original_package_deal_price_per_month: deal.originalPricePerMonth,
    final_package_deal_price_per_month: deal.pricePerMonth,
    employee_slot: {
      count: employeeSlots,
      original_price: priced.employeeSlotOriginalPrice,
      final_price: priced.employeeSlotPrice,
    },
    outlets: priced.outlets.map((o) => ({
      outlet_id: o.id,
      outlet_name: names.get(o.id) ?? '',
      is_active_subscription: scope.kind === 'renewal' || active.some((a) => a.id === o.id && a.active),
      is_prorated: o.isProrated,
      current_end_date: o.currentEndDate,
      original_price: o.originalPrice,
      final_price: o.price,
    })),
    coupon:
      coupon && input.coupon_code
        ? {
            code: input.coupon_code.toUpperCase(),
            benefit: coupon.benefit,
            discount_amount: priced.couponDiscount,
          }
        : null,
    package_discount_amount: priced.originalTotal - priced.packageTotal,
    renewal_discount_amount: priced.schemeDiscount,
    verify_coupon_request: { month: input.month, subscription_discount_id: deal.id },
    recurring_billing_cycles: [
      {
        cycle: 1,
        discount_percentage: discountPercentage(recurringCycle.original, recurringCycle.final),
        original_price: recurringCycle.original,
        final_price: recurringCycle.final,
      },
    ],
  };
}

/** The package deal's saving as a percentage with 2 decimals (docs/spec-notes.md, Billing: percentages show 2 decimals). */
function discountPercentage(original: number, final: number): number {
  if (original <= 0) return 0;
  return Math.round(((original - final) / original) * 10_000) / 100;
}
