import { discountEndpoints, type DiscountKey } from '@backoffice/contracts/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { discountKeys, lookupQuery } from './discount-keys';

/** Names every Outlet of the Discount, also those outside the user's own Outlets. */
export const discountOutletsQueryOptions = (key: DiscountKey) =>
  queryOptions({
    queryKey: discountKeys.outlets(key),
    queryFn: ({ signal }) => callEndpoint(discountEndpoints.outlets, { query: lookupQuery(key) }, signal),
  });

export function useDiscountOutlets(key: DiscountKey, options: { enabled: boolean }) {
  return useQuery({ ...discountOutletsQueryOptions(key), enabled: options.enabled });
}
