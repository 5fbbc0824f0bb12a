import { PROMO_PAGE_SIZE, promoEndpoints } from '@backoffice/contracts/promos';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type PromoListFilter, promoKeys } from './promo-keys';

/** The list changes only through this screen's writes (which invalidate it) or when the screen opens again. */
export const promoListQueryOptions = (filter: PromoListFilter) =>
  infiniteQueryOptions({
    queryKey: promoKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        promoEndpoints.list,
        {
          query: {
            search: filter.search || undefined,
            status: filter.status ?? undefined,
            cursor: pageParam,
            per_page: PROMO_PAGE_SIZE,
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

export function usePromoList(filter: PromoListFilter) {
  return useInfiniteQuery(promoListQueryOptions(filter));
}
