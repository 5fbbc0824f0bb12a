import { ITEM_PAGE_SIZE, itemEndpoints } from '@backoffice/contracts/items';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type ItemFilters, itemKeys } from './item-keys';

/** Pages by keyset; each filter combination is its own cached list. */
export const itemListQueryOptions = (filters: ItemFilters) =>
  infiniteQueryOptions({
    queryKey: itemKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        itemEndpoints.list,
        { query: { ...filters, cursor: pageParam, per_page: ITEM_PAGE_SIZE } },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });

export function useItemList(filters: ItemFilters) {
  return useInfiniteQuery(itemListQueryOptions(filters));
}
