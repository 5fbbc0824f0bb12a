import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * Bundle packages (Library › Bundle Package). A bundle is an item of kind `bundle` (decision 0150): sold at its one
 * variant's price, at the outlets of `item_outlets`, made of `bundle_components` — variants of plain items, each
 * with a whole quantity. Its name shares the items' unique index (unique in the business ignoring case and
 * surrounding spaces), so a bundle can not be called like an item. Money is integer Rupiah. Selling one takes each
 * content out of stock (docs/spec-notes.md, "Bundle packages").
 */

export const BUNDLE_PAGE_SIZE = 25;
export const BUNDLE_MAX_PAGE_SIZE = 100;
/** Not in the spec: as long as an item's name may be. */
export const BUNDLE_NAME_MAX_LENGTH = 100;
export const BUNDLE_SKU_MAX_LENGTH = 50;
/** Not in the spec: bounds so that one request cannot name an unbounded list. */
export const BUNDLE_MAX_COMPONENTS = 50;
export const BUNDLE_MAX_QUANTITY = 999;
export const BUNDLE_MAX_OUTLETS = 1000;
export const BUNDLE_MAX_PRICE = 1_000_000_000_000;
export const BUNDLE_SEARCH_MAX_LENGTH = 100;

export const bundleMessages = defineMessages('bundles', {
  nameRequired: '*Bundle name is required',
  nameTooLong: `*Bundle name can not be longer than ${BUNDLE_NAME_MAX_LENGTH} characters`,
  priceRequired: '*Bundle price is required',
  priceWhole: '*Price must be a whole Rupiah amount of 0 or more',
  priceTooHigh: '*Price is too high',
  skuTooLong: `*SKU can not be longer than ${BUNDLE_SKU_MAX_LENGTH} characters`,
  componentRequired: '*Add at least one item to the bundle',
  tooManyComponents: `*A bundle can hold at most ${BUNDLE_MAX_COMPONENTS} items`,
  quantityWhole: `*Quantity must be a whole number from 1 to ${BUNDLE_MAX_QUANTITY}`,
  componentRepeated: '*This item is already in the bundle',
  componentNotItem: '*A bundle can only contain items, not a bundle',
  componentNotFound: '*This item no longer exists',
  outletRequired: '*Choose at least one outlet that sells the bundle',
  outletNotInBusiness: '*The bundle can only be sold at your own outlets',
  notFound: 'Bundle package does not found or already removed',
  sharedBeyondReach: 'This bundle is also sold at outlets you do not manage, so you cannot change it.',
});
export type BundleMessageName = keyof typeof bundleMessages;
export type BundleMessageKey = MessageKey<'bundles', typeof bundleMessages>;

/**
 * Ours (decision 0170): the numbers follow the decision. A missing bundle — another business's, a plain item's id,
 * or one deleted meanwhile — is the platform's 404 NOT_FOUND with `bundleMessages.notFound`, as every other
 * business's resource answers.
 */
export const bundleErrors = {
  '0170-0002': {
    status: 409,
    message: 'This name is already used by an item or bundle in your business, please use another name.',
  },
  '0170-0003': { status: 409, message: 'This SKU is already used in your business, please use another SKU.' },
} as const satisfies Record<string, { status: number; message: string }>;
export type BundleErrorCode = keyof typeof bundleErrors;
export const BUNDLE_NAME_TAKEN = '0170-0002' satisfies BundleErrorCode;
export const BUNDLE_SKU_TAKEN = '0170-0003' satisfies BundleErrorCode;

// ---- Building blocks ----

export const bundleNameSchema = text(bundleMessages.nameRequired)
  .trim()
  .min(1, bundleMessages.nameRequired)
  .max(BUNDLE_NAME_MAX_LENGTH, bundleMessages.nameTooLong);

export const bundlePriceSchema = z
  .number({ message: bundleMessages.priceRequired })
  .int(bundleMessages.priceWhole)
  .min(0, bundleMessages.priceWhole)
  .max(BUNDLE_MAX_PRICE, bundleMessages.priceTooHigh);

/** Empty or spaces = no SKU. */
export const bundleSkuSchema = text()
  .trim()
  .max(BUNDLE_SKU_MAX_LENGTH, bundleMessages.skuTooLong)
  .nullable()
  .transform((value) => (value ? value : null));

export const bundleQuantitySchema = z
  .number({ message: bundleMessages.quantityWhole })
  .int(bundleMessages.quantityWhole)
  .min(1, bundleMessages.quantityWhole)
  .max(BUNDLE_MAX_QUANTITY, bundleMessages.quantityWhole);

export const bundleComponentInputSchema = z.object({
  variant_id: idSchema,
  quantity: bundleQuantitySchema,
});

export const bundleComponentsSchema = z
  .array(bundleComponentInputSchema, { message: bundleMessages.componentRequired })
  .min(1, bundleMessages.componentRequired)
  .max(BUNDLE_MAX_COMPONENTS, bundleMessages.tooManyComponents)
  .superRefine((components, ctx) => {
    const seen = new Set<number>();
    components.forEach((component, index) => {
      if (seen.has(component.variant_id)) {
        ctx.addIssue({
          code: 'custom',
          message: bundleMessages.componentRepeated,
          path: [index, 'variant_id'],
        });
      }
      seen.add(component.variant_id);
    });
  });

export const bundleOutletIdsSchema = z
  .array(idSchema, { message: bundleMessages.outletRequired })
  .min(1, bundleMessages.outletRequired)
  .max(BUNDLE_MAX_OUTLETS);

// ---- Responses ----

export const bundleComponentSchema = z.object({
  variant_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  /** Empty for an item's only variant. */
  variant_name: z.string(),
  /** The variant's own price (integer Rupiah), each. */
  price: z.number().int(),
  quantity: z.number().int(),
});
export type BundleComponent = z.infer<typeof bundleComponentSchema>;

export const bundleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  /** What the contents cost bought one by one: the sum of each content's price times its quantity. */
  contents_price: z.number().int(),
  /** contents_price − price: what the customer saves (negative when the bundle costs more). */
  saving: z.number().int(),
  component_count: z.number().int(),
  outlet_ids: z.array(z.number().int()),
  /** False when it is also sold at outlets beyond the caller's reach (decision 0011). */
  can_edit: z.boolean(),
});
export type BundleSummary = z.infer<typeof bundleSummarySchema>;

export const bundleSchema = bundleSummarySchema.extend({
  components: z.array(bundleComponentSchema),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** A variant the picker offers: of a plain item (never a bundle). */
export const bundleVariantOptionSchema = z.object({
  variant_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  variant_name: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
});
export type BundleVariantOption = z.infer<typeof bundleVariantOptionSchema>;

/** The saving shown beside a price: contents bought one by one minus the bundle's price. */
export function bundleSaving(price: number, components: readonly { price: number; quantity: number }[]) {
  const contentsPrice = components.reduce((sum, component) => sum + component.price * component.quantity, 0);
  return { contents_price: contentsPrice, saving: contentsPrice - price };
}

// ---- Requests ----

const searchSchema = text().trim().max(BUNDLE_SEARCH_MAX_LENGTH);

export const listBundlesQuerySchema = cursorQuerySchema.extend({
  /** Part of the name or the SKU, ignoring case. */
  search: searchSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(BUNDLE_MAX_PAGE_SIZE).default(BUNDLE_PAGE_SIZE),
});
export type ListBundlesQuery = z.input<typeof listBundlesQuerySchema>;
export const listBundlesResponseSchema = cursorPage(bundleSummarySchema);
export type ListBundlesResponse = z.infer<typeof listBundlesResponseSchema>;

export const listBundleVariantsQuerySchema = cursorQuerySchema.extend({
  /** Part of the item's or variant's name, or the SKU. */
  search: searchSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(BUNDLE_MAX_PAGE_SIZE).default(BUNDLE_PAGE_SIZE),
});
export type ListBundleVariantsQuery = z.input<typeof listBundleVariantsQuerySchema>;
export const listBundleVariantsResponseSchema = cursorPage(bundleVariantOptionSchema);
export type ListBundleVariantsResponse = z.infer<typeof listBundleVariantsResponseSchema>;

export const bundleParamsSchema = z.object({ id: idParamSchema });

export const saveBundleRequestSchema = z.object({
  name: bundleNameSchema,
  price: bundlePriceSchema,
  sku: bundleSkuSchema.default(null),
  components: bundleComponentsSchema,
  outlet_ids: bundleOutletIdsSchema,
});
export type SaveBundleRequest = z.input<typeof saveBundleRequestSchema>;
export type SaveBundleBody = z.output<typeof saveBundleRequestSchema>;

// ---- Endpoints (paths in docs/spec-notes.md, "Bundle packages") ----

const BASE = '/library/v1/bundle-packages';

export const bundleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: 'Bundle packages of the Business in name order, one page at a time',
    query: listBundlesQuerySchema,
    response: listBundlesResponseSchema,
    errors: [400, 401, 403],
  }),
  variants: defineEndpoint({
    method: 'GET',
    path: `${BASE}/variants`,
    summary: 'Variants of plain items a bundle may contain, by item name',
    query: listBundleVariantsQuerySchema,
    response: listBundleVariantsResponseSchema,
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'One bundle package with its contents',
    params: bundleParamsSchema,
    response: bundleSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a bundle package',
    body: saveBundleRequestSchema,
    status: 201,
    response: bundleSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Replace a bundle package: name, price, SKU, contents and outlets',
    params: bundleParamsSchema,
    body: saveBundleRequestSchema,
    response: bundleSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Delete a bundle package (orders keep their own copy)',
    params: bundleParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
};
