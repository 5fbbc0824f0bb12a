import type { QueryClient } from '@tanstack/react-query';
import type { ListItemsQuery } from '@backoffice/contracts/items';

/** The list's filters as the address keeps them. */
export type ItemFilters = Pick<ListItemsQuery, 'search' | 'outlet' | 'category' | 'brand' | 'stock'>;

/** One key factory for every item query, so a change can invalidate them all at once. */
export const itemKeys = {
  all: ['items'] as const,
  lists: () => [...itemKeys.all, 'list'] as const,
  list: (filters: ItemFilters) => [...itemKeys.lists(), filters] as const,
  detail: (id: number) => [...itemKeys.all, 'detail', id] as const,
  choices: () => [...itemKeys.all, 'choices'] as const,
};

/** After a change: the open item goes stale without a refetch, the lists reload in the background. */
export function refreshItems(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: itemKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
}
