import { z } from 'zod';
import { rupiahSchema } from './common/money.js';

/**
 * What a cashier device sells from (issue 29, decisions 0150 and 0175): its outlet's catalogue with a version, whole
 * or as the changes since a version the device holds. Every entity comes whole, never as a patch: a device replaces
 * what it has under the same id, and drops the ids listed in `deleted`.
 */

/** `?since=<version>`: the catalogue version the device holds; absent = the whole catalogue. */
export const posCatalogueQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a catalogue version: a whole number from 0.')
    .transform(Number)
    .optional(),
});
export type PosCatalogueQuery = z.input<typeof posCatalogueQuerySchema>;

const id = z.number().int();
const ids = z.array(id);

export const posCatalogueVariantSchema = z.object({
  variant_id: id,
  name: z.string(),
  sku: z.string().nullable(),
  /** The price at the device's outlet: the outlet's own price when it has one, else the variant's. */
  price: rupiahSchema,
  cost: rupiahSchema,
  /** Below this many units at the outlet the item counts as low on stock; null = no alert. */
  low_stock_level: z.number().int().nullable(),
});

export const posCatalogueItemSchema = z.object({
  item_id: id,
  item_name: z.string(),
  category_id: id.nullable(),
  /** A bundle package is sold as one line at its variant's price and made of `bundle_components`. */
  kind: z.enum(['item', 'bundle']),
  description: z.string().nullable(),
  track_stock: z.boolean(),
  variants: z.array(posCatalogueVariantSchema),
  /** Links as stored: a device applies those of the modifiers, taxes and sales types its catalogue holds. */
  modifier_ids: ids,
  tax_ids: ids,
  /** Empty = sold under every sales type. */
  sales_type_ids: ids,
  bundle_components: z.array(z.object({ variant_id: id, quantity: z.number().int() })),
});
export type PosCatalogueItem = z.infer<typeof posCatalogueItemSchema>;

export const posCatalogueModifierSchema = z.object({
  id,
  name: z.string(),
  is_required: z.boolean(),
  is_single_choice: z.boolean(),
  min_select: z.number().int(),
  /** Null = as many as it has options. */
  max_select: z.number().int().nullable(),
  options: z.array(z.object({ id, name: z.string(), price: rupiahSchema })),
});

export const posCatalogueTaxSchema = z.object({
  id,
  name: z.string(),
  percentage: z.number(),
  /** Included in the price (the price already holds it) rather than added to it. */
  is_included: z.boolean(),
});

export const posCatalogueGratuitySchema = z.object({
  id,
  name: z.string(),
  percentage: z.number(),
  /** Empty = every sales type. */
  sales_type_ids: ids,
});

export const posCatalogueSalesTypeSchema = z.object({
  id,
  name: z.string(),
  /** The sales type a new bill starts with. */
  is_default: z.boolean(),
});

export const posCataloguePromoSchema = z.object({
  id,
  name: z.string(),
  promo_type_id: z.number().int(),
  discount_type: z.enum(['PERCENTAGE', 'CASH']),
  amount: z.number(),
  max_discount: rupiahSchema.nullable(),
  requirement: z.object({
    type: z.string(),
    relation: z.string().nullable(),
    items: z.array(
      z.object({
        item_id: id,
        item_name: z.string(),
        variant_name: z.string().nullable(),
        quantity: z.number(),
      }),
    ),
    category_id: id.nullable(),
    category_quantity: z.number().nullable(),
    minimum_amount: z.number().nullable(),
  }),
  /** Empty = every sales type. */
  sales_type_ids: ids,
  start_at: z.iso.datetime().nullable(),
  end_at: z.iso.datetime().nullable(),
  /** ISO weekdays and an `HH:mm`–`HH:mm` window on the outlet's wall clock; null = all day, every day. */
  schedule: z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() }).nullable(),
  /** The higher wins when two apply to the same items, then the older (the lower id). */
  priority: z.number().int(),
});

export const posCatalogueDiscountSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(['cash', 'percentage']),
  /** Rupiah for cash, percent for percentage; null = the cashier types it. */
  amount: z.number().nullable(),
});

/** The ids a device drops: entities deleted, or no longer offered at its outlet, since the version it sent. */
export const posCatalogueDeletedSchema = z.object({
  items: ids,
  categories: ids,
  modifiers: ids,
  taxes: ids,
  gratuities: ids,
  sales_types: ids,
  promos: ids,
  discounts: ids,
});
export type PosCatalogueDeleted = z.infer<typeof posCatalogueDeletedSchema>;

/** The versioned part of the catalogue: what `since` answers with only what changed. */
export const posCatalogueEntitiesSchema = z.object({
  items: z.array(posCatalogueItemSchema),
  categories: z.array(z.object({ id, name: z.string(), color: z.string().nullable() })),
  modifiers: z.array(posCatalogueModifierSchema),
  taxes: z.array(posCatalogueTaxSchema),
  gratuities: z.array(posCatalogueGratuitySchema),
  sales_types: z.array(posCatalogueSalesTypeSchema),
  promos: z.array(posCataloguePromoSchema),
  discounts: z.array(posCatalogueDiscountSchema),
});
export type PosCatalogueEntities = z.infer<typeof posCatalogueEntitiesSchema>;
export const POS_CATALOGUE_KINDS = [
  'items',
  'categories',
  'modifiers',
  'taxes',
  'gratuities',
  'sales_types',
  'promos',
  'discounts',
] as const satisfies readonly (keyof PosCatalogueEntities)[];

/**
 * What a device sells at its outlet. `full`: the whole catalogue (replace everything held); otherwise only the
 * entities changed since the version sent, and `deleted`. The outlet, payment methods, staff, customers and loyalty
 * are not versioned and come whole in every answer (decision 0175).
 */
export const posCatalogueSchema = posCatalogueEntitiesSchema.extend({
  /** The catalogue version this answer brings the device to; send it back as `since`. */
  version: z.number().int(),
  full: z.boolean(),
  deleted: posCatalogueDeletedSchema,
  outlet: z.object({ id, name: z.string(), time_zone: z.string() }),
  payment_methods: z.array(
    z.object({ id, code: z.string(), name: z.string(), kind: z.enum(['cash', 'card', 'qris', 'e_wallet']) }),
  ),
  staff_ids: ids,
  /** Customers a cashier may attach to a bill (the most recent 200), each with its loyalty membership if any. */
  customers: z.array(
    z.object({
      id,
      name: z.string(),
      member: z
        .object({ member_id: id, member_since: z.string(), points_balance: z.number().int() })
        .nullable(),
    }),
  ),
  /** The business's active loyalty program: points per `earn_spend_amount` of net sales, and its rewards. */
  loyalty: z
    .object({
      program_id: id,
      earn_spend_amount: rupiahSchema,
      earn_points: z.number().int(),
      rewards: z.array(
        z.object({
          id,
          name: z.string(),
          redeem_points: z.number().int(),
          discount_type: z.enum(['cash', 'percentage']),
          /** Rupiah for cash, percent for percentage. */
          discount_amount: z.number(),
          max_discount_amount: rupiahSchema.nullable(),
          min_purchase_amount: rupiahSchema,
        }),
      ),
    })
    .nullable(),
});
export type PosCatalogue = z.infer<typeof posCatalogueSchema>;
