import { type CampaignStatus, campaignStatuses } from '@backoffice/contracts/campaigns';
import { DAY_MS, readStored, writeStored } from '../../lib/storage/expiring-storage';
import type { CampaignFilter } from './api/campaign-keys';

const KEY = 'campaign-filter';

/** The filter choice is remembered for 24 hours. */
export function readCampaignFilter(): CampaignFilter {
  const stored = readStored<Partial<CampaignFilter>>(KEY);
  const outletId = typeof stored?.outletId === 'number' ? stored.outletId : null;
  const status = campaignStatuses.includes(stored?.status as CampaignStatus)
    ? (stored!.status as CampaignStatus)
    : null;
  return { outletId, status };
}

export function writeCampaignFilter(filter: CampaignFilter): void {
  writeStored(KEY, filter, DAY_MS);
}
