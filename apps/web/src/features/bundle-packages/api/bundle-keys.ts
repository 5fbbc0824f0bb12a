import type { QueryClient } from '@tanstack/react-query';

/** One key factory for every bundle query, so a change can invalidate them all at once. */
export const bundleKeys = {
  all: ['bundles'] as const,
  lists: () => [...bundleKeys.all, 'list'] as const,
  list: (search: string) => [...bundleKeys.lists(), { search }] as const,
  detail: (id: number) => [...bundleKeys.all, 'detail', id] as const,
  variants: (search: string) => [...bundleKeys.all, 'variants', { search }] as const,
};

/** After a change: details go stale without a refetch (their panel is closing), the lists reload. */
export function refreshBundles(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: bundleKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: bundleKeys.lists() });
}
