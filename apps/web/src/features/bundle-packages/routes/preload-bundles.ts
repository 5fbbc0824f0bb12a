import type { QueryClient } from '@tanstack/react-query';
import { bundleListQueryOptions } from '../api/list-bundles';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018),
 * for the search the address carries when the screen is loaded or reloaded (arriving from another screen, the
 * page asks for its own search if it differs).
 */
export function preloadBundles(queryClient: QueryClient): void {
  const search = (new URLSearchParams(window.location.search).get('q') ?? '').trim();
  void queryClient.prefetchInfiniteQuery({ ...bundleListQueryOptions(search), staleTime: 0 });
}
