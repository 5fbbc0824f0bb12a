import { DISCOUNT_PAGE_SIZE, discountEndpoints } from '@backoffice/contracts/discounts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { discountKeys } from './discount-keys';

function listDiscounts(params: { outletId: number | null; cursor?: string }, signal?: AbortSignal) {
  const query = { outlet: params.outletId ?? undefined, cursor: params.cursor, per_page: DISCOUNT_PAGE_SIZE };
  return callEndpoint(discountEndpoints.list, { query }, signal);
}

/**
 * No background refetch. The list changes only through this screen's own writes, which invalidate it,
 * or when the screen is opened again: the route reloads it on each opening (routes/preload-discounts.ts), so
 * mounting does not fetch a page that request is already loading or has just loaded.
 */
export const discountListQueryOptions = (outletId: number | null) =>
  infiniteQueryOptions({
    queryKey: discountKeys.list(outletId),
    queryFn: ({ pageParam, signal }) => listDiscounts({ outletId, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useDiscountList(outletId: number | null) {
  return useInfiniteQuery(discountListQueryOptions(outletId));
}
