import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { text } from './common/text.js';

/**
 * Brands and principals (the product's screen description "Brands screen", "Brand", "Principal", "Brand form",
 * "Brands and principals"). A Brand and a Principal are rows of the Business, their names unique in
 * it ignoring case and surrounding spaces; each is offered at some Outlets (decision 0054). The screen works on one
 * Outlet: its lists show what that Outlet offers, "save to all outlets" offers it everywhere, a delete takes it off
 * the one Outlet unless "delete from all outlets" is asked (or it was at that Outlet only), which removes the row:
 * its items become Unbranded, its brands lose their principal.
 *
 * Principal id -1 is the virtual "None" group: the Outlet's brands without a principal there. It is not a row.
 */

/** The product's constants. */
export const BRAND_NAME_MAX_LENGTH = 50;
export const PRINCIPAL_PAGE_SIZE = 500;
export const BRAND_PAGE_SIZE = 50;
/** The Assign Principal modal reads principals (and the principal form brands) in pages this large. */
export const BRAND_ASSIGN_PAGE_SIZE = 999;
export const BRAND_MAX_PAGE_SIZE = 999;
/** Principal id -1 is "no principal". */
export const NO_PRINCIPAL_ID = -1;
/** Not in the spec: a bound so that one request cannot name an unbounded list. */
export const BRAND_MAX_IDS = 5000;
/** How many item names a Brand carries with its `item_count` (enough for a tooltip; the count is exact). */
export const BRAND_ITEM_NAMES_SHOWN = 10;

/** The product's validation rules (its rule, our words: the spec gives none). Errors carry their key; the web app translates by it. */
export const brandMessages = defineMessages('brands', {
  brandNameRequired: 'Brand name is required',
  principalNameRequired: 'Principal name is required',
  nameTooLong: `Name can not be longer than ${BRAND_NAME_MAX_LENGTH} characters`,
  outletNotInBusiness: 'This outlet is not one of your outlets',
  brandNotAtOutlet: 'This brand is not at this outlet',
  nothingSelected: 'Select at least one brand or principal',
});
export type BrandMessageKey = MessageKey<'brands', typeof brandMessages>;

/**
 * the product's error catalogue lists the codes whose message shows under the name field (0072-0002, 0072-0003, 0093-0001 to 0093-0004)
 * but not their words; ours, decision 0055. A taken name answers 409; a missing row 404.
 */
export const brandErrors = {
  '0072-0001': { status: 404, message: 'Brand does not found or already removed' },
  '0072-0002': { status: 409, message: 'Brand name already exists in this outlet, please use another name.' },
  '0072-0003': {
    status: 409,
    message: 'Brand name already exists in another outlet of your business, please use another name.',
  },
  '0093-0001': {
    status: 409,
    message: 'Principal name already exists in this outlet, please use another name.',
  },
  '0093-0002': {
    status: 409,
    message: 'Principal name already exists in another outlet of your business, please use another name.',
  },
  '0093-0003': { status: 409, message: '"None" is reserved for brands without a principal.' },
  '0093-0004': { status: 404, message: 'Principal does not found or already removed' },
} as const satisfies Record<string, { status: number; message: string }>;
export type BrandErrorCode = keyof typeof brandErrors;
export const BRAND_NOT_FOUND = '0072-0001' satisfies BrandErrorCode;
export const BRAND_NAME_TAKEN_HERE = '0072-0002' satisfies BrandErrorCode;
export const BRAND_NAME_TAKEN_ELSEWHERE = '0072-0003' satisfies BrandErrorCode;
export const PRINCIPAL_NAME_TAKEN_HERE = '0093-0001' satisfies BrandErrorCode;
export const PRINCIPAL_NAME_TAKEN_ELSEWHERE = '0093-0002' satisfies BrandErrorCode;
export const PRINCIPAL_NAME_RESERVED = '0093-0003' satisfies BrandErrorCode;
export const PRINCIPAL_NOT_FOUND = '0093-0004' satisfies BrandErrorCode;
/** The codes the product's error catalogue shows under the name field. */
export const BRAND_NAME_FIELD_CODES: readonly string[] = [
  BRAND_NAME_TAKEN_HERE,
  BRAND_NAME_TAKEN_ELSEWHERE,
  PRINCIPAL_NAME_TAKEN_HERE,
  PRINCIPAL_NAME_TAKEN_ELSEWHERE,
  PRINCIPAL_NAME_RESERVED,
  PRINCIPAL_NOT_FOUND,
];

// ---- Building blocks, shared by the request schemas and the form ----

const nameOf = (required: string) =>
  text(required).trim().min(1, required).max(BRAND_NAME_MAX_LENGTH, brandMessages.nameTooLong);
export const brandNameSchema = nameOf(brandMessages.brandNameRequired);
export const principalNameSchema = nameOf(brandMessages.principalNameRequired);

/** A principal as a request names it: an id, or -1 / null for "None". */
export const principalRefSchema = z
  .union([idSchema, z.literal(NO_PRINCIPAL_ID), z.null()])
  .transform((value) => (value === NO_PRINCIPAL_ID ? null : value));
const idListSchema = z.array(idSchema).max(BRAND_MAX_IDS).default([]);
const booleanParamSchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

export const outletParamsSchema = z.object({ outlet: idParamSchema });
export const brandParamsSchema = z.object({ brand: idParamSchema, outlet: idParamSchema });
export const principalParamsSchema = z.object({ id: idParamSchema });

// ---- Responses ----

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null = no principal (the "None" group) at this Outlet. */
  principal_id: z.number().int().nullable(),
  principal_name: z.string().nullable(),
  /** Items of this Brand sold at the Outlet. */
  item_count: z.number().int(),
  /** The first names of those items in name order (at most `BRAND_ITEM_NAMES_SHOWN`). */
  item_names: z.array(z.string()),
  /** How many Outlets offer it: a delete from this Outlet removes it for good when it is 1. */
  outlet_count: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandSummarySchema = z.object({ id: z.number().int(), name: z.string() });
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const principalSchema = z.object({
  /** -1 = the "None" group. */
  id: z.number().int(),
  name: z.string(),
  /** Brands of the principal at the Outlet. */
  brand_count: z.number().int(),
  /** Items of those brands sold at the Outlet: the principal line's "Item stock" (decision 0133). */
  item_count: z.number().int(),
  /** Filled when the list is asked `deep` (and for one principal read); otherwise empty. */
  brands: z.array(brandSummarySchema),
  outlet_count: z.number().int(),
});
export type Principal = z.infer<typeof principalSchema>;

const pagedQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const pageMeta = { page: z.number().int(), size: z.number().int(), has_next: z.boolean() };

// ---- GET /inventory/v1/brands/outlets/:outlet ----

export const listBrandsQuerySchema = pagedQuery.extend({
  /** One principal's brands (-1 = "None"); absent = all. */
  principal_id: z.coerce
    .number()
    .int()
    .refine((value) => value === NO_PRINCIPAL_ID || (value >= 1 && value <= 2_147_483_647))
    .optional(),
  keyword: text().trim().max(BRAND_NAME_MAX_LENGTH).optional(),
  /** With a keyword: also match the principal's name (the "parent" search scope). */
  deep: booleanParamSchema,
  size: z.coerce.number().int().min(1).max(BRAND_MAX_PAGE_SIZE).default(BRAND_PAGE_SIZE),
});
export type ListBrandsQuery = z.input<typeof listBrandsQuerySchema>;
export const listBrandsResponseSchema = z.object({ results: z.array(brandSchema), ...pageMeta });
export type ListBrandsResponse = z.infer<typeof listBrandsResponseSchema>;

// ---- Brand writes ----

export const saveBrandRequestSchema = z.object({
  name: brandNameSchema,
  principal_id: principalRefSchema.default(null),
  /** Offer it at every Outlet the caller reaches, not only this one. */
  is_saved_to_all_outlets: z.boolean().default(false),
});
export type SaveBrandRequest = z.input<typeof saveBrandRequestSchema>;
export type SaveBrandBody = z.output<typeof saveBrandRequestSchema>;

export const deleteRequestSchema = z.object({ is_saved_to_all_outlets: z.boolean().default(false) });
export type DeleteBrandRequest = z.input<typeof deleteRequestSchema>;

// ---- Principals ----

export const listPrincipalsQuerySchema = pagedQuery.extend({
  outlet_id: idParamSchema,
  deep: booleanParamSchema,
  size: z.coerce.number().int().min(1).max(BRAND_MAX_PAGE_SIZE).default(PRINCIPAL_PAGE_SIZE),
});
export type ListPrincipalsQuery = z.input<typeof listPrincipalsQuerySchema>;
export const listPrincipalsResponseSchema = z.object({ results: z.array(principalSchema), ...pageMeta });
export type ListPrincipalsResponse = z.infer<typeof listPrincipalsResponseSchema>;

export const outletQuerySchema = z.object({ outlet_id: idParamSchema });

/** "Parent save payload": the brands become the principal's; its other brands at the Outlet lose it. */
export const savePrincipalRequestSchema = z.object({
  name: principalNameSchema,
  brand_ids: idListSchema,
  outlet_id: idSchema,
  is_saved_to_all_outlets: z.boolean().default(false),
});
export type SavePrincipalRequest = z.input<typeof savePrincipalRequestSchema>;
export type SavePrincipalBody = z.output<typeof savePrincipalRequestSchema>;

export const deletePrincipalRequestSchema = deleteRequestSchema.extend({ outlet_id: idSchema });
export type DeletePrincipalRequest = z.input<typeof deletePrincipalRequestSchema>;

const somethingSelected = (value: { brand_ids: number[]; principal_ids: number[] }) =>
  value.brand_ids.length + value.principal_ids.length > 0;

export const bulkDeleteRequestSchema = z
  .object({
    outlet_id: idSchema,
    brand_ids: idListSchema,
    principal_ids: idListSchema,
    is_saved_to_all_outlets: z.boolean().default(false),
  })
  .refine(somethingSelected, { message: brandMessages.nothingSelected, path: ['brand_ids'] });
export type BulkDeleteRequest = z.input<typeof bulkDeleteRequestSchema>;
export type BulkDeleteBody = z.output<typeof bulkDeleteRequestSchema>;

/** The named brands and every brand of the named principals (at the Outlet) move to the target. */
export const bulkMoveRequestSchema = z
  .object({
    outlet_id: idSchema,
    brand_ids: idListSchema,
    principal_ids: idListSchema,
    target_principal_id: principalRefSchema,
  })
  .refine(somethingSelected, { message: brandMessages.nothingSelected, path: ['brand_ids'] });
export type BulkMoveRequest = z.input<typeof bulkMoveRequestSchema>;
export type BulkMoveBody = z.output<typeof bulkMoveRequestSchema>;

export const bulkResultSchema = z.object({
  brand_count: z.number().int(),
  principal_count: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ---- The endpoints (under /inventory/v1; the Outlet in the path, query or body, decision 0053) ----

const readErrors = [400, 401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;

export const brandEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/inventory/v1/brands/outlets/:outlet',
    summary: 'Brands offered at an Outlet in name order, one page at a time',
    params: outletParamsSchema,
    query: listBrandsQuerySchema,
    response: listBrandsResponseSchema,
    errors: readErrors,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/inventory/v1/brands/outlets/:outlet',
    summary: 'Create a Brand at an Outlet (or every Outlet)',
    params: outletParamsSchema,
    body: saveBrandRequestSchema,
    status: 201,
    response: brandSchema,
    errors: writeErrors,
  }),
  createAtAll: defineEndpoint({
    method: 'POST',
    path: '/inventory/v1/brands/outlets/:outlet/all',
    summary: 'Create a Brand at every Outlet the caller reaches',
    params: outletParamsSchema,
    body: saveBrandRequestSchema,
    status: 201,
    response: brandSchema,
    errors: writeErrors,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/inventory/v1/brands/:brand/outlets/:outlet',
    summary: 'One Brand as an Outlet offers it',
    params: brandParamsSchema,
    response: brandSchema,
    errors: readErrors,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/inventory/v1/brands/:brand/outlets/:outlet',
    summary: 'Rename a Brand or change its principal',
    params: brandParamsSchema,
    body: saveBrandRequestSchema,
    response: brandSchema,
    errors: writeErrors,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/inventory/v1/brands/:brand/outlets/:outlet',
    summary: 'Take a Brand off an Outlet, or delete it from every Outlet',
    params: brandParamsSchema,
    body: deleteRequestSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: readErrors,
  }),
  listPrincipals: defineEndpoint({
    method: 'GET',
    path: '/inventory/v1/principals',
    summary: 'The "None" group, then the principals offered at an Outlet in name order',
    query: listPrincipalsQuerySchema,
    response: listPrincipalsResponseSchema,
    errors: readErrors,
  }),
  createPrincipal: defineEndpoint({
    method: 'POST',
    path: '/inventory/v1/principals',
    summary: 'Create a principal with its brands',
    body: savePrincipalRequestSchema,
    status: 201,
    response: principalSchema,
    errors: writeErrors,
  }),
  getPrincipal: defineEndpoint({
    method: 'GET',
    path: '/inventory/v1/principals/:id',
    summary: 'One principal with its brands at an Outlet',
    params: principalParamsSchema,
    query: outletQuerySchema,
    response: principalSchema,
    errors: readErrors,
  }),
  updatePrincipal: defineEndpoint({
    method: 'PUT',
    path: '/inventory/v1/principals/:id',
    summary: 'Rename a principal and set its brands at an Outlet',
    params: principalParamsSchema,
    body: savePrincipalRequestSchema,
    response: principalSchema,
    errors: writeErrors,
  }),
  deletePrincipal: defineEndpoint({
    method: 'DELETE',
    path: '/inventory/v1/principals/:id',
    summary: 'Take a principal off an Outlet, or delete it; its brands there get no principal',
    params: principalParamsSchema,
    body: deletePrincipalRequestSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: readErrors,
  }),
  bulkDelete: defineEndpoint({
    method: 'DELETE',
    path: '/inventory/v1/principals/bulk',
    summary: 'Delete brands and principals in one go',
    body: bulkDeleteRequestSchema,
    response: bulkResultSchema,
    errors: readErrors,
  }),
  bulkMove: defineEndpoint({
    method: 'PUT',
    path: '/inventory/v1/principals/bulk',
    summary: 'Move brands (and the brands of principals) to a principal or to none',
    body: bulkMoveRequestSchema,
    response: bulkResultSchema,
    errors: readErrors,
  }),
};
