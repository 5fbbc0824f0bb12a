import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { defineMessages } from './common/messages.js';
import { text } from './common/text.js';

/**
 * Account deletion (the product's screen description "Account deletion page", account-deletion request;
 * issue 18). The owner asks; the business is frozen at once and its data purged after the grace period.
 */

/** The reasons travel as the spec writes them. */
export const deletionReasons = [
  'Business is permanently closed',
  'Not interested in using the product',
  'Privacy issues',
  'Other reasons',
] as const;
export type DeletionReason = (typeof deletionReasons)[number];

/** Ours: the spec gives no limit for the notes. */
export const DELETION_NOTES_MAX = 1000;

/** A request is processed within 30 working days. */
export const DELETION_GRACE_WORKING_DAYS = 30;

export const deletionMessages = defineMessages('deletion', {
  reasonRequired: 'Please choose a reason.',
  notesTooLong: `Notes must be at most ${DELETION_NOTES_MAX} characters.`,
});

export const deletionTicketRequestSchema = z.object({
  reason: z.enum(deletionReasons, { message: deletionMessages.reasonRequired }),
  notes: text()
    .trim()
    .max(DELETION_NOTES_MAX, deletionMessages.notesTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type DeletionTicketRequest = z.input<typeof deletionTicketRequestSchema>;

export const deletionTicketSchema = z.object({ ticket_number: z.string() });
export type DeletionTicket = z.infer<typeof deletionTicketSchema>;

/**
 * The data bundle (issue 18 item 3, ours): before asking for deletion the owner downloads the business's data as
 * one zip of XLSX or CSV sheets, written by the export job (decision 0088). Kept EXPORT_FILE_DAYS like any export.
 */
export const DATA_BUNDLE_FEATURE = 'account-data-bundle';
export const dataBundleFormats = ['xlsx', 'csv'] as const;
export type DataBundleFormat = (typeof dataBundleFormats)[number];
/** The sheets of the bundle, one file each in the zip, in this order. */
export const dataBundleSheets = [
  'transactions',
  'items',
  'customers',
  'discounts',
  'campaigns',
  'invoices',
] as const;

export const dataBundleRequestSchema = z.object({
  format: z.enum(dataBundleFormats).default('xlsx'),
});
export type DataBundleRequest = z.input<typeof dataBundleRequestSchema>;

export const dataBundleSchema = z.object({
  id: z.uuid(),
  status: z.enum(['IN_PROGRESS', 'SUCCESS', 'FAILURE']),
  format: z.enum(dataBundleFormats),
  /** A fresh ten-minute link while the file is kept; null before SUCCESS, after a failure and once it aged out. */
  file_url: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  /** When the file is deleted (null until it is written). */
  expires_at: z.string().nullable(),
});
export type DataBundle = z.infer<typeof dataBundleSchema>;
/** The latest bundle of the business; null when none was asked for or the last one aged out. */
export const latestDataBundleSchema = z.object({ bundle: dataBundleSchema.nullable() });
export type LatestDataBundle = z.infer<typeof latestDataBundleSchema>;

export const deletionEndpoints = {
  createDataBundle: defineEndpoint({
    method: 'POST',
    path: '/business-service/v1/businesses/data-bundles',
    summary:
      'Ask for a bundle of the business’s data (owner only); a bundle still being written is answered instead',
    body: dataBundleRequestSchema,
    status: 201,
    response: dataBundleSchema,
    errors: [400, 401, 403],
  }),
  latestDataBundle: defineEndpoint({
    method: 'GET',
    path: '/business-service/v1/businesses/data-bundles/latest',
    summary: 'The business’s latest data bundle (owner only), with a fresh link while its file is kept',
    response: latestDataBundleSchema,
    errors: [401, 403],
  }),
  createTicket: defineEndpoint({
    method: 'POST',
    path: '/business-service/v1/businesses/business-deletion-tickets',
    summary:
      'Ask for the business’s deletion (owner only): every session ends, the business is frozen, subscriptions end',
    body: deletionTicketRequestSchema,
    status: 201,
    response: deletionTicketSchema,
    errors: [400, 401, 403],
  }),
};
