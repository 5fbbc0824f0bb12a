/** One key factory: a switch, a new payment method or a package change refreshes what the page shows. */
export const recurringKeys = {
  all: ['recurring-billing'] as const,
  active: () => [...recurringKeys.all, 'active'] as const,
  packageDeals: () => [...recurringKeys.all, 'package-deals'] as const,
};
