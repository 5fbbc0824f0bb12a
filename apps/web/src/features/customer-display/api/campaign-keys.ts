import type { CampaignStatus } from '@backoffice/contracts/campaigns';
import type { QueryClient } from '@tanstack/react-query';

/** One key factory for every campaign query, so a change can invalidate them all at once. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (filter: CampaignFilter) => [...campaignKeys.lists(), filter] as const,
  display: (outletId: number) => [...campaignKeys.all, 'display', outletId] as const,
};

/** null = every outlet / every status. */
export interface CampaignFilter {
  outletId: number | null;
  status: CampaignStatus | null;
}

/** After each change the list starts again from its first page. */
export function refreshCampaigns(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: campaignKeys.lists(), type: 'inactive' });
  return queryClient.resetQueries({ queryKey: campaignKeys.lists() });
}
