import type { QueryClient } from '@tanstack/react-query';

export interface GratuityListFilter {
  search: string;
  /** null = every Outlet. */
  outletId: number | null;
}

/** One key factory for every gratuity query, so a change can invalidate them all at once. */
export const gratuityKeys = {
  all: ['gratuities'] as const,
  lists: () => [...gratuityKeys.all, 'list'] as const,
  list: (filter: GratuityListFilter) => [...gratuityKeys.lists(), filter] as const,
  detail: (id: number) => [...gratuityKeys.all, 'detail', id] as const,
  salesTypes: () => [...gratuityKeys.all, 'sales-types'] as const,
};

/** After a change: details go stale without a refetch (their panel is closing), lists reload in the background. */
export function refreshGratuities(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: gratuityKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: gratuityKeys.lists() });
}
