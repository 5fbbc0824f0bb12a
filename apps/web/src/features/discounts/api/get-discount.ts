import { type Discount, discountSchema } from '@backoffice/contracts/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { type DiscountKey, discountKeys, lookupQuery } from './discount-keys';

export function getDiscount(key: DiscountKey, signal?: AbortSignal): Promise<Discount> {
  return apiRequest('/api/inventory/v3/discounts/detail', {
    query: lookupQuery(key),
    schema: discountSchema,
    signal,
  });
}

/** Read fresh each time the panel opens: the form must start from what the server holds now. */
export const discountQueryOptions = (key: DiscountKey) =>
  queryOptions({
    queryKey: discountKeys.detail(key),
    queryFn: ({ signal }) => getDiscount(key, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useDiscount(key: DiscountKey | null) {
  return useQuery({
    ...discountQueryOptions(key ?? { name: '', type: 'cash', amount: null }),
    enabled: key !== null,
  });
}
