import type { CampaignStatus } from '@backoffice/contracts/campaigns';
import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { campaignOutlets, campaigns, outlets } from '../../db/schema/index.js';
import type { CampaignImage } from '../../db/schema/marketing.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

export interface CampaignRow {
  id: number;
  name: string;
  images: CampaignImage[];
  duration: number;
  startDate: Date;
  endDate: Date | null;
  isActive: boolean;
}

const campaignColumns = {
  id: campaigns.id,
  name: campaigns.name,
  images: campaigns.images,
  duration: campaigns.duration,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  isActive: campaigns.isActive,
};

export type CampaignValues = Omit<CampaignRow, 'id'>;

/** The SQL twin of `campaignStatus` (domain/campaign-schedule.ts), for the list's status filter. */
function hasStatus(status: CampaignStatus, now: Date) {
  const begun = lte(campaigns.startDate, now);
  const running = or(isNull(campaigns.endDate), gt(campaigns.endDate, now));
  if (status === 'scheduled') return and(eq(campaigns.isActive, true), gt(campaigns.startDate, now));
  if (status === 'active') return and(eq(campaigns.isActive, true), begun, running);
  return or(eq(campaigns.isActive, false), and(begun, not(running!)));
}

function atOutlet(outletId: number) {
  return exists(
    sql`(select 1 from ${campaignOutlets} where ${campaignOutlets.businessId} = ${campaigns.businessId}
      and ${campaignOutlets.campaignId} = ${campaigns.id} and ${campaignOutlets.outletId} = ${outletId})`,
  );
}

/** One page of the business's campaigns, newest first; the id breaks ties so pages never overlap. */
export async function listCampaignPage(
  db: Queryable,
  business: Business,
  page: { outletId?: number; status?: CampaignStatus; now: Date; offset: number; limit: number },
): Promise<CampaignRow[]> {
  const conditions = [inBusiness(campaigns.businessId, business)];
  if (page.outletId !== undefined) conditions.push(atOutlet(page.outletId));
  if (page.status !== undefined) conditions.push(hasStatus(page.status, page.now)!);
  return db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The campaigns an outlet's display plays now or later: switched on and not over. */
export async function listDisplayCampaigns(
  db: Queryable,
  business: Business,
  outletId: number,
  now: Date,
): Promise<CampaignRow[]> {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .where(
      and(
        inBusiness(campaigns.businessId, business),
        atOutlet(outletId),
        eq(campaigns.isActive, true),
        or(isNull(campaigns.endDate), gt(campaigns.endDate, now)),
      ),
    )
    .orderBy(asc(campaigns.startDate), asc(campaigns.id));
}

export async function findCampaign(
  db: Queryable,
  business: Business,
  campaignId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(inBusiness(campaigns.businessId, business), eq(campaigns.id, campaignId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCampaign(db: Queryable, business: Business, values: CampaignValues) {
  const [row] = await db
    .insert(campaigns)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: campaigns.id });
  return row!.id;
}

export async function updateCampaignRow(
  db: Queryable,
  business: Business,
  campaignId: number,
  values: Partial<CampaignValues>,
): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inBusiness(campaigns.businessId, business), eq(campaigns.id, campaignId)));
}

export async function deleteCampaignRow(db: Queryable, business: Business, campaignId: number) {
  await db
    .delete(campaigns)
    .where(and(inBusiness(campaigns.businessId, business), eq(campaigns.id, campaignId)));
}

/** Replaces the campaign's outlets with `outletIds`. */
export async function setCampaignOutlets(
  db: Queryable,
  business: Business,
  campaignId: number,
  outletIds: number[],
): Promise<void> {
  await db
    .delete(campaignOutlets)
    .where(and(inBusiness(campaignOutlets.businessId, business), eq(campaignOutlets.campaignId, campaignId)));
  if (outletIds.length === 0) return;
  await db
    .insert(campaignOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, campaignId, outletId })));
}

export async function listOutletIdsByCampaign(
  db: Queryable,
  business: Business,
  campaignIds: number[],
): Promise<Map<number, number[]>> {
  const byCampaign = new Map<number, number[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({ campaignId: campaignOutlets.campaignId, outletId: campaignOutlets.outletId })
    .from(campaignOutlets)
    .where(
      and(inBusiness(campaignOutlets.businessId, business), inArray(campaignOutlets.campaignId, campaignIds)),
    )
    .orderBy(asc(campaignOutlets.campaignId), asc(campaignOutlets.outletId));
  for (const row of rows) byCampaign.get(row.campaignId)?.push(row.outletId);
  return byCampaign;
}

/**
 * The named outlets of the business, locked in id order (so two saves naming the same outlets queue rather than
 * deadlock) until the transaction ends: the per-outlet campaign count read after this cannot change underneath.
 */
export async function lockOutlets(
  db: Queryable,
  business: Business,
  outletIds: number[],
): Promise<{ id: number; name: string }[]> {
  if (outletIds.length === 0) return [];
  return db
    .select({ id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), inArray(outlets.id, outletIds)))
    .orderBy(asc(outlets.id))
    .for('update');
}

/** How many campaigns each outlet has, not counting `exceptCampaignId` (the one being edited). */
export async function countCampaignsByOutlet(
  db: Queryable,
  business: Business,
  outletIds: number[],
  exceptCampaignId?: number,
): Promise<Map<number, number>> {
  if (outletIds.length === 0) return new Map();
  const conditions = [
    inBusiness(campaignOutlets.businessId, business),
    inArray(campaignOutlets.outletId, outletIds),
  ];
  if (exceptCampaignId !== undefined) conditions.push(ne(campaignOutlets.campaignId, exceptCampaignId));
  const rows = await db
    .select({ outletId: campaignOutlets.outletId, total: count() })
    .from(campaignOutlets)
    .where(and(...conditions))
    .groupBy(campaignOutlets.outletId);
  return new Map(rows.map((row) => [row.outletId, Number(row.total)]));
}

/** The business's zone: its first outlet's (docs/spec-notes.md, decided reading 10). */
export async function findBusinessZone(db: Queryable, business: Business): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: outlets.timeZone })
    .from(outlets)
    .where(inBusiness(outlets.businessId, business))
    .orderBy(asc(outlets.id))
    .limit(1);
  return row?.timeZone;
}
