import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { defineMessages, type MessageKey } from './common/messages.js';

/**
 * Spreadsheet import of items (the product's Item list: "spreadsheet import (template, preview, row report)"), on the
 * legacy family `/v3/items` (docs/spec-notes.md "Item import and export", decision 0180):
 * - `GET import_items_template?format=` the template, its header in the caller's language;
 * - `POST import_items_temporary?file_name=` the file itself as the body (XLSX or CSV, at most 10 MB, refused
 *   before it is read when larger), read and checked, stored as a preview: nothing of the catalogue changes;
 * - `GET import_items/:id` the preview or the run;
 * - `POST import_items {import_id}` the merchant's confirmation: a job writes every row or none, announcing its
 *   progress on the realtime topic `item-import` (event `item-import`).
 * A row is one variant; rows naming the same item are its variants. A row updates the item of that name and its
 * variant of that name when they exist, and creates them otherwise.
 */

export const ITEM_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_IMPORT_MAX_ROWS = 10_000;
/** Problems answered with a preview; `refused_rows` counts every refused row all the same. */
export const ITEM_IMPORT_PROBLEMS_SHOWN = 1000;
// A row's text limits (item name, variant name, SKU, category) are not defined here: they are the item panel's
// (`items.ts`) and the Categories screen's (`categories.ts`), read by the import from there (decision 0180).
/** Prices, costs and stock above this are refused: far above any menu, and exact in every reader. */
export const ITEM_IMPORT_MAX_AMOUNT = 1_000_000_000;

export const ITEM_IMPORT_TEMPLATE_PATH = '/v3/items/import_items_template';
export const ITEM_IMPORT_UPLOAD_PATH = '/v3/items/import_items_temporary';
export const ITEM_IMPORT_TOPIC = 'item-import';
export const ITEM_IMPORT_EVENT = 'item-import';

export const itemImportFormats = ['xlsx', 'csv'] as const;
export type ItemImportFormat = (typeof itemImportFormats)[number];
export const itemImportLanguages = ['en', 'id'] as const;
export type ItemImportLanguage = (typeof itemImportLanguages)[number];

/** The template's columns, in order; an export of items writes the same ones (decision 0180). */
export const itemImportColumns = [
  'item_name',
  'variant_name',
  'category',
  'sku',
  'price',
  'cost',
  'outlets',
  'track_stock',
  'stock',
  'low_stock_level',
] as const;
export type ItemImportColumn = (typeof itemImportColumns)[number];
/** A file must have these; a missing optional column leaves what it would set as it is. */
export const requiredItemImportColumns: readonly ItemImportColumn[] = ['item_name', 'price'];

/** The header in each language; a file's header may be in either, and its language decides its numbers. */
export const itemImportHeaders: Record<ItemImportLanguage, Record<ItemImportColumn, string>> = {
  en: {
    item_name: 'Item name',
    variant_name: 'Variant name',
    category: 'Category',
    sku: 'SKU',
    price: 'Price',
    cost: 'Cost price',
    outlets: 'Outlets',
    track_stock: 'Track stock',
    stock: 'Stock',
    low_stock_level: 'Low stock level',
  },
  id: {
    item_name: 'Nama item',
    variant_name: 'Nama varian',
    category: 'Kategori',
    sku: 'SKU',
    price: 'Harga',
    cost: 'Harga modal',
    outlets: 'Outlet',
    track_stock: 'Lacak stok',
    stock: 'Stok',
    low_stock_level: 'Batas stok menipis',
  },
};
/** Yes and No in each language, as the template and the export write them; both languages are read. */
export const itemImportYesNo: Record<ItemImportLanguage, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  id: { yes: 'Ya', no: 'Tidak' },
};

/**
 * Why a file or a row is refused. `{{name}}` parts are filled from the problem's `params`, in the English message
 * and in the web app's translation alike.
 */
export const itemImportMessages = defineMessages('itemImport', {
  fileTooLarge: 'The file is larger than 10 MB.',
  fileUnreadable: 'The file could not be read. Upload an XLSX or CSV file made from the template.',
  fileEmpty: 'The file has no item rows under its header.',
  tooManyRows: 'A file can hold at most 10,000 rows. Split it into smaller files.',
  headerMissing: 'The header row has no column "{{column}}".',
  required: 'Required',
  tooLong: 'At most {{max}} characters',
  formula: 'A formula: type the value itself',
  notNumber: 'Not a number',
  notWholeRupiah: 'Must be whole Rupiah, without cents',
  notWholeNumber: 'Must be a whole number',
  negative: 'Must be 0 or more',
  tooBig: 'Must be at most 1,000,000,000',
  notYesNo: 'Must be Yes or No',
  unknownOutlet: 'No outlet named "{{name}}" among your outlets',
  stockNotTracked: 'Stock is kept only when Track stock is Yes',
  duplicateRow: 'Same item and variant as row {{row}}',
  duplicateSku: 'Same SKU as row {{row}}',
  skuTaken: 'SKU already used by the item "{{item}}"',
  itemDiffers: 'Differs from row {{row}} of the same item',
  bundleName: 'A bundle package has this name',
  notPreview: 'This import was already confirmed.',
  hasRefusedRows: 'Fix the refused rows in your file and upload it again.',
  importFailed: 'The import could not be written. Nothing was changed; please try again.',
  catalogueChanged:
    'Some rows are refused now: the catalogue changed since the preview. Nothing was changed.',
});
export type ItemImportMessageKey = MessageKey<'itemImport', typeof itemImportMessages>;

export const itemImportStatuses = ['PREVIEW', 'QUEUED', 'RUNNING', 'SUCCESS', 'FAILURE'] as const;
export type ItemImportStatus = (typeof itemImportStatuses)[number];

export const itemImportProblemSchema = z.object({
  /** The row's number in the spreadsheet (the header is usually row 1); 0 for the file as a whole. */
  row: z.number().int().nonnegative(),
  /** The column the problem is in; null for the row or the file. */
  column: z.enum(itemImportColumns).nullable(),
  key: z.string(),
  /** English, with its params filled in. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ItemImportProblem = z.infer<typeof itemImportProblemSchema>;

export const itemImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(itemImportStatuses),
  file_name: z.string(),
  /** The language the file's header is in, which decided how its numbers were read. */
  language: z.enum(itemImportLanguages),
  total_rows: z.number().int().nonnegative(),
  refused_rows: z.number().int().nonnegative(),
  new_items: z.number().int().nonnegative(),
  updated_items: z.number().int().nonnegative(),
  new_categories: z.number().int().nonnegative(),
  /** Rows written so far by the run. */
  processed_rows: z.number().int().nonnegative(),
  /** Every refused row's problems, the first ITEM_IMPORT_PROBLEMS_SHOWN of them. */
  problems: z.array(itemImportProblemSchema),
  /** Why a run ended FAILURE; null otherwise. */
  error: z.object({ key: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ItemImport = z.infer<typeof itemImportSchema>;

export const itemImportTemplateQuerySchema = z.object({
  format: z.enum(itemImportFormats).default('xlsx'),
});
export const itemImportUploadQuerySchema = z.object({
  file_name: z.string().trim().min(1).max(255),
});
export const itemImportIdParamsSchema = z.object({ id: z.uuid() });
export const confirmItemImportBodySchema = z.object({ import_id: z.uuid() });

/** The realtime event of a run: `{id, status, processed_rows, total_rows}`. */
export const itemImportEventDataSchema = z.object({
  id: z.string(),
  status: z.enum(itemImportStatuses),
  processed_rows: z.number().int(),
  total_rows: z.number().int(),
});

export const itemImportEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/v3/items/import_items/:id',
    summary: 'One item import: its preview, or its run',
    params: itemImportIdParamsSchema,
    response: itemImportSchema,
    errors: [400, 401, 403, 404],
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/v3/items/import_items',
    summary: 'Confirm an item import: a job writes all its rows or none',
    body: confirmItemImportBodySchema,
    response: itemImportSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The template's file name, as the download names it. */
export const itemImportTemplateFileName = (language: ItemImportLanguage, format: ItemImportFormat) =>
  `${language === 'id' ? 'template-impor-item' : 'item-import-template'}.${format}`;

/** Fills a message's `{{name}}` parts. */
export function fillMessage(message: string, params: Record<string, string | number>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
