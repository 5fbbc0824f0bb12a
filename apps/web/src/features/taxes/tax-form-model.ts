import {
  type SaveTaxRequest,
  type TaxDetail,
  type TaxMessage,
  taxItemIdsSchema,
  taxMessages,
  taxNameSchema,
  taxOutletIdsSchema,
  taxRateProblem,
} from '@backoffice/contracts/taxes';
import { z } from 'zod';

/**
 * The Tax panel's form: what it edits and how it maps to the contract's request. Built from the contract's
 * building blocks, so the panel refuses exactly what the server refuses, with the same messages.
 */

export type ItemScope = 'all' | 'chosen';

/** `rate` is '' while the input is empty and NaN when what was typed is not a number. */
export interface TaxFormValues {
  name: string;
  rate: number | '';
  is_included: boolean;
  outlet_ids: number[];
  itemScope: ItemScope;
  item_ids: number[];
}

export const taxFormSchema = z
  .object({
    name: taxNameSchema,
    rate: z.union([z.number(), z.nan(), z.literal('')]),
    is_included: z.boolean(),
    outlet_ids: taxOutletIdsSchema,
    itemScope: z.enum(['all', 'chosen']),
    item_ids: taxItemIdsSchema,
  })
  .superRefine((value, ctx) => {
    const issue = (path: keyof TaxFormValues, message: TaxMessage) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    const problem = value.rate === '' ? taxMessages.rateRequired : taxRateProblem(value.rate);
    if (problem) issue('rate', problem);
    if (value.itemScope === 'chosen' && value.item_ids.length === 0)
      issue('item_ids', taxMessages.itemsRequired);
  });

export function taxPayloadFromForm(values: TaxFormValues): SaveTaxRequest {
  const all = values.itemScope === 'all';
  return {
    name: values.name.trim(),
    rate: typeof values.rate === 'number' ? values.rate : Number.NaN,
    is_included: values.is_included,
    outlet_ids: [...new Set(values.outlet_ids)],
    all_items: all,
    item_ids: all ? [] : [...new Set(values.item_ids)],
  };
}

export function taxFormFromTax(tax: TaxDetail): TaxFormValues {
  return {
    name: tax.name,
    rate: tax.rate,
    is_included: tax.is_included,
    outlet_ids: [...tax.outlet_ids],
    itemScope: tax.all_items ? 'all' : 'chosen',
    item_ids: tax.items.map((item) => item.id),
  };
}

/** The same Tax, whatever the order of its outlets and items and the spaces around its name. */
export function isUnchangedTax(tax: TaxDetail, next: SaveTaxRequest): boolean {
  const same = (a: readonly number[], b: readonly number[]) => {
    const set = new Set(a);
    return set.size === new Set(b).size && b.every((id) => set.has(id));
  };
  return (
    next.name === tax.name &&
    next.rate === tax.rate &&
    next.is_included === tax.is_included &&
    same(tax.outlet_ids, next.outlet_ids) &&
    next.all_items === tax.all_items &&
    (tax.all_items ||
      same(
        tax.items.map((item) => item.id),
        next.item_ids ?? [],
      ))
  );
}
