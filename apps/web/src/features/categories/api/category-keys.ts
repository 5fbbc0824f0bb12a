import type { CategorySort } from '@backoffice/contracts/categories';
import type { QueryClient } from '@tanstack/react-query';

/** One key factory for every category query, so a change can invalidate them all at once. */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (filters: { search: string; sort: CategorySort }) => [...categoryKeys.lists(), filters] as const,
  detail: (id: number) => [...categoryKeys.all, 'detail', id] as const,
};

/** After a change: details go stale without a refetch, the lists reload in the background while the toast shows. */
export function refreshCategories(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: categoryKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: categoryKeys.lists() });
}
