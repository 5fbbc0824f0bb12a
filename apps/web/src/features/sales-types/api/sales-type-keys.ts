import type { QueryClient } from '@tanstack/react-query';

export interface SalesTypeFilters {
  search: string;
  /** null = every Outlet. */
  outletId: number | null;
}

/** One key factory for every sales type query, so a change can invalidate them all at once. */
export const salesTypeKeys = {
  all: ['salesTypes'] as const,
  lists: () => [...salesTypeKeys.all, 'list'] as const,
  list: (filters: SalesTypeFilters) => [...salesTypeKeys.lists(), filters] as const,
  detail: (id: number) => [...salesTypeKeys.all, 'detail', id] as const,
  deletable: (id: number) => [...salesTypeKeys.all, 'deletable', id] as const,
};

/** After a change: details go stale without a refetch, the lists reload in the background while the toast shows. */
export function refreshSalesTypes(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: salesTypeKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: salesTypeKeys.lists() });
}
