import { modifierEndpoints } from '@backoffice/contracts/modifiers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { modifierKeys } from './modifier-keys';

/** The item picker's choices for what was typed (decision 0225); the previous ones stay while the next load. */
export function useModifierItemChoices(search: string) {
  return useQuery({
    queryKey: modifierKeys.itemChoices(search),
    queryFn: ({ signal }) =>
      callEndpoint(modifierEndpoints.itemChoices, { query: { search: search || undefined } }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    ...SELECT_QUERY_RETRY,
  });
}
