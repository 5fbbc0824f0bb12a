import { type DiscountOutletsResponse, discountOutletsResponseSchema } from '@backoffice/contracts/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { type DiscountKey, discountKeys, lookupQuery } from './discount-keys';

/** Names every Outlet of the Discount, also those outside the user's own Outlets. */
export function listDiscountOutlets(
  key: DiscountKey,
  signal?: AbortSignal,
): Promise<DiscountOutletsResponse> {
  return apiRequest('/api/inventory/v3/discounts/outlets', {
    query: lookupQuery(key),
    schema: discountOutletsResponseSchema,
    signal,
  });
}

export const discountOutletsQueryOptions = (key: DiscountKey) =>
  queryOptions({
    queryKey: discountKeys.outlets(key),
    queryFn: ({ signal }) => listDiscountOutlets(key, signal),
  });

export function useDiscountOutlets(key: DiscountKey, options: { enabled: boolean }) {
  return useQuery({ ...discountOutletsQueryOptions(key), enabled: options.enabled });
}
