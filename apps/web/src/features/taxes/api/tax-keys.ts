import type { QueryClient } from '@tanstack/react-query';

export interface TaxListFilter {
  search: string;
  /** null = every Outlet. */
  outletId: number | null;
}

/** One key factory for every tax query, so a change can invalidate them all at once. */
export const taxKeys = {
  all: ['taxes'] as const,
  lists: () => [...taxKeys.all, 'list'] as const,
  list: (filter: TaxListFilter) => [...taxKeys.lists(), filter] as const,
  detail: (id: number) => [...taxKeys.all, 'detail', id] as const,
  itemChoices: (search: string) => [...taxKeys.all, 'item-choices', search] as const,
};

/** After a change: details go stale without a refetch (their panel is closing), lists reload in the background. */
export function refreshTaxes(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: taxKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: taxKeys.lists() });
}
