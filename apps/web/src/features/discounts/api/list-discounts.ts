import {
  DISCOUNT_PAGE_SIZE,
  type ListDiscountsResponse,
  listDiscountsResponseSchema,
} from '@backoffice/contracts/discounts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { discountKeys } from './discount-keys';

export function listDiscounts(
  params: { outletId: number | null; cursor?: string },
  signal?: AbortSignal,
): Promise<ListDiscountsResponse> {
  return apiRequest('/api/inventory/v4/discounts', {
    query: { outlet: params.outletId ?? undefined, cursor: params.cursor, per_page: DISCOUNT_PAGE_SIZE },
    schema: listDiscountsResponseSchema,
    signal,
  });
}

/**
 * spec §9: no background refetch. The list changes only through this screen's own writes, which invalidate it,
 * or when the screen is opened again.
 */
export const discountListQueryOptions = (outletId: number | null) =>
  infiniteQueryOptions({
    queryKey: discountKeys.list(outletId),
    queryFn: ({ pageParam, signal }) => listDiscounts({ outletId, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: Infinity,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useDiscountList(outletId: number | null) {
  return useInfiniteQuery(discountListQueryOptions(outletId));
}
