import type { Campaign, SaveCampaignBody } from '@backoffice/contracts/campaigns';
import type { Caller } from '../../platform/auth/caller.js';
import {
  announceChange,
  assertOutletsTakeCampaign,
  type CampaignContext,
  campaignValues,
  resolveImages,
  fileAddressOf,
  toCampaign,
} from './campaign-rules.js';
import { insertCampaign, setCampaignOutlets } from './campaigns.repository.js';

export function createCampaign(
  context: CampaignContext,
  caller: Caller,
  input: SaveCampaignBody,
): Promise<Campaign> {
  const outletIds = [...new Set(input.outlet_ids)].sort((a, b) => a - b);
  return context.db.transaction(async (tx) => {
    const now = context.now();
    await assertOutletsTakeCampaign(tx, caller, input.outlet_ids);
    const images = await resolveImages(context, tx, caller, input.images);
    const values = { ...(await campaignValues(tx, caller, input, images, now)), isActive: true };
    const id = await insertCampaign(tx, caller, values);
    await setCampaignOutlets(tx, caller, id, outletIds);
    await announceChange(context, tx, caller, outletIds, id);
    return toCampaign({ id, ...values }, outletIds, now, fileAddressOf(context, caller));
  });
}
