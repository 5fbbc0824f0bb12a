import { bundleEndpoints } from '@backoffice/contracts/bundle-packages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { bundleKeys } from './bundle-keys';

/** The picker's first page for what was typed: typing more narrows it (the server searches every item). */
export function useBundleVariants(search: string, enabled: boolean) {
  return useQuery({
    queryKey: bundleKeys.variants(search),
    queryFn: ({ signal }) =>
      callEndpoint(
        bundleEndpoints.variants,
        { query: { search: search || undefined, per_page: 25 } },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    ...SELECT_QUERY_RETRY,
  });
}
