import type { QueryClient } from '@tanstack/react-query';
import { modifierListQueryOptions } from '../api/list-modifiers';
import { filterFromSearch } from './modifier-filter';

/**
 * Each opening of the screen starts its first page at once, for the filter in the address, alongside the profile
 * and the flags (decision 0018); cached pages show meanwhile and are refreshed.
 */
export function preloadModifiers(search: URLSearchParams) {
  return (queryClient: QueryClient): void => {
    void queryClient.prefetchInfiniteQuery({
      ...modifierListQueryOptions(filterFromSearch(search)),
      staleTime: 0,
    });
  };
}
