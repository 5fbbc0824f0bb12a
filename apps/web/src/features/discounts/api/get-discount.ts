import { discountEndpoints, type DiscountKey } from '@backoffice/contracts/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { discountKeys, lookupQuery } from './discount-keys';

/** Read fresh each time the panel opens: the form must start from what the server holds now. */
export const discountQueryOptions = (key: DiscountKey) =>
  queryOptions({
    queryKey: discountKeys.detail(key),
    queryFn: ({ signal }) => callEndpoint(discountEndpoints.detail, { query: lookupQuery(key) }, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useDiscount(key: DiscountKey | null) {
  return useQuery({
    ...discountQueryOptions(key ?? { name: '', type: 'cash', amount: null }),
    enabled: key !== null,
  });
}
