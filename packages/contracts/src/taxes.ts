import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';
import { DISCOUNT_PERCENTAGE_DECIMALS, hasAtMostDecimals } from './discounts.js';

/**
 * The tax library ("Taxes" screen, decision 0156). A Tax has a name unique in the Business ignoring case and
 * surrounding spaces, a rate from 0 to 100 per cent with at most two decimals (the Discount screen's percentage
 * rule, decision 0020: refused with a message, never rounded), is added to the price or included in it
 * (decision 0155), is offered at some Outlets (`tax_outlets`) and applies to some items (`item_taxes`).
 */

export const TAX_PAGE_SIZE = 25;
export const TAX_MAX_PAGE_SIZE = 100;
export const TAX_MAX_RATE = 100;
export const TAX_RATE_DECIMALS = DISCOUNT_PERCENTAGE_DECIMALS;
/** Not in the spec; long enough for "PB1 (Pajak Restoran)", short enough for a receipt line. */
export const TAX_NAME_MAX_LENGTH = 60;
/** Not in the spec; a bound so that one request cannot name an unbounded list. */
export const TAX_MAX_OUTLETS = 1000;
/** Items chosen one by one; beyond this a merchant chooses "All items" (decision 0156). */
export const TAX_MAX_ITEMS = 1000;
/** How many item choices one search answers. */
export const TAX_ITEM_CHOICES = 50;

export const taxMessages = defineMessages('taxes', {
  nameRequired: '*Tax name is required',
  nameTooLong: `*Tax name can not be longer than ${TAX_NAME_MAX_LENGTH} characters`,
  rateRequired: '*Tax rate is required',
  rateNotANumber: '*Tax rate is not a valid number',
  rateOutOfRange: `*Tax rate must be between 0 and ${TAX_MAX_RATE}%`,
  rateDecimals: `*Tax rate can have at most ${TAX_RATE_DECIMALS} decimals`,
  outletRequired: '*Assign the tax to at least one outlet',
  outletNotInBusiness: '*The tax can only be assigned to your own outlets',
  itemsRequired: '*Choose at least one item, or all items',
  tooManyItems: `*Choose at most ${TAX_MAX_ITEMS} items one by one, or all items`,
  itemNotInBusiness: '*This item is not in your business',
});
export type TaxMessage = (typeof taxMessages)[keyof typeof taxMessages];
export type TaxMessageKey = MessageKey<'taxes', typeof taxMessages>;

/**
 * Codes numbered after decision 0156, which declares them. A taken name answers 409 under the name field; a Tax
 * that is missing or another business's answers 404 `NOT_FOUND` with `TAX_NOT_FOUND_MESSAGE`, like every resource.
 */
export const TAX_NOT_FOUND_MESSAGE = 'Tax does not found or already removed';
export const taxErrors = {
  '0156-0010': { status: 409, message: 'Tax name already exists in your business, please use another name.' },
} as const satisfies Record<string, { status: number; message: string }>;
export type TaxErrorCode = keyof typeof taxErrors;
export const TAX_NAME_TAKEN = '0156-0010' satisfies TaxErrorCode;

// ---- Building blocks, shared by the requests and the panel's form ----

export const taxNameSchema = text(taxMessages.nameRequired)
  .trim()
  .min(1, taxMessages.nameRequired)
  .max(TAX_NAME_MAX_LENGTH, taxMessages.nameTooLong);

/** The rate rule: a number from 0 to 100 with at most two decimals. Returns the first rule broken, or undefined. */
export function taxRateProblem(rate: number): TaxMessage | undefined {
  if (!Number.isFinite(rate)) return taxMessages.rateNotANumber;
  if (!hasAtMostDecimals(rate, TAX_RATE_DECIMALS)) return taxMessages.rateDecimals;
  if (rate < 0 || rate > TAX_MAX_RATE) return taxMessages.rateOutOfRange;
  return undefined;
}

export const taxRateSchema = z
  .number({ message: taxMessages.rateRequired })
  .superRefine((rate, ctx) => {
    const problem = taxRateProblem(rate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('Per cent, 0 to 100, at most two decimals (10.5 is ten and a half per cent)');

export const taxOutletIdsSchema = z
  .array(idSchema, { message: taxMessages.outletRequired })
  .min(1, taxMessages.outletRequired)
  .max(TAX_MAX_OUTLETS);

export const taxItemIdsSchema = z.array(idSchema).max(TAX_MAX_ITEMS, taxMessages.tooManyItems);

// ---- Responses ----

export const taxItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type TaxItem = z.infer<typeof taxItemSchema>;

export const taxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number(),
  /** Included in the price rather than added to it (decision 0155). */
  is_included: z.boolean(),
  outlet_ids: z.array(z.number().int()),
  /** How many items it applies to. */
  item_count: z.number().int(),
  /** It applies to every item of the Business (and there is at least one). */
  all_items: z.boolean(),
});
export type Tax = z.infer<typeof taxSchema>;

/** One Tax with the items it applies to, by name (none listed when it applies to all items). */
export const taxDetailSchema = taxSchema.extend({ items: z.array(taxItemSchema) });
export type TaxDetail = z.infer<typeof taxDetailSchema>;

// ---- GET /api/v1/taxes ----

export const listTaxesQuerySchema = cursorQuerySchema.extend({
  /** Part of the name, any case. */
  search: text().trim().max(TAX_NAME_MAX_LENGTH).optional(),
  /** One Outlet's taxes; absent = every Outlet. */
  outlet: idParamSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(TAX_MAX_PAGE_SIZE).default(TAX_PAGE_SIZE),
});
export type ListTaxesQuery = z.input<typeof listTaxesQuerySchema>;
export const listTaxesResponseSchema = cursorPage(taxSchema);
export type ListTaxesResponse = z.infer<typeof listTaxesResponseSchema>;

// ---- GET /api/v1/taxes/item-choices ----

export const taxItemChoicesQuerySchema = z.object({
  search: text().trim().max(100).optional(),
});
export type TaxItemChoicesQuery = z.input<typeof taxItemChoicesQuerySchema>;
export const taxItemChoicesResponseSchema = z.object({
  /** At most `TAX_ITEM_CHOICES` items in name order. */
  results: z.array(taxItemSchema),
  /** Every item of the Business: what "All items" stands for. */
  total_items: z.number().int(),
});
export type TaxItemChoicesResponse = z.infer<typeof taxItemChoicesResponseSchema>;

// ---- POST /api/v1/taxes, PUT /api/v1/taxes/:id ----

export const saveTaxRequestSchema = z
  .object({
    name: taxNameSchema,
    rate: taxRateSchema,
    is_included: z.boolean().default(false),
    outlet_ids: taxOutletIdsSchema,
    /** Every item the Business has now; new items get their taxes in the item panel. */
    all_items: z.boolean().default(false),
    /** The items, when not all; ignored when `all_items`. */
    item_ids: taxItemIdsSchema.default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.all_items && value.item_ids.length === 0)
      ctx.addIssue({ code: 'custom', message: taxMessages.itemsRequired, path: ['item_ids'] });
  });
export type SaveTaxRequest = z.input<typeof saveTaxRequestSchema>;
export type SaveTaxBody = z.output<typeof saveTaxRequestSchema>;

export const taxParamsSchema = z.object({ id: idParamSchema });

// ---- The endpoints (the legacy family /api/v1/taxes; shapes ours, decision 0156) ----

export const taxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/taxes',
    summary: 'Taxes of the Business in name order, one page at a time',
    query: listTaxesQuerySchema,
    response: listTaxesResponseSchema,
    errors: [400, 401, 403],
  }),
  itemChoices: defineEndpoint({
    method: 'GET',
    path: '/v1/taxes/item-choices',
    summary: 'Items a Tax may apply to, found by name',
    query: taxItemChoicesQuerySchema,
    response: taxItemChoicesResponseSchema,
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/taxes/:id',
    summary: 'One Tax with its items',
    params: taxParamsSchema,
    response: taxDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/taxes',
    summary: 'Create a Tax',
    body: saveTaxRequestSchema,
    status: 201,
    response: taxDetailSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/taxes/:id',
    summary: 'Edit a Tax: its name, rate, outlets and items',
    params: taxParamsSchema,
    body: saveTaxRequestSchema,
    response: taxDetailSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/taxes/:id',
    summary: 'Delete a Tax; stored orders keep their own copy',
    params: taxParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
};
