import { CAMPAIGN_PAGE_SIZE, campaignEndpoints } from '@backoffice/contracts/campaigns';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { type CampaignFilter, campaignKeys } from './campaign-keys';

function listCampaigns(filter: CampaignFilter, page: number, signal?: AbortSignal) {
  const query = {
    outlet: filter.outletId ?? undefined,
    status: filter.status ?? undefined,
    page,
    per_page: CAMPAIGN_PAGE_SIZE,
  };
  return callEndpoint(campaignEndpoints.list, { query }, signal);
}

/** Another page is asked for only when a full page of 50 came back. */
export const campaignListQueryOptions = (filter: CampaignFilter) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listCampaigns(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.results.length === lastPage.per_page ? lastPage.page + 1 : undefined,
    refetchOnWindowFocus: false,
  });

export function useCampaignList(filter: CampaignFilter) {
  return useInfiniteQuery(campaignListQueryOptions(filter));
}
