import type { QueryClient } from '@tanstack/react-query';
import { gratuityListQueryOptions } from '../api/list-gratuities';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018);
 * a list filtered in the address loads from the page instead.
 */
export function preloadGratuities(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery({
    ...gratuityListQueryOptions({ search: '', outletId: null }),
    staleTime: 0,
  });
}
