import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';
import { DISCOUNT_PERCENTAGE_DECIMALS, hasAtMostDecimals } from './discounts.js';

/**
 * The service charge library ("Gratuity" screen, decision 0156). A Gratuity has a name unique in the Business
 * ignoring case and surrounding spaces, a rate from 0 to 100 per cent with at most two decimals (the Discount
 * screen's percentage rule, decision 0020), is offered at some Outlets (`gratuity_outlets`) and applies to some
 * sales types (`gratuity_sales_types`; none = every sales type).
 */

export const GRATUITY_PAGE_SIZE = 25;
export const GRATUITY_MAX_PAGE_SIZE = 100;
export const GRATUITY_MAX_RATE = 100;
export const GRATUITY_RATE_DECIMALS = DISCOUNT_PERCENTAGE_DECIMALS;
/** Not in the spec; long enough for "Service Charge Dine In", short enough for a receipt line. */
export const GRATUITY_NAME_MAX_LENGTH = 60;
/** Not in the spec; bounds so that one request cannot name an unbounded list. */
export const GRATUITY_MAX_OUTLETS = 1000;
export const GRATUITY_MAX_SALES_TYPES = 200;

export const gratuityMessages = defineMessages('gratuities', {
  nameRequired: '*Gratuity name is required',
  nameTooLong: `*Gratuity name can not be longer than ${GRATUITY_NAME_MAX_LENGTH} characters`,
  rateRequired: '*Gratuity rate is required',
  rateNotANumber: '*Gratuity rate is not a valid number',
  rateOutOfRange: `*Gratuity rate must be between 0 and ${GRATUITY_MAX_RATE}%`,
  rateDecimals: `*Gratuity rate can have at most ${GRATUITY_RATE_DECIMALS} decimals`,
  outletRequired: '*Assign the gratuity to at least one outlet',
  outletNotInBusiness: '*The gratuity can only be assigned to your own outlets',
  salesTypeNotInBusiness: '*This sales type is not one of your sales types',
});
export type GratuityMessage = (typeof gratuityMessages)[keyof typeof gratuityMessages];
export type GratuityMessageKey = MessageKey<'gratuities', typeof gratuityMessages>;

/**
 * Codes numbered after decision 0156, which declares them. A taken name answers 409 under the name field; a
 * service charge that is missing or another business's answers 404 `NOT_FOUND` with `GRATUITY_NOT_FOUND_MESSAGE`.
 */
export const GRATUITY_NOT_FOUND_MESSAGE = 'Gratuity does not found or already removed';
export const gratuityErrors = {
  '0157-0010': {
    status: 409,
    message: 'Gratuity name already exists in your business, please use another name.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type GratuityErrorCode = keyof typeof gratuityErrors;
export const GRATUITY_NAME_TAKEN = '0157-0010' satisfies GratuityErrorCode;

// ---- Building blocks, shared by the requests and the panel's form ----

export const gratuityNameSchema = text(gratuityMessages.nameRequired)
  .trim()
  .min(1, gratuityMessages.nameRequired)
  .max(GRATUITY_NAME_MAX_LENGTH, gratuityMessages.nameTooLong);

/** The rate rule: a number from 0 to 100 with at most two decimals. Returns the first rule broken, or undefined. */
export function gratuityRateProblem(rate: number): GratuityMessage | undefined {
  if (!Number.isFinite(rate)) return gratuityMessages.rateNotANumber;
  if (!hasAtMostDecimals(rate, GRATUITY_RATE_DECIMALS)) return gratuityMessages.rateDecimals;
  if (rate < 0 || rate > GRATUITY_MAX_RATE) return gratuityMessages.rateOutOfRange;
  return undefined;
}

export const gratuityRateSchema = z
  .number({ message: gratuityMessages.rateRequired })
  .superRefine((rate, ctx) => {
    const problem = gratuityRateProblem(rate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('Per cent, 0 to 100, at most two decimals');

export const gratuityOutletIdsSchema = z
  .array(idSchema, { message: gratuityMessages.outletRequired })
  .min(1, gratuityMessages.outletRequired)
  .max(GRATUITY_MAX_OUTLETS);

export const gratuitySalesTypeIdsSchema = z.array(idSchema).max(GRATUITY_MAX_SALES_TYPES);

// ---- Responses ----

export const gratuitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number(),
  outlet_ids: z.array(z.number().int()),
  /** The sales types it applies to; empty = every sales type. */
  sales_type_ids: z.array(z.number().int()),
});
export type Gratuity = z.infer<typeof gratuitySchema>;

// ---- GET /api/v1/gratuities ----

export const listGratuitiesQuerySchema = cursorQuerySchema.extend({
  search: text().trim().max(GRATUITY_NAME_MAX_LENGTH).optional(),
  outlet: idParamSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(GRATUITY_MAX_PAGE_SIZE).default(GRATUITY_PAGE_SIZE),
});
export type ListGratuitiesQuery = z.input<typeof listGratuitiesQuerySchema>;
export const listGratuitiesResponseSchema = cursorPage(gratuitySchema);
export type ListGratuitiesResponse = z.infer<typeof listGratuitiesResponseSchema>;

// ---- GET /api/v1/gratuities/sales-type-choices ----

export const gratuitySalesTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type GratuitySalesType = z.infer<typeof gratuitySalesTypeSchema>;
export const gratuitySalesTypeChoicesSchema = z.object({ results: z.array(gratuitySalesTypeSchema) });
export type GratuitySalesTypeChoices = z.infer<typeof gratuitySalesTypeChoicesSchema>;

// ---- POST /api/v1/gratuities, PUT /api/v1/gratuities/:id ----

export const saveGratuityRequestSchema = z.object({
  name: gratuityNameSchema,
  rate: gratuityRateSchema,
  outlet_ids: gratuityOutletIdsSchema,
  /** Empty = every sales type. */
  sales_type_ids: gratuitySalesTypeIdsSchema.default([]),
});
export type SaveGratuityRequest = z.input<typeof saveGratuityRequestSchema>;
export type SaveGratuityBody = z.output<typeof saveGratuityRequestSchema>;

export const gratuityParamsSchema = z.object({ id: idParamSchema });

// ---- The endpoints (the legacy family /api/v1/gratuities; shapes ours, decision 0156) ----

export const gratuityEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/gratuities',
    summary: 'Service charges of the Business in name order, one page at a time',
    query: listGratuitiesQuerySchema,
    response: listGratuitiesResponseSchema,
    errors: [400, 401, 403],
  }),
  salesTypeChoices: defineEndpoint({
    method: 'GET',
    path: '/v1/gratuities/sales-type-choices',
    summary: 'The sales types a service charge may apply to',
    response: gratuitySalesTypeChoicesSchema,
    errors: [401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/gratuities/:id',
    summary: 'One service charge',
    params: gratuityParamsSchema,
    response: gratuitySchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/gratuities',
    summary: 'Create a service charge',
    body: saveGratuityRequestSchema,
    status: 201,
    response: gratuitySchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/gratuities/:id',
    summary: 'Edit a service charge: its name, rate, outlets and sales types',
    params: gratuityParamsSchema,
    body: saveGratuityRequestSchema,
    response: gratuitySchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/gratuities/:id',
    summary: 'Delete a service charge; stored orders keep their own copy',
    params: gratuityParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
};
