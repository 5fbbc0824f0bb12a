import { campaignEndpoints, type SaveCampaignRequest } from '@backoffice/contracts/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { campaignKeys, refreshCampaigns } from './campaign-keys';

export type CampaignChange =
  | { kind: 'delete'; id: number }
  | { kind: 'deactivate'; id: number }
  /** `period`: an ended campaign gets its new period saved first, then is switched on. */
  | { kind: 'reactivate'; id: number; period?: SaveCampaignRequest };

/** Delete, deactivate or reactivate; the list starts again from its first page afterwards. */
export function useChangeCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...campaignKeys.all, 'change'],
    mutationFn: async (change: CampaignChange) => {
      const params = { campaignId: change.id };
      if (change.kind === 'delete') {
        await callEndpoint(campaignEndpoints.delete, { params });
        return;
      }
      if (change.kind === 'reactivate' && change.period)
        await callEndpoint(campaignEndpoints.update, { params, body: change.period });
      await callEndpoint(campaignEndpoints.status, {
        params,
        body: { is_active: change.kind === 'reactivate' },
      });
    },
    onSettled: () => refreshCampaigns(queryClient),
  });
}
