import type { BillingCalculationRequest } from '@backoffice/contracts/billing';

/** One key factory: a toggle or a payment refreshes everything the page shows. */
export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  calculations: () => [...billingKeys.all, 'calculation'] as const,
  calculation: (input: BillingCalculationRequest) => [...billingKeys.calculations(), input] as const,
  history: (page: number) => [...billingKeys.all, 'history', page] as const,
  schemes: () => [...billingKeys.all, 'schemes'] as const,
  discountSettings: () => [...billingKeys.all, 'discount-settings'] as const,
};
