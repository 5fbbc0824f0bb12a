import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { text } from './common/text.js';
import { fileMessages } from './files.js';

/**
 * Customer-display campaigns (the product's screen description "Customer display campaigns screen", "Campaign",
 * "Campaign status"). A campaign is a slideshow of 1 to 5 images shown on the displays of the
 * outlets it is assigned to, each image `duration` seconds, over a period cut in the business's time zone.
 */

/** The product's constants. */
export const CAMPAIGN_PAGE_SIZE = 50;
export const CAMPAIGN_NAME_MAX_LENGTH = 25;
export const CAMPAIGN_MAX_IMAGES = 5;
export const CAMPAIGN_MIN_IMAGE_PIXELS = 800;
export const CAMPAIGN_MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const CAMPAIGN_MIN_DURATION = 1;
export const CAMPAIGN_MAX_DURATION = 60;
export const CAMPAIGNS_PER_OUTLET = 5;
/** Not in the spec; a bound so that one request cannot name an unbounded list. */
export const CAMPAIGN_MAX_OUTLETS = 1000;

/**
 * the product's validation rules, verbatim; the last group is ours, for rules the spec does not state. 'Max size is 8MB' and
 * 'Allowed format: PNG and JPEG' are the upload's (`fileMessages`), shared.
 */
export const campaignMessages = defineMessages('campaigns', {
  nameRequired: 'Name can not be empty',
  imageRequired: 'Image can not be empty',
  tooManyImages: 'Max 5 images',
  minHeight: 'Failed to upload image. Min height required is 800px',
  minWidth: 'Min width required is 800px',
  durationRequired: 'Duration can not be empty',
  outletRequired: 'Must assign at least 1 outlet',
  created: 'Campaign was successfully created',
  updated: 'Campaign was successfully updated',
  deleted: 'Campaign was successfully deleted',
  deactivated: 'Campaign was successfully deactivated',
  reactivated: 'Campaign was successfully reactivated',
  // Ours.
  nameCharacters: 'Name can only contain letters, numbers and spaces',
  nameTooLong: `Name can not be longer than ${CAMPAIGN_NAME_MAX_LENGTH} characters`,
  durationWhole: 'Duration must be a whole number of seconds',
  date: 'Must be a date as YYYY-MM-DD',
  startRequired: 'Choose a start date for the end date',
  endBeforeStart: 'The end date can not be before the start date',
  endPassed: 'The end date has already passed',
  imageNotFound: 'This image was not uploaded to your business',
  outletNotInBusiness: 'This outlet is not one of your business’s outlets',
});
export type CampaignMessage = (typeof campaignMessages)[keyof typeof campaignMessages];
export type CampaignMessageName = keyof typeof campaignMessages;
export type CampaignMessageKey = MessageKey<'campaigns', typeof campaignMessages>;

/**
 * the product's error catalogue. `0010` is the only numbered campaign error; its message names the outlet (or "Multiple outlets"), and
 * each outlet over the limit is also listed in `errors` (`body.outlet_ids.<index>`) so a client can name them.
 */
export const CAMPAIGN_OUTLET_FULL = '0010';
export const CAMPAIGN_NOT_FOUND = 'NOT_FOUND';

export function outletFullMessage(outletName: string): string {
  return `'${outletName}' can not be assigned as it already has ${CAMPAIGNS_PER_OUTLET} campaign assigned. Discharge them from other campaign and try again.`;
}
/** The spec's message for several outlets at once: 'Multiple outlets', then the list. */
export function outletsFullMessage(outletNames: readonly string[]): string {
  if (outletNames.length === 1) return outletFullMessage(outletNames[0]!);
  return `${outletFullMessage('Multiple outlets')} (${outletNames.join(', ')})`;
}

// ---- Building blocks, shared by the request schemas and the panel's form ----

export const campaignNameSchema = text(campaignMessages.nameRequired)
  .trim()
  .min(1, campaignMessages.nameRequired)
  .max(CAMPAIGN_NAME_MAX_LENGTH, campaignMessages.nameTooLong)
  .regex(/^[\p{L}\p{N} ]+$/u, campaignMessages.nameCharacters);

/** Above 60 becomes 60. */
export const campaignDurationSchema = z
  .number({ message: campaignMessages.durationRequired })
  .int(campaignMessages.durationWhole)
  .min(CAMPAIGN_MIN_DURATION, campaignMessages.durationRequired)
  .max(Number.MAX_SAFE_INTEGER)
  .transform((value) => Math.min(value, CAMPAIGN_MAX_DURATION));

export const campaignOutletIdsSchema = z
  .array(idSchema, { message: campaignMessages.outletRequired })
  .min(1, campaignMessages.outletRequired)
  .max(CAMPAIGN_MAX_OUTLETS);

/**
 * An image as saved: `id` is the uploaded file (the upload call's `id`); an image without one is one the campaign
 * already shows, kept as it is (the demo's, or one saved before). `url` and `display_url` are the server's.
 */
export const campaignImageInputSchema = z.object({
  id: z.uuid().nullish(),
  name: text().trim().min(1).max(255),
  url: text().max(2_000_000),
});
export type CampaignImageInput = z.infer<typeof campaignImageInputSchema>;

export const campaignImagesSchema = z
  .array(campaignImageInputSchema, { message: campaignMessages.imageRequired })
  .min(1, campaignMessages.imageRequired)
  .max(CAMPAIGN_MAX_IMAGES, campaignMessages.tooManyImages);

/** A calendar day in the business's zone (docs/spec-notes.md, decided reading 10). */
export const campaignDateSchema = text(campaignMessages.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, campaignMessages.date)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, campaignMessages.date);

/** What a campaign image file must be; the first rule broken gives its message. */
export function campaignImageProblem(file: {
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}): CampaignMessage | typeof fileMessages.allowedImageFormat | typeof fileMessages.maxSize8 | undefined {
  if (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')
    return fileMessages.allowedImageFormat;
  if (file.size > CAMPAIGN_MAX_IMAGE_BYTES) return fileMessages.maxSize8;
  if ((file.height ?? 0) < CAMPAIGN_MIN_IMAGE_PIXELS) return campaignMessages.minHeight;
  if ((file.width ?? 0) < CAMPAIGN_MIN_IMAGE_PIXELS) return campaignMessages.minWidth;
  return undefined;
}

// ---- Responses ----

/** Stored as `is_active`, shown as Scheduled / Ongoing / Inactive. */
export const campaignStatuses = ['scheduled', 'active', 'inactive'] as const;
export const campaignStatusSchema = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const campaignImageSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** The original as uploaded. */
  url: z.string(),
  /** The copy resized for the display; the original when there is none. */
  display_url: z.string(),
});
export type CampaignImage = z.infer<typeof campaignImageSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.array(campaignImageSchema),
  duration: z.number().int(),
  outlet_ids: z.array(z.number().int()),
  /** ISO instants. */
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  status: campaignStatusSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

// ---- GET /api/campaign/v1/campaigns ----

export const listCampaignsQuerySchema = z.object({
  outlet: idParamSchema.optional(),
  status: campaignStatusSchema.optional(),
  /** Pages are numbered from 1 (docs/spec-notes.md, decided reading 16). */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CAMPAIGN_PAGE_SIZE).default(CAMPAIGN_PAGE_SIZE),
});
export type ListCampaignsQuery = z.input<typeof listCampaignsQuerySchema>;

export const listCampaignsResponseSchema = z.object({
  results: z.array(campaignSchema),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ListCampaignsResponse = z.infer<typeof listCampaignsResponseSchema>;

// ---- POST and PUT ----

/**
 * the product's entity description save payload. No period (both dates null) runs indefinitely from tomorrow; a start without an end runs
 * indefinitely from that day; the end is the end of its day; a start already begun becomes now.
 */
export const saveCampaignRequestSchema = z
  .object({
    name: campaignNameSchema,
    images: campaignImagesSchema,
    duration: campaignDurationSchema,
    outlet_ids: campaignOutletIdsSchema,
    start_date: campaignDateSchema.nullable().default(null),
    end_date: campaignDateSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.end_date !== null && value.start_date === null)
      ctx.addIssue({ code: 'custom', message: campaignMessages.startRequired, path: ['start_date'] });
    if (value.end_date !== null && value.start_date !== null && value.end_date < value.start_date)
      ctx.addIssue({ code: 'custom', message: campaignMessages.endBeforeStart, path: ['end_date'] });
  });
export type SaveCampaignRequest = z.input<typeof saveCampaignRequestSchema>;
export type SaveCampaignBody = z.output<typeof saveCampaignRequestSchema>;

export const campaignIdParamsSchema = z.object({ campaignId: idParamSchema });

export const campaignStatusRequestSchema = z.object({ is_active: z.boolean() });
export type CampaignStatusRequest = z.infer<typeof campaignStatusRequestSchema>;

// ---- GET /api/campaign/v1/outlets/{outlet}/display (ours: the display page, decision 0091) ----

export const displayParamsSchema = z.object({ outlet: idParamSchema });

/** The outlet's campaigns that are switched on and not over, ongoing or still to start, in start order. */
export const displayCampaignsResponseSchema = z.object({
  outlet: z.object({ id: z.number().int(), name: z.string() }),
  campaigns: z.array(campaignSchema),
  /** The server's clock when it answered, so a display with a wrong clock still starts campaigns on time. */
  now: z.string(),
});
export type DisplayCampaignsResponse = z.infer<typeof displayCampaignsResponseSchema>;

/** The realtime topic an outlet's display listens to: `campaigns:<outlet id>`. */
export const campaignDisplayTopic = (outletId: number) => `campaigns:${outletId}`;

// ---- The endpoints ----

export const campaignEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/campaign/v1/campaigns',
    summary: 'Campaigns of the business, newest first, one page at a time',
    query: listCampaignsQuerySchema,
    response: listCampaignsResponseSchema,
    errors: [400, 401, 403],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/campaign/v1/campaigns',
    summary: 'Create a campaign',
    body: saveCampaignRequestSchema,
    status: 201,
    response: campaignSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/campaign/v1/campaigns/:campaignId',
    summary: 'Replace a campaign',
    params: campaignIdParamsSchema,
    body: saveCampaignRequestSchema,
    response: campaignSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/campaign/v1/campaigns/:campaignId',
    summary: 'Delete a campaign',
    params: campaignIdParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
  status: defineEndpoint({
    method: 'PATCH',
    path: '/campaign/v1/campaigns/:campaignId/status',
    summary: 'Deactivate or reactivate a campaign',
    params: campaignIdParamsSchema,
    body: campaignStatusRequestSchema,
    response: campaignSchema,
    errors: [400, 401, 403, 404],
  }),
  display: defineEndpoint({
    method: 'GET',
    path: '/campaign/v1/outlets/:outlet/display',
    summary: 'What an outlet’s customer display plays: its campaigns that are on and not over',
    params: displayParamsSchema,
    response: displayCampaignsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};
