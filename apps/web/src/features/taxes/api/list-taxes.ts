import { TAX_PAGE_SIZE, taxEndpoints } from '@backoffice/contracts/taxes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type TaxListFilter, taxKeys } from './tax-keys';

/**
 * No background refetch: the list changes through this screen's own writes, which invalidate it, or when the
 * screen is opened again (routes/preload-taxes.ts reloads it).
 */
export const taxListQueryOptions = (filter: TaxListFilter) =>
  infiniteQueryOptions({
    queryKey: taxKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        taxEndpoints.list,
        {
          query: {
            search: filter.search || undefined,
            outlet: filter.outletId ?? undefined,
            cursor: pageParam,
            per_page: TAX_PAGE_SIZE,
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

export function useTaxList(filter: TaxListFilter) {
  return useInfiniteQuery(taxListQueryOptions(filter));
}
