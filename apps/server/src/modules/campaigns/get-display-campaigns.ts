import type { DisplayCampaignsResponse } from '@backoffice/contracts/campaigns';
import { and, eq } from 'drizzle-orm';
import { outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import { AppError } from '../../platform/errors/app-error.js';
import { type CampaignContext, fileAddressOf, toCampaign } from './campaign-rules.js';
import { listDisplayCampaigns, listOutletIdsByCampaign } from './campaigns.repository.js';

/** What the display page of one outlet plays (decision 0091); another business's outlet is a 404. */
export async function getDisplayCampaigns(
  context: Pick<CampaignContext, 'db' | 'now' | 'origin'>,
  caller: Caller,
  outletId: number,
): Promise<DisplayCampaignsResponse> {
  const [outlet] = await context.db
    .select({ id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, caller), eq(outlets.id, outletId)));
  if (!outlet || !reachesOutlet(caller, outletId)) throw AppError.notFound();
  const now = context.now();
  const address = fileAddressOf(context, caller);
  const rows = await listDisplayCampaigns(context.db, caller, outletId, now);
  const outletIds = await listOutletIdsByCampaign(
    context.db,
    caller,
    rows.map((row) => row.id),
  );
  return {
    outlet,
    campaigns: rows.map((row) => toCampaign(row, outletIds.get(row.id) ?? [], now, address)),
    now: now.toISOString(),
  };
}
