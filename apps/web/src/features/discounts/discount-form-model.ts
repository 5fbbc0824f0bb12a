import {
  type CreateDiscountRequest,
  type Discount,
  type DiscountMessage,
  discountMessages,
  discountNameSchema,
  discountOutletIdsSchema,
  type DiscountType,
  discountTypeSchema,
  fixedAmountProblem,
} from '@backoffice/contracts/discounts';
import { z } from 'zod';

/**
 * The side panel's form ("Form fields"): what the panel edits and how it maps to the contract's
 * requests. Built from the contract's building blocks, so the panel refuses exactly what the server refuses, with
 * the same messages; the model itself is the screen's, not the API's.
 */

export const discountCategories = ['fixedAmount', 'customAmount'] as const;
export type DiscountCategory = (typeof discountCategories)[number];

/**
 * What the panel edits. Empty strings are "not chosen yet" so that every rule of the product's validation rules can report at once;
 * `amount` is '' while the input is empty and NaN when what was typed is not a number.
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
    amount: z.union([z.number(), z.nan(), z.literal('')]),
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
    const type = isType(value.amountType) ? value.amountType : undefined;
    if (!type) issue('amountType', discountMessages.amountTypeRequired);
    if (value.amount === '') issue('amount', discountMessages.amountAtLeastOne);
    else {
      // Without a type only the rules both types share can be judged.
      const problem = type
        ? fixedAmountProblem(type, value.amount)
        : !Number.isFinite(value.amount)
          ? discountMessages.amountNotANumber
          : value.amount < 1
            ? discountMessages.amountAtLeastOne
            : undefined;
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
