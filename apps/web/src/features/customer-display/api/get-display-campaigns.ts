import { campaignDisplayTopic, campaignEndpoints } from '@backoffice/contracts/campaigns';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { openRealtimeStream } from '../../../lib/realtime/open-realtime-stream';
import { campaignKeys } from './campaign-keys';

/** A scheduled campaign starts on its own: the display asks again this often even without an event. */
const RECHECK_MS = 60_000;

export const displayCampaignsQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: campaignKeys.display(outletId),
    queryFn: ({ signal }) =>
      callEndpoint(campaignEndpoints.display, { params: { outlet: outletId } }, signal),
    refetchInterval: RECHECK_MS,
    refetchIntervalInBackground: true,
  });

/**
 * What the outlet's display plays, kept current through the realtime channel (decision 0091): every change to a
 * campaign of this outlet announces itself on `campaigns:<outlet>`, and the display reads the list again.
 */
export function useDisplayCampaigns(outletId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: campaignKeys.display(outletId) });
    const stream = openRealtimeStream([campaignDisplayTopic(outletId)], {
      onEvent: refresh,
      // After a reconnect, whatever changed meanwhile is read again.
      onReady: refresh,
    });
    return () => stream.close();
  }, [outletId, queryClient]);
  return useQuery(displayCampaignsQueryOptions(outletId));
}
