import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';
import { fileMessages, MAX_UPLOAD_BYTES } from './files.js';

/**
 * The Item list ("Library › Item list"): items with a name unique in the business (ignoring case and surrounding
 * spaces), one or more variants each with a price, a cost price and an optional SKU/barcode unique in the business,
 * the outlets that sell the item with an optional price per variant there, stock per variant per outlet when the item
 * tracks stock, and the modifiers, taxes and sales types that apply. Money is integer Rupiah. Paths and shapes:
 * docs/spec-notes.md ("Item list").
 */

export const ITEM_PAGE_SIZE = 50;
export const ITEM_MAX_PAGE_SIZE = 100;
export const ITEM_NAME_MAX_LENGTH = 100;
export const ITEM_DESCRIPTION_MAX_LENGTH = 1000;
export const VARIANT_NAME_MAX_LENGTH = 60;
export const SKU_MAX_LENGTH = 64;
export const ITEM_MAX_VARIANTS = 50;
/** A bound so that one request cannot name an unbounded list. */
export const ITEM_MAX_IDS = 1000;
export const ITEM_SEARCH_MAX_LENGTH = 100;
/** The largest price, cost or stock a field takes (PostgreSQL bigint would take more; nobody sells at 1e12 Rupiah). */
export const ITEM_MAX_AMOUNT = 999_999_999_999;
export const ITEM_MAX_STOCK = 2_000_000_000;

export const itemMessages = defineMessages('items', {
  nameRequired: '*Item name is required',
  nameTooLong: `*Item name can not be longer than ${ITEM_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `*Description can not be longer than ${ITEM_DESCRIPTION_MAX_LENGTH} characters`,
  variantsRequired: '*Add at least one variant',
  tooManyVariants: `*An item can have at most ${ITEM_MAX_VARIANTS} variants`,
  variantNameRequired: '*Variant name is required when an item has several variants',
  variantNameTooLong: `*Variant name can not be longer than ${VARIANT_NAME_MAX_LENGTH} characters`,
  variantNameRepeated: '*Two variants of this item have the same name',
  priceRequired: '*Price is required',
  amountWhole: '*Rupiah amount has no decimals',
  amountNotANumber: '*Not a valid number',
  amountNegative: '*Amount can not be below 0',
  amountTooLarge: '*Amount is too large',
  skuTooLong: `*SKU can not be longer than ${SKU_MAX_LENGTH} characters`,
  skuRepeated: '*Two variants of this item have the same SKU',
  stockWhole: '*Stock is a whole number',
  outletRequired: '*Choose at least one outlet that sells this item',
  outletNotManaged: '*Choose outlets you manage',
  outletNotSelling: '*This outlet does not sell this item',
  categoryGone: '*This category no longer exists',
  brandGone: '*This brand no longer exists',
  modifierGone: '*This modifier no longer exists',
  taxGone: '*This tax no longer exists',
  salesTypeGone: '*This sales type no longer exists',
  imageGone: '*This picture is not available, upload it again',
  variantGone: '*This variant was removed meanwhile, open the item again',
  nothingSelected: '*Select at least one item',
  sharedBeyondReach: 'This item is also sold at outlets you do not manage, so you cannot change it.',
});
export type ItemMessage = (typeof itemMessages)[keyof typeof itemMessages];
export type ItemMessageName = keyof typeof itemMessages;
export type ItemMessageKey = MessageKey<'items', typeof itemMessages>;

/** An item that does not exist (or is another business's) answers 404 NOT_FOUND with this message. */
export const ITEM_NOT_FOUND_MESSAGE = 'Item does not found or already removed';

/** A taken name or SKU answers 409: the request is well-formed, the business's data refuses it. */
export const itemErrors = {
  '0030-0010': {
    status: 409,
    message: 'Item name already exists in your business, please use another name.',
  },
  '0030-0011': {
    status: 409,
    message: 'SKU already exists in your business, please use another SKU.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type ItemErrorCode = keyof typeof itemErrors;
export const ITEM_NAME_TAKEN = '0030-0010' satisfies ItemErrorCode;
export const ITEM_SKU_TAKEN = '0030-0011' satisfies ItemErrorCode;

// ---- Building blocks, shared by the request schemas and the panel's form ----

export const itemNameSchema = text(itemMessages.nameRequired)
  .trim()
  .min(1, itemMessages.nameRequired)
  .max(ITEM_NAME_MAX_LENGTH, itemMessages.nameTooLong);

/** Whole Rupiah from 0; the message of the first rule broken, or undefined. */
export function amountProblem(value: number): ItemMessage | undefined {
  if (!Number.isFinite(value)) return itemMessages.amountNotANumber;
  if (!Number.isInteger(value)) return itemMessages.amountWhole;
  if (value < 0) return itemMessages.amountNegative;
  if (value > ITEM_MAX_AMOUNT) return itemMessages.amountTooLarge;
  return undefined;
}

/**
 * The picture's content checks, those of the campaign uploader (decided from the stored file's first bytes, never
 * its name): PNG or JPEG, at most 8 MB. No minimum size: a till shows a thumbnail.
 */
export function itemImageProblem(file: {
  contentType: string;
  size: number;
}): typeof fileMessages.allowedImageFormat | typeof fileMessages.maxSize8 | undefined {
  if (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')
    return fileMessages.allowedImageFormat;
  if (file.size > MAX_UPLOAD_BYTES) return fileMessages.maxSize8;
  return undefined;
}

const rupiahSchema = z.number({ message: itemMessages.priceRequired }).superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const stockSchema = z
  .number({ message: itemMessages.stockWhole })
  .int(itemMessages.stockWhole)
  .min(-ITEM_MAX_STOCK, itemMessages.amountTooLarge)
  .max(ITEM_MAX_STOCK, itemMessages.amountTooLarge);

const skuSchema = text()
  .trim()
  .max(SKU_MAX_LENGTH, itemMessages.skuTooLong)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

export const variantOutletInputSchema = z.object({
  outlet_id: idSchema,
  /** null = the variant's own price. */
  price: rupiahSchema.nullable().default(null),
  /**
   * Units on hand; read only when the item tracks stock. Absent: as it is at that outlet (none on hand for a new
   * row), so a save from a panel opened before a sale does not undo the sale (decision 0216); null: none on hand.
   */
  stock: stockSchema.nullable().optional(),
  /** Absent: as it is (none for a new row); null: no low-stock level. */
  low_stock_level: stockSchema.min(0, itemMessages.amountNegative).nullable().optional(),
});

export const variantInputSchema = z.object({
  /** An existing variant of this item (edit); absent = a new variant. */
  id: idSchema.optional(),
  name: text().trim().max(VARIANT_NAME_MAX_LENGTH, itemMessages.variantNameTooLong).default(''),
  sku: skuSchema.default(null),
  price: rupiahSchema,
  cost: rupiahSchema.default(0),
  /** Only outlets the item is sold at; outlets not named keep no own price and no stock. */
  outlets: z.array(variantOutletInputSchema).max(ITEM_MAX_IDS).default([]),
});

const idListSchema = z.array(idSchema).max(ITEM_MAX_IDS).default([]);

/** The rules across fields of one item (variants' names and SKUs, per-outlet rows at outlets that sell it). */
function checkItem(
  value: { variants: z.output<typeof variantInputSchema>[]; outlet_ids: number[] },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: ItemMessage) =>
    ctx.addIssue({ code: 'custom', message, path });
  const several = value.variants.length > 1;
  const names = new Set<string>();
  const skus = new Set<string>();
  const selling = new Set(value.outlet_ids);
  value.variants.forEach((variant, index) => {
    const name = variant.name.toLowerCase();
    if (several && name === '') issue(['variants', index, 'name'], itemMessages.variantNameRequired);
    else if (names.has(name)) issue(['variants', index, 'name'], itemMessages.variantNameRepeated);
    names.add(name);
    const sku = variant.sku?.toLowerCase();
    if (sku !== undefined) {
      if (skus.has(sku)) issue(['variants', index, 'sku'], itemMessages.skuRepeated);
      skus.add(sku);
    }
    variant.outlets.forEach((row, at) => {
      if (!selling.has(row.outlet_id))
        issue(['variants', index, 'outlets', at, 'outlet_id'], itemMessages.outletNotSelling);
    });
  });
}

export const saveItemRequestSchema = z
  .object({
    name: itemNameSchema,
    category_id: idSchema.nullable().default(null),
    brand_id: idSchema.nullable().default(null),
    description: text()
      .trim()
      .max(ITEM_DESCRIPTION_MAX_LENGTH, itemMessages.descriptionTooLong)
      .nullable()
      .default(null)
      .transform((value) => (value === '' ? null : value)),
    /** An uploaded public picture of the business (`files.id`); null = none. */
    image_file_id: z.uuid({ message: itemMessages.imageGone }).nullable().default(null),
    track_stock: z.boolean().default(false),
    variants: z
      .array(variantInputSchema, { message: itemMessages.variantsRequired })
      .min(1, itemMessages.variantsRequired)
      .max(ITEM_MAX_VARIANTS, itemMessages.tooManyVariants),
    outlet_ids: z
      .array(idSchema, { message: itemMessages.outletRequired })
      .min(1, itemMessages.outletRequired)
      .max(ITEM_MAX_IDS),
    modifier_ids: idListSchema,
    tax_ids: idListSchema,
    /** None = every sales type. */
    sales_type_ids: idListSchema,
  })
  .superRefine(checkItem);
export type SaveItemRequest = z.input<typeof saveItemRequestSchema>;
export type SaveItemBody = z.output<typeof saveItemRequestSchema>;

// ---- Responses ----

export const itemKinds = ['item', 'bundle'] as const;
export type ItemKind = (typeof itemKinds)[number];
export const stockStates = ['tracked', 'low', 'out'] as const;
export type StockState = (typeof stockStates)[number];

export const variantOutletSchema = z.object({
  outlet_id: z.number().int(),
  price: z.number().nullable(),
  stock: z.number().nullable(),
  low_stock_level: z.number().nullable(),
});
export const variantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  cost: z.number(),
  outlets: z.array(variantOutletSchema),
});
export type ItemVariant = z.infer<typeof variantSchema>;

export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(itemKinds),
  category_id: z.number().int().nullable(),
  brand_id: z.number().int().nullable(),
  description: z.string().nullable(),
  image_file_id: z.string().nullable(),
  /** The picture's address on the caller's origin (decision 0132), or the demo's own address. */
  image_url: z.string().nullable(),
  track_stock: z.boolean(),
  outlet_ids: z.array(z.number().int()),
  modifier_ids: z.array(z.number().int()),
  tax_ids: z.array(z.number().int()),
  sales_type_ids: z.array(z.number().int()),
  variants: z.array(variantSchema),
  /** False when it is also sold at outlets beyond the caller's reach (decision 0011). */
  can_edit: z.boolean(),
});
export type Item = z.infer<typeof itemSchema>;

export const itemRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(itemKinds),
  category_name: z.string().nullable(),
  brand_name: z.string().nullable(),
  image_url: z.string().nullable(),
  variant_count: z.number().int(),
  min_price: z.number(),
  max_price: z.number(),
  track_stock: z.boolean(),
  /** Units on hand over the outlets shown (the filtered outlet, else all); null when stock is not tracked. */
  stock: z.number().nullable(),
  /** null = not tracked. */
  stock_state: z.enum(['ok', 'low', 'out']).nullable(),
  can_edit: z.boolean(),
});
export type ItemRow = z.infer<typeof itemRowSchema>;

// ---- GET /v1/items ----

export const listItemsQuerySchema = cursorQuerySchema.extend({
  /** Part of the name or of a variant's SKU, any case. */
  search: text().trim().max(ITEM_SEARCH_MAX_LENGTH).optional(),
  outlet: idParamSchema.optional(),
  category: idParamSchema.optional(),
  brand: idParamSchema.optional(),
  stock: z.enum(stockStates).optional(),
  per_page: z.coerce.number().int().min(1).max(ITEM_MAX_PAGE_SIZE).default(ITEM_PAGE_SIZE),
});
export type ListItemsQuery = z.input<typeof listItemsQuerySchema>;
export const listItemsResponseSchema = cursorPage(itemRowSchema);
export type ListItemsResponse = z.infer<typeof listItemsResponseSchema>;

// ---- The panel's pickers ----

const choiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type ItemChoice = z.infer<typeof choiceSchema>;
/** Each list is capped: a picker of more than this many is not a picker (docs/spec-notes.md). */
export const ITEM_CHOICES_MAX = 2000;
export const itemChoicesSchema = z.object({
  categories: z.array(choiceSchema),
  brands: z.array(choiceSchema),
  modifiers: z.array(choiceSchema),
  taxes: z.array(choiceSchema),
  sales_types: z.array(choiceSchema),
});
export type ItemChoices = z.infer<typeof itemChoicesSchema>;

// ---- Bulk actions ----

const itemIdsSchema = z
  .array(idSchema, { message: itemMessages.nothingSelected })
  .min(1, itemMessages.nothingSelected)
  .max(ITEM_MAX_IDS);
export const bulkDeleteItemsSchema = z.object({ item_ids: itemIdsSchema });
export const bulkMoveItemsSchema = z.object({
  item_ids: itemIdsSchema,
  /** null = uncategorised. */
  category_id: idSchema.nullable(),
});
export const bulkSetOutletsSchema = z.object({
  item_ids: itemIdsSchema,
  outlet_ids: z
    .array(idSchema, { message: itemMessages.outletRequired })
    .min(1, itemMessages.outletRequired)
    .max(ITEM_MAX_IDS),
});
export type BulkDeleteItemsRequest = z.input<typeof bulkDeleteItemsSchema>;
export type BulkMoveItemsRequest = z.input<typeof bulkMoveItemsSchema>;
export type BulkSetOutletsRequest = z.input<typeof bulkSetOutletsSchema>;
export const bulkResultSchema = z.object({ count: z.number().int() });

export const itemParamsSchema = z.object({ id: idParamSchema });

// ---- The endpoints (the /v1/items and /v3/items families; docs/spec-notes.md) ----

export const itemEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/items',
    summary: 'Items of the business (not bundle packages) in name order, one page at a time',
    query: listItemsQuerySchema,
    response: listItemsResponseSchema,
    errors: [400, 401, 403],
  }),
  choices: defineEndpoint({
    method: 'GET',
    path: '/v1/items/choices',
    summary: 'The categories, brands, modifiers, taxes and sales types an item can name',
    response: itemChoicesSchema,
    errors: [401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/items/:id',
    summary: 'One item with its variants and what applies to it',
    params: itemParamsSchema,
    response: itemSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v3/items/create_all_outlet',
    summary: 'Create an item with its variants at the outlets that sell it',
    body: saveItemRequestSchema,
    status: 201,
    response: itemSchema,
    errors: [400, 401, 403, 409],
  }),
  validateCreate: defineEndpoint({
    method: 'POST',
    path: '/v3/items/validate_create_all_outlet',
    summary: 'Check an item as create_all_outlet would, writing nothing',
    body: saveItemRequestSchema,
    response: z.object({ valid: z.literal(true) }),
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/items/:id',
    summary: 'Edit an item: variants without an id are added, variants not named are removed',
    params: itemParamsSchema,
    body: saveItemRequestSchema,
    response: itemSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/items/:id',
    summary: 'Delete an item; stored orders keep its name and prices',
    params: itemParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
  bulkDelete: defineEndpoint({
    method: 'POST',
    path: '/v1/items/bulk/delete',
    summary: 'Delete several items',
    body: bulkDeleteItemsSchema,
    response: bulkResultSchema,
    errors: [400, 401, 403, 404],
  }),
  bulkMove: defineEndpoint({
    method: 'POST',
    path: '/v1/items/bulk/category',
    summary: 'Move several items to a category (or none)',
    body: bulkMoveItemsSchema,
    response: bulkResultSchema,
    errors: [400, 401, 403, 404],
  }),
  bulkOutlets: defineEndpoint({
    method: 'POST',
    path: '/v1/items/bulk/outlets',
    summary: 'Sell several items at exactly these outlets (among those the caller manages)',
    body: bulkSetOutletsSchema,
    response: bulkResultSchema,
    errors: [400, 401, 403, 404],
  }),
};
