import {
  type Bundle,
  bundleMessages,
  bundleNameSchema,
  bundleOutletIdsSchema,
  bundlePriceSchema,
  bundleQuantitySchema,
  BUNDLE_SKU_MAX_LENGTH,
  BUNDLE_MAX_COMPONENTS,
  type SaveBundleRequest,
} from '@backoffice/contracts/bundle-packages';
import { z } from 'zod';

/**
 * The bundle panel's form: what it edits, built from the contract's building blocks so the panel refuses what the
 * server refuses, with the same messages. A content carries its names and price for the screen; only the variant
 * and quantity are sent.
 */
export interface BundleFormContent {
  variant_id: number;
  item_name: string;
  variant_name: string;
  price: number;
  /** '' while the input is empty. */
  quantity: number | '';
}

export interface BundleFormValues {
  name: string;
  /** '' while empty, NaN when what was typed is not a number. */
  price: number | '';
  sku: string;
  components: BundleFormContent[];
  outlet_ids: number[];
}

const typedNumber = z.union([z.number(), z.nan(), z.literal('')]);

export const bundleFormSchema = z
  .object({
    name: bundleNameSchema,
    price: typedNumber,
    sku: z.string().trim().max(BUNDLE_SKU_MAX_LENGTH, bundleMessages.skuTooLong),
    components: z
      .array(z.object({ variant_id: z.number(), quantity: typedNumber }).loose(), {
        message: bundleMessages.componentRequired,
      })
      .min(1, bundleMessages.componentRequired)
      .max(BUNDLE_MAX_COMPONENTS, bundleMessages.tooManyComponents),
    outlet_ids: bundleOutletIdsSchema,
  })
  .superRefine((value, ctx) => {
    if (value.price === '') {
      ctx.addIssue({ code: 'custom', message: bundleMessages.priceRequired, path: ['price'] });
    } else {
      // Not a number reads as a price with decimals: both are "not a whole Rupiah amount".
      const price = bundlePriceSchema.safeParse(Number.isNaN(value.price) ? 0.5 : value.price);
      if (!price.success)
        ctx.addIssue({ code: 'custom', message: price.error.issues[0]!.message, path: ['price'] });
    }
    value.components.forEach((component, index) => {
      if (!bundleQuantitySchema.safeParse(component.quantity).success)
        ctx.addIssue({
          code: 'custom',
          message: bundleMessages.quantityWhole,
          path: ['components', index, 'quantity'],
        });
    });
  });

export const emptyBundleForm: BundleFormValues = {
  name: '',
  price: '',
  sku: '',
  components: [],
  outlet_ids: [],
};

export function bundleFormFromBundle(bundle: Bundle): BundleFormValues {
  return {
    name: bundle.name,
    price: bundle.price,
    sku: bundle.sku ?? '',
    components: bundle.components.map((component) => ({
      variant_id: component.variant_id,
      item_name: component.item_name,
      variant_name: component.variant_name,
      price: component.price,
      quantity: component.quantity,
    })),
    outlet_ids: [...bundle.outlet_ids],
  };
}

/** The request the form's values stand for (call after the form validated). */
export function bundlePayloadFromForm(values: BundleFormValues): SaveBundleRequest {
  return {
    name: values.name.trim(),
    price: typeof values.price === 'number' ? values.price : 0,
    sku: values.sku.trim() || null,
    components: values.components.map((component) => ({
      variant_id: component.variant_id,
      quantity: typeof component.quantity === 'number' ? component.quantity : 0,
    })),
    outlet_ids: [...new Set(values.outlet_ids)],
  };
}

/** What the contents cost bought one by one; quantities not yet typed count as none. */
export function contentsPriceOf(components: readonly BundleFormContent[]): number {
  return components.reduce(
    (sum, component) =>
      sum + component.price * (typeof component.quantity === 'number' ? component.quantity : 0),
    0,
  );
}
