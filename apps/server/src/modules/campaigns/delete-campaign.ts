import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { announceChange, type CampaignContext, findCampaignOr404 } from './campaign-rules.js';
import { deleteCampaignRow, listOutletIdsByCampaign } from './campaigns.repository.js';

/** Its outlet links go with it (cascade); the uploaded files stay, as other campaigns may show them. */
export function deleteCampaign(context: CampaignContext, caller: Caller, campaignId: number): Promise<void> {
  return context.db.transaction(async (tx) => {
    await findCampaignOr404(tx, caller, campaignId, { forUpdate: true });
    const outletIds = (await listOutletIdsByCampaign(tx, caller, [campaignId])).get(campaignId) ?? [];
    if (!reachesOutlets(caller, outletIds)) throw AppError.platform('FORBIDDEN');
    await deleteCampaignRow(tx, caller, campaignId);
    await announceChange(context, tx, caller, outletIds, campaignId);
  });
}
