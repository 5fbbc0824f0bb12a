import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * Sales types (the Library's "Sales types" screen): Dine In, Take Away, Delivery and the merchant's own. A Sales
 * type is a row of the Business, its name unique in it ignoring case and surrounding spaces; it is offered at some
 * Outlets, may be switched off, and exactly one is the default a new bill starts with. The service charges it
 * carries are set on the Gratuity screen and only shown here.
 *
 * A caller limited to some Outlets sees only those Outlets of a Sales type, and a Sales type also offered beyond
 * them is theirs to read, not to change (decision 0011, decision 0152).
 */

export const SALES_TYPE_PAGE_SIZE = 25;
export const SALES_TYPE_MAX_PAGE_SIZE = 100;
/** Not in the spec: long enough for "GrabFood Delivery Express", short enough for a till button. */
export const SALES_TYPE_NAME_MAX_LENGTH = 50;
/** Not in the spec: a bound so that one request cannot name an unbounded list. */
export const SALES_TYPE_MAX_OUTLETS = 1000;
/** `all-outlet` answers every Sales type at once, up to this many (docs/spec-notes.md). */
export const SALES_TYPE_ALL_LIMIT = 500;

/** Our words (the spec gives none); errors carry their key and the web app translates by it. */
export const salesTypeMessages = defineMessages('salesTypes', {
  nameRequired: 'Sales type name is required',
  nameTooLong: `Sales type name can not be longer than ${SALES_TYPE_NAME_MAX_LENGTH} characters`,
  outletNotInBusiness: 'This outlet is not one of the outlets you manage',
  sharedBeyondReach: 'This sales type is also offered at outlets you do not manage, so you cannot change it.',
  defaultMustBeActive: 'The default sales type must stay active',
  notFound: 'Sales type does not found or already removed',
});
export type SalesTypeMessageKey = MessageKey<'salesTypes', typeof salesTypeMessages>;

/**
 * Our codes (docs/spec-notes.md). A missing sales type (or another business's) answers the platform's 404
 * `NOT_FOUND` with `salesTypeMessages.notFound`, as every missing resource does.
 */
export const salesTypeErrors = {
  '0062-0002': {
    status: 409,
    message: 'Sales type name already exists in your business, please use another name.',
  },
  '0062-0003': {
    status: 409,
    message: 'The default sales type cannot be deleted. Make another sales type the default first.',
  },
  '0062-0004': {
    status: 409,
    message: 'The default sales type cannot be switched off. Make another sales type the default first.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type SalesTypeErrorCode = keyof typeof salesTypeErrors;
export const SALES_TYPE_NOT_FOUND = 'NOT_FOUND';
export const SALES_TYPE_NAME_TAKEN = '0062-0002' satisfies SalesTypeErrorCode;
export const SALES_TYPE_DEFAULT_UNDELETABLE = '0062-0003' satisfies SalesTypeErrorCode;
export const SALES_TYPE_DEFAULT_INACTIVE = '0062-0004' satisfies SalesTypeErrorCode;

// ---- Building blocks ----

export const salesTypeNameSchema = text(salesTypeMessages.nameRequired)
  .trim()
  .min(1, salesTypeMessages.nameRequired)
  .max(SALES_TYPE_NAME_MAX_LENGTH, salesTypeMessages.nameTooLong);

/** May be empty: a Sales type offered nowhere yet (the merchant adds outlets later). */
export const salesTypeOutletIdsSchema = z.array(idSchema).max(SALES_TYPE_MAX_OUTLETS);

export const salesTypeParamsSchema = z.object({ id: idParamSchema });

// ---- Responses ----

export const salesTypeGratuitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Per cent, up to two decimals. */
  percentage: z.number(),
  /** True when the service charge names no sales type and so applies to every one (decision 0150). */
  applies_to_all: z.boolean(),
});
export type SalesTypeGratuity = z.infer<typeof salesTypeGratuitySchema>;

export const salesTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  /** The Outlets offering it that the caller reaches, ascending. */
  outlet_ids: z.array(z.number().int()),
  /** Service charges it carries, in name order (read-only here: the Gratuity screen sets them). */
  gratuities: z.array(salesTypeGratuitySchema),
  /** Whether the caller may change it: false when it is also offered beyond their reach (decision 0011). */
  can_edit: z.boolean(),
});
export type SalesType = z.infer<typeof salesTypeSchema>;

// ---- GET /api/library/v1/sales-type ----

export const listSalesTypesQuerySchema = cursorQuerySchema.extend({
  search: text().trim().max(SALES_TYPE_NAME_MAX_LENGTH).optional(),
  /** One Outlet's sales types; absent = all. */
  outlet: idParamSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(SALES_TYPE_MAX_PAGE_SIZE).default(SALES_TYPE_PAGE_SIZE),
});
export type ListSalesTypesQuery = z.input<typeof listSalesTypesQuerySchema>;
export const listSalesTypesResponseSchema = cursorPage(salesTypeSchema);
export type ListSalesTypesResponse = z.infer<typeof listSalesTypesResponseSchema>;

export const allSalesTypesResponseSchema = z.object({ results: z.array(salesTypeSchema) });
export type AllSalesTypesResponse = z.infer<typeof allSalesTypesResponseSchema>;

// ---- Writes ----

export const createSalesTypeRequestSchema = z.object({
  name: salesTypeNameSchema,
  outlet_ids: salesTypeOutletIdsSchema.default([]),
  is_active: z.boolean().default(true),
  /** true makes it the default, and the previous default an ordinary one, in the same transaction. */
  is_default: z.boolean().default(false),
});
export type CreateSalesTypeRequest = z.input<typeof createSalesTypeRequestSchema>;
export type CreateSalesTypeBody = z.output<typeof createSalesTypeRequestSchema>;

/**
 * `outlet_ids` are the Outlets within the caller's reach that should offer it; Outlets beyond their reach are not
 * theirs to name and stay as they are. `is_default: false` on the default changes nothing: a business always keeps
 * one default, which moves only when another is made the default.
 */
export const updateSalesTypeRequestSchema = z.object({
  name: salesTypeNameSchema,
  outlet_ids: salesTypeOutletIdsSchema,
  is_default: z.boolean().default(false),
});
export type UpdateSalesTypeRequest = z.input<typeof updateSalesTypeRequestSchema>;
export type UpdateSalesTypeBody = z.output<typeof updateSalesTypeRequestSchema>;

export const manageStateRequestSchema = z.object({ is_active: z.boolean() });
export type ManageStateRequest = z.input<typeof manageStateRequestSchema>;

export const checkDeletableResponseSchema = z.object({
  deletable: z.boolean(),
  /** Why not: `default` (make another the default first), `not_yours` (offered beyond the caller's reach). */
  reason: z.enum(['default', 'not_yours']).nullable(),
  /** Items limited to this Sales type among others; deleting it takes it off them. */
  item_count: z.number().int(),
  /** Service charges that name it; deleting it takes it off them. */
  gratuity_count: z.number().int(),
});
export type CheckDeletableResponse = z.infer<typeof checkDeletableResponseSchema>;

// ---- The endpoints (the legacy family /api/library/v1/sales-type; methods ours, docs/spec-notes.md) ----

const base = '/library/v1/sales-type';

export const salesTypeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    summary: 'Sales types of the Business in name order, one page at a time',
    query: listSalesTypesQuerySchema,
    response: listSalesTypesResponseSchema,
    errors: [400, 401, 403],
  }),
  allOutlet: defineEndpoint({
    method: 'GET',
    path: `${base}/all-outlet`,
    summary: 'Every Sales type of the Business with its Outlets, for pickers',
    response: allSalesTypesResponseSchema,
    errors: [401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/:id`,
    summary: 'One Sales type',
    params: salesTypeParamsSchema,
    response: salesTypeSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    summary: 'Create a Sales type',
    body: createSalesTypeRequestSchema,
    status: 201,
    response: salesTypeSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Rename a Sales type, set its Outlets, or make it the default',
    params: salesTypeParamsSchema,
    body: updateSalesTypeRequestSchema,
    response: salesTypeSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  manageState: defineEndpoint({
    method: 'PUT',
    path: `${base}/manage-state/:id`,
    summary: 'Switch a Sales type on or off',
    params: salesTypeParamsSchema,
    body: manageStateRequestSchema,
    response: salesTypeSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  checkDeletable: defineEndpoint({
    method: 'GET',
    path: `${base}/check-deletable/:id`,
    summary: 'Whether a Sales type may be deleted, and what deleting it takes off',
    params: salesTypeParamsSchema,
    response: checkDeletableResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    summary: 'Delete a Sales type; stored orders keep its name',
    params: salesTypeParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404, 409],
  }),
};
