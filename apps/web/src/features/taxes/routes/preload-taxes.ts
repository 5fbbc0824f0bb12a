import type { QueryClient } from '@tanstack/react-query';
import { taxListQueryOptions } from '../api/list-taxes';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018);
 * a list filtered in the address loads from the page instead.
 */
export function preloadTaxes(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery({
    ...taxListQueryOptions({ search: '', outletId: null }),
    staleTime: 0,
  });
}
