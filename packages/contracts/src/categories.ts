import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * Item categories (the Library's "Categories" screen). A Category is a row of the Business, its name unique in it
 * ignoring case and surrounding spaces, with an optional tile colour for the cashier app. Deleting one leaves its
 * items uncategorised (`items.category_id` set null by the foreign key), never deletes them (docs/spec-notes.md).
 */

export const CATEGORY_PAGE_SIZE = 25;
export const CATEGORY_MAX_PAGE_SIZE = 100;
/** Not in the spec: long enough for any tile label, short enough to fit on it. */
export const CATEGORY_NAME_MAX_LENGTH = 50;
/** Not in the spec: a bound so that one request cannot name an unbounded list. */
export const CATEGORY_MAX_IDS = 500;
/** The tile colours the panel offers; any `#RRGGBB` is accepted. */
export const CATEGORY_SWATCHES = [
  '#E03131',
  '#F76707',
  '#F59F00',
  '#37B24D',
  '#0CA678',
  '#1C7ED6',
  '#4263EB',
  '#7048E8',
  '#AE3EC9',
  '#D6336C',
  '#868E96',
  '#212529',
] as const;

/** Our words (the spec gives none); errors carry their key and the web app translates by it. */
export const categoryMessages = defineMessages('categories', {
  nameRequired: 'Category name is required',
  nameTooLong: `Category name can not be longer than ${CATEGORY_NAME_MAX_LENGTH} characters`,
  colorInvalid: 'Colour must be a hex colour such as #1C7ED6',
  nothingSelected: 'Select at least one category',
  notFound: 'Category does not found or already removed',
});
export type CategoryMessageKey = MessageKey<'categories', typeof categoryMessages>;

/**
 * Our codes (docs/spec-notes.md): a taken name answers 409 under the name field. A missing category (or another
 * business's) answers the platform's 404 `NOT_FOUND` with `categoryMessages.notFound`, as every missing resource does.
 */
export const categoryErrors = {
  '0061-0002': {
    status: 409,
    message: 'Category name already exists in your business, please use another name.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type CategoryErrorCode = keyof typeof categoryErrors;
export const CATEGORY_NOT_FOUND = 'NOT_FOUND';
export const CATEGORY_NAME_TAKEN = '0061-0002' satisfies CategoryErrorCode;

// ---- Building blocks, shared by the request schemas and the panel's form ----

export const categoryNameSchema = text(categoryMessages.nameRequired)
  .trim()
  .min(1, categoryMessages.nameRequired)
  .max(CATEGORY_NAME_MAX_LENGTH, categoryMessages.nameTooLong);

/** `#RRGGBB`, stored upper-case; null = no colour (the cashier app's default tile). */
export const categoryColorSchema = text(categoryMessages.colorInvalid)
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, categoryMessages.colorInvalid)
  .transform((value) => value.toUpperCase())
  .nullable();

export const categoryParamsSchema = z.object({ id: idParamSchema });

// ---- Responses ----

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  /** Items of the Business in this Category. */
  item_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

// ---- GET /api/v1/categories ----

export const categorySortSchema = z.enum(['name', '-name', 'item_count', '-item_count']);
export type CategorySort = z.infer<typeof categorySortSchema>;

export const listCategoriesQuerySchema = cursorQuerySchema.extend({
  /** Part of the name, ignoring case. */
  search: text().trim().max(CATEGORY_NAME_MAX_LENGTH).optional(),
  sort: categorySortSchema.default('name'),
  per_page: z.coerce.number().int().min(1).max(CATEGORY_MAX_PAGE_SIZE).default(CATEGORY_PAGE_SIZE),
});
export type ListCategoriesQuery = z.input<typeof listCategoriesQuerySchema>;
export const listCategoriesResponseSchema = cursorPage(categorySchema);
export type ListCategoriesResponse = z.infer<typeof listCategoriesResponseSchema>;

// ---- Writes ----

export const saveCategoryRequestSchema = z.object({
  name: categoryNameSchema,
  color: categoryColorSchema.default(null),
});
export type SaveCategoryRequest = z.input<typeof saveCategoryRequestSchema>;
export type SaveCategoryBody = z.output<typeof saveCategoryRequestSchema>;

export const bulkDeleteCategoriesRequestSchema = z.object({
  ids: z
    .array(idSchema, { message: categoryMessages.nothingSelected })
    .min(1, categoryMessages.nothingSelected)
    .max(CATEGORY_MAX_IDS),
});
export type BulkDeleteCategoriesRequest = z.input<typeof bulkDeleteCategoriesRequestSchema>;

export const deleteCategoriesResponseSchema = z.object({
  /** Categories deleted (ids already gone are not counted). */
  deleted: z.number().int(),
  /** Items that were in them and are now uncategorised. */
  uncategorised_items: z.number().int(),
});
export type DeleteCategoriesResponse = z.infer<typeof deleteCategoriesResponseSchema>;

// ---- The endpoints (the legacy family /api/v1/categories; methods ours, docs/spec-notes.md) ----

export const categoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/categories',
    summary: 'Categories of the Business with their item counts, one page at a time',
    query: listCategoriesQuerySchema,
    response: listCategoriesResponseSchema,
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/categories/:id',
    summary: 'One Category',
    params: categoryParamsSchema,
    response: categorySchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/categories',
    summary: 'Create a Category',
    body: saveCategoryRequestSchema,
    status: 201,
    response: categorySchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/categories/:id',
    summary: 'Rename a Category or change its colour',
    params: categoryParamsSchema,
    body: saveCategoryRequestSchema,
    response: categorySchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/categories/:id',
    summary: 'Delete a Category; its items become uncategorised',
    params: categoryParamsSchema,
    response: deleteCategoriesResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  bulkDelete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/categories',
    summary: 'Delete several Categories; their items become uncategorised',
    body: bulkDeleteCategoriesRequestSchema,
    response: deleteCategoriesResponseSchema,
    errors: [400, 401, 403],
  }),
};
