import type { QueryClient } from '@tanstack/react-query';
import type { DiscountKey, DiscountLookupQuery } from '@backoffice/contracts/discounts';

/** One key factory for every discount query, so a change can invalidate them all at once. */
export const discountKeys = {
  all: ['discounts'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  /** `outletId` null = every Outlet. */
  list: (outletId: number | null) => [...discountKeys.lists(), { outletId }] as const,
  detail: (key: DiscountKey) => [...discountKeys.all, 'detail', key] as const,
  outlets: (key: DiscountKey) => [...discountKeys.all, 'outlets', key] as const,
};

/** A query string cannot carry null: a customizable amount is sent as no amount at all. */
export function lookupQuery(key: DiscountKey): DiscountLookupQuery {
  return { name: key.name, type: key.type, amount: key.amount ?? undefined };
}

/**
 * After a change: lookups of the old name go stale without being refetched (the panel showing them is closing,
 * and the name may no longer exist), and the lists reload in the background while the toast shows.
 */
export function refreshDiscounts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: discountKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
}
