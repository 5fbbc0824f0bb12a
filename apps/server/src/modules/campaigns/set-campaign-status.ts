import type { Campaign } from '@backoffice/contracts/campaigns';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  announceChange,
  type CampaignContext,
  fileAddressOf,
  findCampaignOr404,
  toCampaign,
} from './campaign-rules.js';
import { listOutletIdsByCampaign, updateCampaignRow } from './campaigns.repository.js';

/**
 * Deactivates or reactivates (PATCH status). An ended campaign reactivated without a new period stays
 * inactive by its dates: the screen asks for the period first and saves it with PUT.
 */
export function setCampaignStatus(
  context: CampaignContext,
  caller: Caller,
  campaignId: number,
  isActive: boolean,
): Promise<Campaign> {
  return context.db.transaction(async (tx) => {
    const current = await findCampaignOr404(tx, caller, campaignId, { forUpdate: true });
    const outletIds = (await listOutletIdsByCampaign(tx, caller, [campaignId])).get(campaignId) ?? [];
    if (!reachesOutlets(caller, outletIds)) throw AppError.platform('FORBIDDEN');
    if (current.isActive !== isActive) {
      await updateCampaignRow(tx, caller, campaignId, { isActive });
      await announceChange(context, tx, caller, outletIds, campaignId);
    }
    return toCampaign({ ...current, isActive }, outletIds, context.now(), fileAddressOf(context, caller));
  });
}
