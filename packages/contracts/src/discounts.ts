import { z } from 'zod';
import { rupiahSchema } from './common/money.js';
import { cursorPage } from './common/pagination.js';

/**
 * The discount library (spec campaigns-discounts… §2 "Discounts screen", §3, §5, §7, §8, §9). A Discount has no
 * id in this API: the screens name it by (name, type, amount), and the name is unique per Business ignoring case
 * and surrounding spaces. Lookups that carry a type and amount the Discount no longer has answer 0005-0001, so a
 * stale screen never edits or deletes a Discount someone else has just changed.
 *
 * Money is integer Rupiah; a percentage is a whole percent from 1 to 100; `amount: null` is a customizable
 * (open) amount the cashier types at checkout.
 */

/** spec §9. */
export const DISCOUNT_PAGE_SIZE = 25;
export const DISCOUNT_MAX_PAGE_SIZE = 100;
export const DISCOUNT_MAX_PERCENTAGE = 100;
/** Not in the spec; long enough for any receipt line, short enough to keep the list readable. */
export const DISCOUNT_NAME_MAX_LENGTH = 100;
/** Not in the spec; a bound so that one request cannot name an unbounded list. */
export const DISCOUNT_MAX_OUTLETS = 1000;

/** spec §5, verbatim. The web app translates them by looking the English text up. */
export const discountMessages = {
  nameRequired: '*Discount name is required',
  categoryRequired: '*Select one of the category',
  promoTypeRequired: '*Select one of the promo type',
  amountAtLeastOne: '*Insert amount value at least 1',
  amountTypeRequired: '*Select amount type',
  percentageTooHigh: '*Amount percentage can not be higher than 100%',
  outletRequired: '*Assign at least one outlet',
  // Ours, for rules the spec does not state.
  nameTooLong: `*Discount name can not be longer than ${DISCOUNT_NAME_MAX_LENGTH} characters`,
  amountWhole: '*Amount must be a whole number',
  outletNotInBusiness: '*This outlet is not one of your outlets',
  outletKeptAndRemoved: '*An outlet can not be both kept and removed',
  sharedBeyondReach: 'This discount is also used at outlets you do not manage, so you cannot change it.',
} as const;
export type DiscountMessage = (typeof discountMessages)[keyof typeof discountMessages];

/** spec §8. A taken name answers 409 Conflict: the request is well-formed, the Business's data refuses it. */
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

export const discountNameSchema = z
  .string({ message: discountMessages.nameRequired })
  .trim()
  .min(1, discountMessages.nameRequired)
  .max(DISCOUNT_NAME_MAX_LENGTH, discountMessages.nameTooLong);

const outletIdSchema = z.number().int().positive();

export const discountOutletIdsSchema = z
  .array(outletIdSchema, { message: discountMessages.outletRequired })
  .min(1, discountMessages.outletRequired)
  .max(DISCOUNT_MAX_OUTLETS);

/**
 * The amount rule of spec §5 for a fixed amount: a whole number of at least 1, and at most 100 for a percentage.
 * Returns the message of the first rule broken, or undefined.
 */
export function fixedAmountProblem(type: DiscountType, amount: number): DiscountMessage | undefined {
  if (!Number.isInteger(amount)) return discountMessages.amountWhole;
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

const amountSchema = rupiahSchema
  .nullable()
  .describe('null = customizable: the cashier types it at checkout');

/** The fields that name a Discount in lookups, edits and deletes. */
const discountKeyFields = {
  name: discountNameSchema,
  type: discountTypeSchema,
  amount: amountSchema,
};

// ---- Responses ----

export const discountSchema = z.object({
  name: z.string(),
  type: discountTypeSchema,
  amount: z.number().int().nullable(),
  outlet_ids: z.array(z.number().int()),
  outlets: z.array(z.object({ outlet_id: z.number().int() })),
  total_outlets: z.number().int(),
  /** "Rp 10.000" or "10%"; null for a customizable amount (the screen shows its own label). */
  amount_format: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

const rupiahFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** The one place `amount_format` is made, so that it reads the same wherever it is shown. */
export function formatDiscountAmount(type: DiscountType, amount: number | null): string | null {
  if (amount === null) return null;
  return type === 'percentage' ? `${amount}%` : `Rp ${rupiahFormat.format(amount)}`;
}

// ---- GET /api/inventory/v4/discounts ----

export const listDiscountsQuerySchema = z.object({
  /** One Outlet's discounts; absent = every Outlet. */
  outlet: z.coerce.number().int().positive().optional(),
  cursor: z.string().max(512).optional(),
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
  amount: z.coerce.number().int().min(1).optional().describe('absent = customizable amount'),
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

// ---- DELETE /api/inventory/v3/discounts ----

export const deleteDiscountRequestSchema = z.object(discountKeyFields);
export type DeleteDiscountRequest = z.input<typeof deleteDiscountRequestSchema>;

// ---- The side panel's form (spec §3 "Form fields", §5) ----

export const discountCategories = ['fixedAmount', 'customAmount'] as const;
export type DiscountCategory = (typeof discountCategories)[number];

/**
 * What the panel edits. Empty strings are "not chosen yet" so that every rule of spec §5 can report at once;
 * `amount` is '' while the input is empty.
 */
export interface DiscountFormValues {
  name: string;
  category: DiscountCategory | '';
  amountType: DiscountType | '';
  /** The promo type of a customizable amount: whether the cashier types Rupiah or a percentage. */
  discountTypeCustom: DiscountType | '';
  amount: number | '';
  outlet_ids: number[];
}

export const discountFormSchema = z
  .object({
    name: discountNameSchema,
    category: z.string(),
    amountType: z.string(),
    discountTypeCustom: z.string(),
    amount: z.union([z.number(), z.string()]),
    outlet_ids: discountOutletIdsSchema,
  })
  .superRefine((value, ctx) => {
    const isType = (candidate: string): candidate is DiscountType =>
      discountTypeSchema.safeParse(candidate).success;
    const issue = (path: keyof DiscountFormValues, message: DiscountMessage) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });

    if (value.category === 'customAmount') {
      if (!isType(value.discountTypeCustom)) issue('discountTypeCustom', discountMessages.promoTypeRequired);
      return;
    }
    if (value.category !== 'fixedAmount') {
      issue('category', discountMessages.categoryRequired);
      return;
    }
    const amount = typeof value.amount === 'number' ? value.amount : Number.NaN;
    const type = isType(value.amountType) ? value.amountType : undefined;
    if (!type) issue('amountType', discountMessages.amountTypeRequired);
    if (Number.isNaN(amount)) issue('amount', discountMessages.amountAtLeastOne);
    else {
      // Without a type, judge the amount as cash so that "at least 1" still shows.
      const problem = fixedAmountProblem(type ?? 'cash', amount);
      if (problem) issue('amount', problem);
    }
  });

/** The create payload the form's values stand for (call after the form validated). */
export function discountPayloadFromForm(values: DiscountFormValues): CreateDiscountRequest {
  const fixed = values.category === 'fixedAmount';
  const type = (fixed ? values.amountType : values.discountTypeCustom) || 'cash';
  return {
    name: values.name.trim(),
    type,
    amount: fixed && typeof values.amount === 'number' ? values.amount : null,
    outlet_ids: [...new Set(values.outlet_ids)],
  };
}

/** The form values that show an existing Discount. */
export function discountFormFromDiscount(
  discount: Pick<Discount, 'name' | 'type' | 'amount' | 'outlet_ids'>,
): DiscountFormValues {
  const fixed = discount.amount !== null;
  return {
    name: discount.name,
    category: fixed ? 'fixedAmount' : 'customAmount',
    amountType: fixed ? discount.type : '',
    discountTypeCustom: fixed ? '' : discount.type,
    amount: discount.amount ?? '',
    outlet_ids: [...discount.outlet_ids],
  };
}
