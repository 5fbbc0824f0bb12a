import { itemEndpoints } from '@backoffice/contracts/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { itemKeys } from './item-keys';

/** The pickers' lists (categories, brands, modifiers, taxes, sales types), shared by the filters and the panel. */
export const itemChoicesQueryOptions = () =>
  queryOptions({
    queryKey: itemKeys.choices(),
    queryFn: ({ signal }) => callEndpoint(itemEndpoints.choices, {}, signal),
    staleTime: 60_000,
    ...SELECT_QUERY_RETRY,
  });

export function useItemChoices() {
  return useQuery(itemChoicesQueryOptions());
}
