import { GRATUITY_PAGE_SIZE, gratuityEndpoints } from '@backoffice/contracts/gratuities';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type GratuityListFilter, gratuityKeys } from './gratuity-keys';

/**
 * No background refetch: the list changes through this screen's own writes, which invalidate it, or when the
 * screen is opened again (routes/preload-gratuities.ts reloads it).
 */
export const gratuityListQueryOptions = (filter: GratuityListFilter) =>
  infiniteQueryOptions({
    queryKey: gratuityKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        gratuityEndpoints.list,
        {
          query: {
            search: filter.search || undefined,
            outlet: filter.outletId ?? undefined,
            cursor: pageParam,
            per_page: GRATUITY_PAGE_SIZE,
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

export function useGratuityList(filter: GratuityListFilter) {
  return useInfiniteQuery(gratuityListQueryOptions(filter));
}
