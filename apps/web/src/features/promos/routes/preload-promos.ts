import type { QueryClient } from '@tanstack/react-query';
import { promoListQueryOptions } from '../api/list-promos';
import { filterFromSearch } from './promo-filters';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018),
 * for the filter the address carries when the screen is loaded or reloaded.
 */
export function preloadPromos(queryClient: QueryClient): void {
  const filter = filterFromSearch(new URLSearchParams(window.location.search));
  void queryClient.prefetchInfiniteQuery({ ...promoListQueryOptions(filter), staleTime: 0 });
}
