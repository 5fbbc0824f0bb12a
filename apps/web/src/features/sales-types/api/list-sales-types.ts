import { SALES_TYPE_PAGE_SIZE, salesTypeEndpoints } from '@backoffice/contracts/sales-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type SalesTypeFilters, salesTypeKeys } from './sales-type-keys';

/** The list changes through this screen's writes (which invalidate it) or when the screen opens again (the preload). */
export const salesTypeListQueryOptions = (filters: SalesTypeFilters) =>
  infiniteQueryOptions({
    queryKey: salesTypeKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        salesTypeEndpoints.list,
        {
          query: {
            search: filters.search || undefined,
            outlet: filters.outletId ?? undefined,
            cursor: pageParam,
            per_page: SALES_TYPE_PAGE_SIZE,
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

export function useSalesTypeList(filters: SalesTypeFilters) {
  return useInfiniteQuery(salesTypeListQueryOptions(filters));
}
