import { z } from 'zod';

/**
 * Feature flags. The server evaluates each flag for the
 * caller (business, business category, e-mail audiences) and serves the result; the web app keeps its own
 * defaults until the flags arrive and whenever the flag call fails.
 */
export const flagNames = [
  'redirect-map',
  'transactions-v2',
  'principal-brands',
  'ecommerce-attributes',
  'bundle-report',
  'bundle-package',
  'outlet-linking',
  'online-store',
  'google-shopping',
  'facebook-instagram-shop',
  'recurring-payment',
  'marketing-modal',
] as const;
export const flagNameSchema = z.enum(flagNames);
export type FlagName = z.infer<typeof flagNameSchema>;

/** A payload travels as a typed string, the way the remote toggle service carried it. */
export const flagPayloadSchema = z.object({
  type: z.enum(['json', 'string', 'number']),
  value: z.string(),
});
export type FlagPayload = z.infer<typeof flagPayloadSchema>;

export const flagVariantSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  payload: flagPayloadSchema.optional(),
});
export type FlagVariant = z.infer<typeof flagVariantSchema>;

export const flagStateSchema = z.object({
  enabled: z.boolean(),
  variant: flagVariantSchema.nullable(),
});
export type FlagState = z.infer<typeof flagStateSchema>;

/** GET /api/feature-flags/v1/flags */
export const flagsResponseSchema = z.object({
  flags: z.record(z.string(), flagStateSchema),
});
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;

/** GET /api/inventory/v1/feature-flag/eligible-features: the flags that are on for the caller. */
export const eligibleFeaturesResponseSchema = z.array(z.object({ name: z.string() }));
export type EligibleFeaturesResponse = z.infer<typeof eligibleFeaturesResponseSchema>;

/** JSON payload of the `redirect-map` variant: old path → /v2 path. */
export const redirectMapPayloadSchema = z.record(z.string(), z.string().startsWith('/v2/'));
export type RedirectMapPayload = z.infer<typeof redirectMapPayloadSchema>;

/** JSON payload of each `marketing-modal` variant ("Marketing modal"). */
/** Campaign text: one string for every language, or one per language (English is the fallback). */
export const localizedTextSchema = z.union([
  z.string().min(1),
  z.object({ en: z.string().min(1), id: z.string().min(1).optional() }),
]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const marketingModalPayloadSchema = z.object({
  image: z.string().min(1),
  cta: localizedTextSchema.nullable(),
  height: z.number().int().positive(),
  width: z.number().int().positive(),
  url: z.string().nullable(),
  caption: localizedTextSchema.nullable(),
  /** The modal opens when this is above the version the user last saw. */
  version: z.number().int().positive(),
});
export type MarketingModalPayload = z.infer<typeof marketingModalPayloadSchema>;

/** JSON payload of the `principal-brands` variant: page size of the parent (principal) list. */
export const principalBrandsPayloadSchema = z.object({ principal_size: z.number().int().positive() });
export type PrincipalBrandsPayload = z.infer<typeof principalBrandsPayloadSchema>;
