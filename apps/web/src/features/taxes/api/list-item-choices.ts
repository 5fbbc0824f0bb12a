import { taxEndpoints } from '@backoffice/contracts/taxes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { taxKeys } from './tax-keys';

/** The item picker's choices for what was typed; the previous ones stay while the next load. */
export function useItemChoices(search: string) {
  return useQuery({
    queryKey: taxKeys.itemChoices(search),
    queryFn: ({ signal }) =>
      callEndpoint(taxEndpoints.itemChoices, { query: { search: search || undefined } }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    ...SELECT_QUERY_RETRY,
  });
}
