import type { Campaign, SaveCampaignBody } from '@backoffice/contracts/campaigns';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import {
  announceChange,
  assertOutletsTakeCampaign,
  type CampaignContext,
  campaignValues,
  findCampaignOr404,
  resolveImages,
  fileAddressOf,
  toCampaign,
} from './campaign-rules.js';
import { listOutletIdsByCampaign, setCampaignOutlets, updateCampaignRow } from './campaigns.repository.js';

/**
 * Replaces the campaign (PUT); whether it is switched on stays as it was. Its row is locked from the lookup
 * on, so of two edits the second works on the first's result.
 */
export function updateCampaign(
  context: CampaignContext,
  caller: Caller,
  campaignId: number,
  input: SaveCampaignBody,
): Promise<Campaign> {
  const outletIds = [...new Set(input.outlet_ids)].sort((a, b) => a - b);
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const current = await findCampaignOr404(tx, caller, campaignId, { forUpdate: true });
    const before = (await listOutletIdsByCampaign(tx, caller, [campaignId])).get(campaignId) ?? [];
    // Taking a campaign off an outlet beyond the caller's reach would change that outlet's display.
    if (!reachesOutlets(caller, before)) throw AppError.platform('FORBIDDEN');
    await assertOutletsTakeCampaign(tx, caller, input.outlet_ids, campaignId);
    const images = await resolveImages(context, tx, caller, input.images, current.images);
    const values = await campaignValues(tx, caller, input, images, now);
    await updateCampaignRow(tx, caller, campaignId, values);
    await setCampaignOutlets(tx, caller, campaignId, outletIds);
    await announceChange(context, tx, caller, [...before, ...outletIds], campaignId);
    return toCampaign(
      { id: campaignId, ...values, isActive: current.isActive },
      outletIds,
      now,
      fileAddressOf(context, caller),
    );
  });
}
