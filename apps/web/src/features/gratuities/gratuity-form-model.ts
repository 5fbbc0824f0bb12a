import {
  type Gratuity,
  gratuityMessages,
  gratuityNameSchema,
  gratuityOutletIdsSchema,
  gratuityRateProblem,
  gratuitySalesTypeIdsSchema,
  type SaveGratuityRequest,
} from '@backoffice/contracts/gratuities';
import { z } from 'zod';

/**
 * The Gratuity panel's form: what it edits and how it maps to the contract's request, built from the contract's
 * building blocks so the panel refuses exactly what the server refuses, with the same messages.
 */

/** `rate` is '' while the input is empty and NaN when what was typed is not a number. */
export interface GratuityFormValues {
  name: string;
  rate: number | '';
  outlet_ids: number[];
  /** Empty = every sales type. */
  sales_type_ids: number[];
}

export const gratuityFormSchema = z
  .object({
    name: gratuityNameSchema,
    rate: z.union([z.number(), z.nan(), z.literal('')]),
    outlet_ids: gratuityOutletIdsSchema,
    sales_type_ids: gratuitySalesTypeIdsSchema,
  })
  .superRefine((value, ctx) => {
    const problem = value.rate === '' ? gratuityMessages.rateRequired : gratuityRateProblem(value.rate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['rate'] });
  });

export function gratuityPayloadFromForm(values: GratuityFormValues): SaveGratuityRequest {
  return {
    name: values.name.trim(),
    rate: typeof values.rate === 'number' ? values.rate : Number.NaN,
    outlet_ids: [...new Set(values.outlet_ids)],
    sales_type_ids: [...new Set(values.sales_type_ids)],
  };
}

export function gratuityFormFromGratuity(gratuity: Gratuity): GratuityFormValues {
  return {
    name: gratuity.name,
    rate: gratuity.rate,
    outlet_ids: [...gratuity.outlet_ids],
    sales_type_ids: [...gratuity.sales_type_ids],
  };
}

/** The same service charge, whatever the order of its outlets and sales types and the spaces around its name. */
export function isUnchangedGratuity(gratuity: Gratuity, next: SaveGratuityRequest): boolean {
  const same = (a: readonly number[], b: readonly number[]) => {
    const set = new Set(a);
    return set.size === new Set(b).size && b.every((id) => set.has(id));
  };
  return (
    next.name === gratuity.name &&
    next.rate === gratuity.rate &&
    same(gratuity.outlet_ids, next.outlet_ids) &&
    same(gratuity.sales_type_ids, next.sales_type_ids ?? [])
  );
}
