import { activeRecurringKey } from '../../../lib/billing/get-active-recurring';
/**
 * One key factory: a switch, a new payment method or a package change refreshes what the page shows; a toggle or
 * an activation refreshes the outlet list and drops any cached prorate preview.
 */
export const recurringKeys = {
  all: ['recurring-billing'] as const,
  active: () => activeRecurringKey,
  packageDeals: () => [...recurringKeys.all, 'package-deals'] as const,
  outlets: () => [...recurringKeys.all, 'outlets'] as const,
  outletList: () => [...recurringKeys.outlets(), 'list'] as const,
  prorate: (outletId: number) => [...recurringKeys.outlets(), 'prorate', outletId] as const,
};
