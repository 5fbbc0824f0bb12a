import type { QueryClient } from '@tanstack/react-query';
import { itemListQueryOptions } from '../api/list-items';
import { filtersFrom } from './use-item-filters';

/** Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018). */
export function preloadItems(queryClient: QueryClient, url?: URL): void {
  const filters = filtersFrom(url?.searchParams ?? new URLSearchParams());
  void queryClient.prefetchInfiniteQuery({ ...itemListQueryOptions(filters), staleTime: 0 });
}
