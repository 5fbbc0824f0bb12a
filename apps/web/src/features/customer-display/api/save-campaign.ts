import { campaignEndpoints, type SaveCampaignRequest } from '@backoffice/contracts/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { campaignKeys, refreshCampaigns } from './campaign-keys';

/** Create (no id) or replace (id) a campaign. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...campaignKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: SaveCampaignRequest }) =>
      id === null
        ? callEndpoint(campaignEndpoints.create, { body })
        : callEndpoint(campaignEndpoints.update, { params: { campaignId: id }, body }),
    onSuccess: () => refreshCampaigns(queryClient),
  });
}
