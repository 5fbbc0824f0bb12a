import { gratuityEndpoints } from '@backoffice/contracts/gratuities';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { gratuityKeys } from './gratuity-keys';

/** The business's sales types, for the panel's choice and the list's names (a handful: one call). */
export function useSalesTypeChoices() {
  return useQuery({
    queryKey: gratuityKeys.salesTypes(),
    queryFn: ({ signal }) => callEndpoint(gratuityEndpoints.salesTypeChoices, {}, signal),
    staleTime: 60_000,
    ...SELECT_QUERY_RETRY,
  });
}
