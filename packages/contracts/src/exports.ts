import { z } from 'zod';
import {
  exportFeatureNames,
  SINGLE_OUTLET_EXPORT_MESSAGE,
  singleOutletExports,
  exportableSalesReports,
  isPdfSalesReport,
  type ExportFeatureName,
} from './export-kinds.js';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { cursorPage, cursorSchema } from './common/pagination.js';
import { text } from './common/text.js';
import { ITEM_SEARCH_MAX_LENGTH, stockStates } from './items.js';
import { localTimeSchema, RANGE_ORDER_MESSAGE } from './transactions.js';
import { REPORT_MAX_DAYS, REPORT_PERIODS } from './sales-report-periods.js';

/**
 * Exports of the success tab (the product's screen description "Export", "Export status", "Export (success tab)"
 * "Exports"): a request answers an id at once; a job writes the file and announces completion on the realtime
 * topic `export:<feature_name>` with the event `export` {id, status}.
 */

export {
  exportableSalesReports,
  type ExportableSalesReport,
  isPdfSalesReport,
  pdfSalesReports,
  type PdfSalesReport,
  canExportFor,
  exportFeatureNames,
  SINGLE_OUTLET_EXPORT_MESSAGE,
  singleOutletExports,
  type ExportFeatureName,
} from './export-kinds.js';
export const exportStatuses = ['IN_PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export type ExportStatus = (typeof exportStatuses)[number];
/** `pdf`: a sales report's printable file, for the reports `pdfSalesReports` names only (decision 0265). */
export const exportFormats = ['xlsx', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The realtime topic of one feature's exports and the event type its completion is announced with. */
export const exportTopic = (feature: ExportFeatureName) => `export:${feature}` as const;
export const EXPORT_EVENT = 'export';
/** Files of finished exports are kept this many days, then deleted (decision 0060). */
export const EXPORT_FILE_DAYS = 7;

/**
 * The Item list's filters as its address holds them (decision 0215): an `items` export writes the items the list
 * shows with them, its outlet filter being `additional.outlet_id`. Other exports ignore them.
 */
export const itemExportFiltersSchema = z.object({
  search: text().trim().max(ITEM_SEARCH_MAX_LENGTH).optional(),
  category: idSchema.optional(),
  brand: idSchema.optional(),
  stock: z.enum(stockStates).optional(),
});
export type ItemExportFilters = z.infer<typeof itemExportFiltersSchema>;

/** At most this many outlets named in one report export (the report's outlet chooser offers no more). */
export const REPORT_EXPORT_MAX_OUTLETS = 1000;

/** What a `sales-report` export writes: the report, its grouping, and the outlets (null: every outlet reached). */
export const reportExportFiltersSchema = z.object({
  report: z.enum(exportableSalesReports),
  period: z.enum(REPORT_PERIODS).default('DAY'),
  outlet_ids: z.array(idSchema).min(1).max(REPORT_EXPORT_MAX_OUTLETS).nullable().default(null),
  /** The language of a PDF's words (the page's when asked); sheets keep their English headers (decision 0265). */
  language: z.enum(['en', 'id']).default('en'),
});
export type ReportExportFilters = z.output<typeof reportExportFiltersSchema>;
export const REPORT_FILTERS_REQUIRED_MESSAGE = 'A sales report export names its report.';
export const REPORT_RANGE_MESSAGE = `A report covers at most ${REPORT_MAX_DAYS} days.`;
export const PDF_EXPORT_MESSAGE =
  'A PDF can be made of the Summary, Gross profit, Payment methods and Taxes reports only.';

const DAY_MS = 86_400_000;
/** Calendar days from the start's date to the end's, both included. */
const daysCovered = (start: string, end: string) =>
  Math.round((Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / DAY_MS) + 1;

export const createExportBodySchema = z
  .object({
    feature_name: z.enum(exportFeatureNames),
    additional: z
      .object({
        start_time: localTimeSchema,
        /** Inclusive, like the list's. */
        end_time: localTimeSchema,
        /** null: every outlet the caller reaches ("All Outlet"); cancelled and void exports need one. */
        outlet_id: idParamSchema.nullable(),
        item_filters: itemExportFiltersSchema.optional(),
        report_filters: reportExportFiltersSchema.optional(),
      })
      .superRefine((value, ctx) => {
        if (value.end_time < value.start_time) {
          ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: ['end_time'] });
        }
      }),
    format: z.enum(exportFormats).default('xlsx'),
  })
  .superRefine((value, ctx) => {
    if (value.feature_name === 'sales-report') {
      if (!value.additional.report_filters) {
        ctx.addIssue({
          code: 'custom',
          message: REPORT_FILTERS_REQUIRED_MESSAGE,
          path: ['additional', 'report_filters'],
        });
      }
      if (daysCovered(value.additional.start_time, value.additional.end_time) > REPORT_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', message: REPORT_RANGE_MESSAGE, path: ['additional', 'end_time'] });
      }
    }
    if (value.format === 'pdf') {
      const report = value.additional.report_filters?.report;
      if (value.feature_name !== 'sales-report' || (report !== undefined && !isPdfSalesReport(report))) {
        ctx.addIssue({ code: 'custom', message: PDF_EXPORT_MESSAGE, path: ['format'] });
      }
    }
    if (singleOutletExports.includes(value.feature_name) && value.additional.outlet_id === null) {
      ctx.addIssue({
        code: 'custom',
        message: SINGLE_OUTLET_EXPORT_MESSAGE,
        path: ['additional', 'outlet_id'],
      });
    }
  });
export type CreateExportBody = z.input<typeof createExportBodySchema>;

export const exportStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(exportStatuses),
  /** A fresh signed link while the file is kept; null before SUCCESS and after the file aged out. */
  file_url: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type ExportStatusResponse = z.infer<typeof exportStatusSchema>;

export const exportHistoryItemSchema = exportStatusSchema.extend({
  feature_name: z.enum(exportFeatureNames),
  format: z.enum(exportFormats),
  start_time: z.string(),
  end_time: z.string(),
  outlet_id: z.number().int().nullable(),
  outlet_name: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** The file was deleted after EXPORT_FILE_DAYS: no re-download. */
  expired: z.boolean(),
  /** A `sales-report` export's report; null for every other kind. */
  report: z.enum(exportableSalesReports).nullable(),
});
export type ExportHistoryItem = z.infer<typeof exportHistoryItemSchema>;

export const EXPORT_HISTORY_PAGE_SIZE = 20;

export const exportEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/exporting/v1/exports',
    summary: 'Request an export of the success tab',
    body: createExportBodySchema,
    status: 201,
    response: exportStatusSchema,
    errors: [400, 401, 403, 404],
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/exporting/v1/exports/:id',
    summary: 'One export: its status and, when done, a fresh link to its file',
    params: z.object({ id: z.uuid() }),
    response: exportStatusSchema,
    errors: [400, 401, 403, 404],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/exporting/v1/exports',
    summary: 'The business’s exports, newest first',
    query: z.object({ cursor: cursorSchema.optional() }),
    response: cursorPage(exportHistoryItemSchema),
    errors: [400, 401, 403],
  }),
};
