import type { QueryClient } from '@tanstack/react-query';
import { bundleListQueryOptions } from '../api/list-bundles';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018),
 * for the search the address carries.
 */
export function preloadBundles(queryClient: QueryClient, url: URL): void {
  const search = (url.searchParams.get('q') ?? '').trim();
  void queryClient.prefetchInfiniteQuery({ ...bundleListQueryOptions(search), staleTime: 0 });
}
