import { z } from 'zod';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineEndpoint } from './common/endpoint.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * The discount library ("Discounts screen"). A Discount has no
 * id in this API: the screens name it by (name, type, amount), and the name is unique per Business ignoring case
 * and surrounding spaces. Lookups that carry a type and amount the Discount no longer has answer 0005-0001, so a
 * stale screen never edits or deletes a Discount someone else has just changed.
 *
 * Money is integer Rupiah; a percentage is 1 to 100 with at most two decimals (12.5 is twelve and a half per
 * cent, never 125); `amount: null` is a customizable (open) amount the cashier types at checkout. An amount that
 * breaks these rules is refused with a message, never rounded (decision 0020).
 */

/** The product's constants. */
export const DISCOUNT_PAGE_SIZE = 25;
export const DISCOUNT_MAX_PAGE_SIZE = 100;
export const DISCOUNT_MAX_PERCENTAGE = 100;
/** The shell spec shows percentages with two decimals; a percentage may carry no more than it can show. */
export const DISCOUNT_PERCENTAGE_DECIMALS = 2;
/** Not in the spec; long enough for any receipt line, short enough to keep the list readable. */
export const DISCOUNT_NAME_MAX_LENGTH = 100;
/** Not in the spec; a bound so that one request cannot name an unbounded list. */
export const DISCOUNT_MAX_OUTLETS = 1000;

/** The product's validation rules, verbatim. Errors carry their key (`discounts.nameRequired`); the web app translates by it. */
export const discountMessages = defineMessages('discounts', {
  nameRequired: '*Discount name is required',
  categoryRequired: '*Select one of the category',
  promoTypeRequired: '*Select one of the promo type',
  amountAtLeastOne: '*Insert amount value at least 1',
  amountTypeRequired: '*Select amount type',
  percentageTooHigh: '*Amount percentage can not be higher than 100%',
  outletRequired: '*Assign at least one outlet',
  // Ours, for rules the spec does not state.
  nameTooLong: `*Discount name can not be longer than ${DISCOUNT_NAME_MAX_LENGTH} characters`,
  rupiahWhole: '*Rupiah amount can not have decimals',
  percentageDecimals: `*Amount percentage can have at most ${DISCOUNT_PERCENTAGE_DECIMALS} decimals`,
  amountNotANumber: '*Amount is not a valid number',
  outletNotInBusiness: '*This outlet is not one of your outlets',
  outletKeptAndRemoved: '*An outlet can not be both kept and removed',
  sharedBeyondReach: 'This discount is also used at outlets you do not manage, so you cannot change it.',
});
export type DiscountMessage = (typeof discountMessages)[keyof typeof discountMessages];
export type DiscountMessageName = keyof typeof discountMessages;
export type DiscountMessageKey = MessageKey<'discounts', typeof discountMessages>;

/** The product's error catalogue. A taken name answers 409 Conflict: the request is well-formed, the Business's data refuses it. */
export const discountErrors = {
  '0005-0001': { status: 404, message: 'Discount does not found or already removed' },
  '0005-0010': {
    status: 409,
    message: 'Discount name already exists in your business, please use another name.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type DiscountErrorCode = keyof typeof discountErrors;
export const DISCOUNT_NOT_FOUND = '0005-0001' satisfies DiscountErrorCode;
export const DISCOUNT_NAME_TAKEN = '0005-0010' satisfies DiscountErrorCode;

// ---- Building blocks, shared by the request schemas and the panel's form ----

export const discountTypeSchema = z.enum(['cash', 'percentage'], {
  message: discountMessages.amountTypeRequired,
});
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const discountNameSchema = text(discountMessages.nameRequired)
  .trim()
  .min(1, discountMessages.nameRequired)
  .max(DISCOUNT_NAME_MAX_LENGTH, discountMessages.nameTooLong);

const outletIdSchema = idSchema;

export const discountOutletIdsSchema = z
  .array(outletIdSchema, { message: discountMessages.outletRequired })
  .min(1, discountMessages.outletRequired)
  .max(DISCOUNT_MAX_OUTLETS);

/** At most `decimals` digits after the point (1.005 has three; 2.55, although stored as 2.5499…, has two). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale === value;
}

/**
 * The amount rule of the product's validation rules for a fixed amount: at least 1, and at most 100 for a percentage; Rupiah are whole,
 * a percentage has at most two decimals (decision 0020). Returns the message of the first rule broken, or undefined.
 */
export function fixedAmountProblem(type: DiscountType, amount: number): DiscountMessage | undefined {
  if (!Number.isFinite(amount)) return discountMessages.amountNotANumber;
  if (type === 'cash' && !Number.isInteger(amount)) return discountMessages.rupiahWhole;
  if (type === 'percentage' && !hasAtMostDecimals(amount, DISCOUNT_PERCENTAGE_DECIMALS))
    return discountMessages.percentageDecimals;
  if (amount < 1) return discountMessages.amountAtLeastOne;
  if (type === 'percentage' && amount > DISCOUNT_MAX_PERCENTAGE) return discountMessages.percentageTooHigh;
  return undefined;
}

/** `amount` may be null (customizable); a number must pass the fixed-amount rule for its type. */
function checkAmount(
  value: { type: DiscountType; amount: number | null },
  ctx: z.RefinementCtx,
  path: (string | number)[],
): void {
  if (value.amount === null) return;
  const problem = fixedAmountProblem(value.type, value.amount);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path });
}

/** Whole Rupiah, or a percentage with up to two decimals; which one is checked against `type` (`checkAmount`). */
const amountSchema = z
  .number()
  .max(Number.MAX_SAFE_INTEGER)
  .nullable()
  .describe(
    'Rupiah (whole) or percent (up to 2 decimals); null = customizable: the cashier types it at checkout',
  );

/** The fields that name a Discount in lookups, edits and deletes. */
const discountKeyFields = {
  name: discountNameSchema,
  type: discountTypeSchema,
  amount: amountSchema,
};
export const discountKeySchema = z.object(discountKeyFields);
/** How a Discount is named in this API (it has no id). */
export type DiscountKey = z.output<typeof discountKeySchema>;

// ---- Responses ----

export const discountSchema = z.object({
  name: z.string(),
  type: discountTypeSchema,
  amount: z.number().nullable(),
  outlet_ids: z.array(z.number().int()),
  outlets: z.array(z.object({ outlet_id: z.number().int() })),
  total_outlets: z.number().int(),
  /** "Rp 10.000" or "10%"; null for a customizable amount (the screen shows its own label). */
  amount_format: z.string().nullable(),
  /**
   * Whether the caller may edit and delete it: false when it is also used at Outlets beyond their reach
   * (decision 0011). Told by the server so the screen never recomputes the rule.
   */
  can_edit: z.boolean(),
});
export type Discount = z.infer<typeof discountSchema>;

const rupiahFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('id-ID', {
  maximumFractionDigits: DISCOUNT_PERCENTAGE_DECIMALS,
  useGrouping: false,
});

/**
 * The one place `amount_format` is made, so that it reads the same wherever it is shown: Indonesian notation like
 * the Rupiah ("Rp 10.000", "12,5%"); the screen formats the number itself in the UI language.
 */
export function formatDiscountAmount(type: DiscountType, amount: number | null): string | null {
  if (amount === null) return null;
  return type === 'percentage' ? `${percentFormat.format(amount)}%` : `Rp ${rupiahFormat.format(amount)}`;
}

// ---- GET /api/inventory/v4/discounts ----

export const listDiscountsQuerySchema = cursorQuerySchema.extend({
  /** One Outlet's discounts; absent = every Outlet. */
  outlet: idParamSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(DISCOUNT_MAX_PAGE_SIZE).default(DISCOUNT_PAGE_SIZE),
});
export type ListDiscountsQuery = z.input<typeof listDiscountsQuerySchema>;

export const listDiscountsResponseSchema = cursorPage(discountSchema);
export type ListDiscountsResponse = z.infer<typeof listDiscountsResponseSchema>;

// ---- GET /api/inventory/v3/discounts/detail and /outlets ----

/** In a query string a missing `amount` is the customizable amount (a query cannot carry null). */
export const discountLookupQuerySchema = z.object({
  name: discountNameSchema,
  type: discountTypeSchema,
  amount: z.coerce
    .number()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('absent = customizable amount'),
});
export type DiscountLookupQuery = z.input<typeof discountLookupQuerySchema>;

export const discountOutletSchema = z.object({ outlet_id: z.number().int(), name: z.string() });
export type DiscountOutlet = z.infer<typeof discountOutletSchema>;
export const discountOutletsResponseSchema = z.object({ results: z.array(discountOutletSchema) });
export type DiscountOutletsResponse = z.infer<typeof discountOutletsResponseSchema>;

// ---- POST /api/inventory/v3/discounts ----

export const createDiscountRequestSchema = z
  .object({
    name: discountNameSchema,
    type: discountTypeSchema,
    amount: amountSchema,
    outlet_ids: discountOutletIdsSchema,
  })
  .superRefine((value, ctx) => checkAmount(value, ctx, ['amount']));
export type CreateDiscountRequest = z.input<typeof createDiscountRequestSchema>;
/** The request as the server sees it after validation (trimmed name, defaults applied). */
export type CreateDiscountBody = z.output<typeof createDiscountRequestSchema>;

// ---- PUT /api/inventory/v3/discounts ----

/**
 * `updated_outlet_ids` are the Outlets the client shows as assigned after the edit, `deleted_outlet_ids` the ones
 * it took off. The server keeps Outlets it was not told about (assigned meanwhile by someone else), so the
 * result is (current − deleted) ∪ updated, which is exactly `updated_outlet_ids` when the client was up to date.
 */
export const updateDiscountRequestSchema = z
  .object({
    original_name: discountKeyFields.name,
    original_type: discountKeyFields.type,
    original_amount: discountKeyFields.amount,
    name: discountNameSchema,
    type: discountTypeSchema,
    amount: amountSchema,
    updated_outlet_ids: discountOutletIdsSchema,
    deleted_outlet_ids: z.array(outletIdSchema).max(DISCOUNT_MAX_OUTLETS).default([]),
  })
  .superRefine((value, ctx) => {
    checkAmount(value, ctx, ['amount']);
    const kept = new Set(value.updated_outlet_ids);
    value.deleted_outlet_ids.forEach((id, index) => {
      if (kept.has(id)) {
        ctx.addIssue({
          code: 'custom',
          message: discountMessages.outletKeptAndRemoved,
          path: ['deleted_outlet_ids', index],
        });
      }
    });
  });
export type UpdateDiscountRequest = z.input<typeof updateDiscountRequestSchema>;
export type UpdateDiscountBody = z.output<typeof updateDiscountRequestSchema>;

// ---- DELETE /api/inventory/v3/discounts ----

export const deleteDiscountRequestSchema = discountKeySchema;
export type DeleteDiscountRequest = z.input<typeof deleteDiscountRequestSchema>;

// ---- The endpoints (the list is v4, everything else v3; paths in docs/spec-notes.md) ----

const lookupErrors = [400, 401, 403, 404] as const;

export const discountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/inventory/v4/discounts',
    summary: 'Discounts of the Business in name order, one page at a time',
    query: listDiscountsQuerySchema,
    response: listDiscountsResponseSchema,
    errors: [400, 401, 403],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/inventory/v3/discounts/detail',
    summary: 'One Discount, named by name, type and amount',
    query: discountLookupQuerySchema,
    response: discountSchema,
    errors: lookupErrors,
  }),
  outlets: defineEndpoint({
    method: 'GET',
    path: '/inventory/v3/discounts/outlets',
    summary: 'The Outlets a Discount is assigned to',
    query: discountLookupQuerySchema,
    response: discountOutletsResponseSchema,
    errors: lookupErrors,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/inventory/v3/discounts',
    summary: 'Create a Discount',
    body: createDiscountRequestSchema,
    status: 201,
    response: discountSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/inventory/v3/discounts',
    summary: 'Edit a Discount named by its original name, type and amount',
    body: updateDiscountRequestSchema,
    response: discountSchema,
    errors: [...lookupErrors, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/inventory/v3/discounts',
    summary: 'Delete a Discount named by its name, type and amount',
    body: deleteDiscountRequestSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: lookupErrors,
  }),
};
