import { CATEGORY_PAGE_SIZE, type CategorySort, categoryEndpoints } from '@backoffice/contracts/categories';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { categoryKeys } from './category-keys';

export interface CategoryFilters {
  search: string;
  sort: CategorySort;
}

/** The list changes through this screen's writes (which invalidate it) or when the screen opens again (the preload). */
export const categoryListQueryOptions = (filters: CategoryFilters) =>
  infiniteQueryOptions({
    queryKey: categoryKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        categoryEndpoints.list,
        {
          query: {
            search: filters.search || undefined,
            sort: filters.sort,
            cursor: pageParam,
            per_page: CATEGORY_PAGE_SIZE,
          },
        },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCategoryList(filters: CategoryFilters) {
  return useInfiniteQuery(categoryListQueryOptions(filters));
}
