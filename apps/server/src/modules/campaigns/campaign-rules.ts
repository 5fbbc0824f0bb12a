import {
  type Campaign,
  campaignDisplayTopic,
  CAMPAIGN_OUTLET_FULL,
  CAMPAIGNS_PER_OUTLET,
  campaignImageProblem,
  campaignMessages,
  outletFullMessage,
  outletsFullMessage,
  type SaveCampaignBody,
} from '@backoffice/contracts/campaigns';
import type { FieldError } from '@backoffice/contracts/common/errors';
import type { Database, Queryable } from '../../db/database.js';
import type { CampaignImage } from '../../db/schema/marketing.js';
import { campaignPeriod, campaignStatus, periodHasEnded } from '../../domain/campaign-schedule.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { storeDisplayCopy } from '../../platform/files/display-copy.js';
import { findFile } from '../../platform/files/files.repository.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import {
  type CampaignRow,
  type CampaignValues,
  countCampaignsByOutlet,
  findBusinessZone,
  findCampaign,
  lockOutlets,
} from './campaigns.repository.js';

/** What every campaign operation works with; `now` is the app's clock, so tests can fix it. */
export interface CampaignContext {
  db: Database;
  realtime: RealtimeHub;
  store: FileStore;
  /** The address the caller reached the server by (decision 0132): image addresses are built on it. */
  origin: string;
  now: () => Date;
}

/** The address of one of the business's public files, on the caller's origin (decision 0132). */
export type FileAddress = (fileId: string) => string;

export function fileAddressOf(context: Pick<CampaignContext, 'origin'>, caller: Caller): FileAddress {
  return (fileId) => `${context.origin}/api/file/v1/public/${caller.businessId}/${fileId}`;
}

/** The realtime topic kind of the outlets' displays (decision 0091). */
export const CAMPAIGN_TOPIC = 'campaigns';
export const CAMPAIGN_CHANGED = 'changed';

const DEFAULT_ZONE = 'Asia/Jakarta';

export function campaignNotFound(): AppError {
  return AppError.notFound();
}

export async function findCampaignOr404(
  db: Queryable,
  caller: Caller,
  campaignId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const row = await findCampaign(db, caller, campaignId, options);
  if (!row) throw campaignNotFound();
  return row;
}

/** An image's addresses: an uploaded file's are built for this request; an image without a file has its own. */
function imageOf(image: CampaignImage, address: FileAddress): Campaign['images'][number] {
  if (!image.id) return { id: null, name: image.name, url: image.url ?? '', display_url: image.url ?? '' };
  const url = address(image.id);
  return {
    id: image.id,
    name: image.name,
    url,
    display_url: image.displayId ? address(image.displayId) : url,
  };
}

export function toCampaign(
  row: Pick<CampaignRow, 'id' | 'name' | 'images' | 'duration' | 'startDate' | 'endDate' | 'isActive'>,
  outletIds: number[],
  now: Date,
  address: FileAddress,
): Campaign {
  return {
    id: row.id,
    name: row.name,
    images: row.images.map((image) => imageOf(image, address)),
    duration: row.duration,
    outlet_ids: outletIds,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    is_active: row.isActive,
    status: campaignStatus({ isActive: row.isActive, start: row.startDate, end: row.endDate }, now),
  };
}

/**
 * Locks the named outlets (each must be the business's and within the caller's reach, else the same 400 as an id
 * that does not exist), then refuses any that would have more than 5 campaigns with this one: `0010`, the spec's
 * message naming the outlet, or 'Multiple outlets' with the list. The locks hold until the save commits, so two
 * saves racing for an outlet's last place are counted one after the other (decision 0090).
 */
export async function assertOutletsTakeCampaign(
  db: Queryable,
  caller: Caller,
  outletIds: number[],
  campaignId?: number,
): Promise<void> {
  const locked = await lockOutlets(db, caller, outletIds);
  const names = new Map(locked.map((outlet) => [outlet.id, outlet.name]));
  const unknown: FieldError[] = [];
  outletIds.forEach((id, index) => {
    if (!names.has(id) || !reachesOutlet(caller, id))
      unknown.push({ field: `body.outlet_ids.${index}`, message: campaignMessages.outletNotInBusiness });
  });
  const [first, ...rest] = unknown;
  if (first) throw AppError.invalidFields([first, ...rest]);

  const counts = await countCampaignsByOutlet(db, caller, outletIds, campaignId);
  const full: FieldError[] = [];
  outletIds.forEach((id, index) => {
    if ((counts.get(id) ?? 0) >= CAMPAIGNS_PER_OUTLET)
      full.push({ field: `body.outlet_ids.${index}`, message: outletFullMessage(names.get(id)!) });
  });
  if (full.length > 0) {
    const fullNames = outletIds.filter((id) => (counts.get(id) ?? 0) >= CAMPAIGNS_PER_OUTLET);
    throw new AppError(
      409,
      CAMPAIGN_OUTLET_FULL,
      outletsFullMessage(fullNames.map((id) => names.get(id)!)),
      full,
    );
  }
}

/**
 * The images to save. An uploaded image (`id`) must be a public file of the caller's business that passes the
 * campaign rule, else a 400 at `body.images.<index>` with the spec's message; it is stored by its key (the file's
 * id, and the id of a copy resized for the display, decisions 0092 and 0132), never by an address. An image without
 * an id is kept only if the campaign already shows it.
 */
export async function resolveImages(
  context: Pick<CampaignContext, 'store'>,
  db: Queryable,
  caller: Caller,
  images: SaveCampaignBody['images'],
  current: CampaignImage[] = [],
): Promise<CampaignImage[]> {
  const errors: FieldError[] = [];
  const resolved: CampaignImage[] = [];
  for (const [index, image] of images.entries()) {
    const field = `body.images.${index}`;
    if (!image.id) {
      const kept = current.find((existing) => !existing.id && existing.url === image.url);
      if (kept) resolved.push({ ...kept, name: image.name });
      else errors.push({ field, message: campaignMessages.imageNotFound });
      continue;
    }
    const previous = current.find((existing) => existing.id === image.id);
    // Kept by its key: what the campaign stored, whatever address the client read it by.
    if (previous) {
      resolved.push({ ...previous, name: image.name });
      continue;
    }
    const file = await findFile(db, caller.businessId, image.id);
    if (!file || file.privateAccess) {
      errors.push({ field, message: campaignMessages.imageNotFound });
      continue;
    }
    const problem = campaignImageProblem({
      contentType: file.contentType,
      size: file.byteSize,
      width: file.width,
      height: file.height,
    });
    if (problem) {
      errors.push({ field, message: problem });
      continue;
    }
    const copy = await storeDisplayCopy(db, context.store, file);
    resolved.push({ id: file.id, name: image.name, ...(copy ? { displayId: copy.id } : {}) });
  }
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
  return resolved;
}

/** The stored values of a save: the period cut in the business's zone. */
export async function campaignValues(
  db: Queryable,
  caller: Caller,
  input: SaveCampaignBody,
  images: CampaignImage[],
  now: Date,
): Promise<Omit<CampaignValues, 'isActive'>> {
  const zone = (await findBusinessZone(db, caller)) ?? DEFAULT_ZONE;
  const period = campaignPeriod({ startDate: input.start_date, endDate: input.end_date }, zone, now);
  if (periodHasEnded(period.end, now))
    throw AppError.invalidField('body.end_date', campaignMessages.endPassed);
  return {
    name: input.name,
    images,
    duration: input.duration,
    startDate: period.start,
    endDate: period.end,
  };
}

/** Tells the displays of every outlet the change touches, in the save's transaction (decision 0091). */
export async function announceChange(
  context: CampaignContext,
  db: Queryable,
  caller: Caller,
  outletIds: Iterable<number>,
  campaignId: number,
): Promise<void> {
  for (const outletId of new Set(outletIds)) {
    await context.realtime.publish(
      {
        businessId: caller.businessId,
        topic: campaignDisplayTopic(outletId),
        type: CAMPAIGN_CHANGED,
        data: { campaign_id: campaignId },
      },
      { in: db },
    );
  }
}
