import { promoEndpoints } from '@backoffice/contracts/promos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { promoKeys } from './promo-keys';

/** The item picker's choices for what was typed; the previous ones stay while the next load. */
export function usePromoItemChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: promoKeys.itemChoices(search),
    queryFn: ({ signal }) =>
      callEndpoint(promoEndpoints.itemChoices, { query: { search: search || undefined } }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    ...SELECT_QUERY_RETRY,
  });
}
