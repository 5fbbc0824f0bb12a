import { categorySortSchema } from '@backoffice/contracts/categories';
import type { QueryClient } from '@tanstack/react-query';
import { categoryListQueryOptions } from '../api/list-categories';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags (decision 0018),
 * with the search and order of the address it opens at.
 */
export const preloadCategories =
  (search: string) =>
  (queryClient: QueryClient): void => {
    const params = new URLSearchParams(search);
    const sort = categorySortSchema.safeParse(params.get('sort'));
    const filters = {
      search: (params.get('q') ?? '').trim(),
      sort: sort.success ? sort.data : ('name' as const),
    };
    void queryClient.prefetchInfiniteQuery({ ...categoryListQueryOptions(filters), staleTime: 0 });
  };
