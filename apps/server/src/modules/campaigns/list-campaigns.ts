import type { CampaignStatus, ListCampaignsResponse } from '@backoffice/contracts/campaigns';
import type { Caller } from '../../platform/auth/caller.js';
import { type CampaignContext, fileAddressOf, toCampaign } from './campaign-rules.js';
import { listCampaignPage, listOutletIdsByCampaign } from './campaigns.repository.js';

/** A full page says there may be more ("loads more when a full page of 50 came back"). */
export async function listCampaigns(
  context: Pick<CampaignContext, 'db' | 'now' | 'origin'>,
  caller: Caller,
  query: { outlet?: number; status?: CampaignStatus; page: number; per_page: number },
): Promise<ListCampaignsResponse> {
  const now = context.now();
  const address = fileAddressOf(context, caller);
  const rows = await listCampaignPage(context.db, caller, {
    outletId: query.outlet,
    status: query.status,
    now,
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  const outletIds = await listOutletIdsByCampaign(
    context.db,
    caller,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => toCampaign(row, outletIds.get(row.id) ?? [], now, address)),
    page: query.page,
    per_page: query.per_page,
  };
}
