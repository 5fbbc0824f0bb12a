/** One key factory: a toggle or an activation refreshes the list and drops any cached prorate preview. */
export const recurringOutletKeys = {
  all: ['recurring-billing', 'outlets'] as const,
  list: () => [...recurringOutletKeys.all, 'list'] as const,
  prorate: (outletId: number) => [...recurringOutletKeys.all, 'prorate', outletId] as const,
};
