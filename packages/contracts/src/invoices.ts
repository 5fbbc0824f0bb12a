import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { rupiahSchema } from './common/money.js';
import { text } from './common/text.js';

/**
 * Invoice and payment detail by token (the product's entity description "Invoice and payment detail", "Invoice detail
 * by token"): the whole bill as the detail panel and the printable invoice show it. The token is the order's
 * `order_token` (decision 0042). Money is integer Rupiah; refund values are negative, as the spec's refund carries
 * them. Every field of the entity is carried; those whose data arrives with later work (bundles, loyalty's
 * redemption options, promo requirement and reward ids) are present and empty until then (docs/spec-notes.md).
 */

export const INVOICE_TOKEN_MESSAGE = 'Must be an invoice token.';
/** base64url characters only; real tokens are 43 long, the bound keeps hostile input out of the query. */
export const invoiceTokenSchema = text(INVOICE_TOKEN_MESSAGE).regex(
  /^[A-Za-z0-9_-]{1,128}$/,
  INVOICE_TOKEN_MESSAGE,
);
export const invoiceTokenParamsSchema = z.object({ token: invoiceTokenSchema });
export type InvoiceTokenParams = z.input<typeof invoiceTokenParamsSchema>;

/** "Invoice badge": paid, cancelled, partially_paid, otherwise (an open bill) unpaid. */
export const invoiceStatuses = ['paid', 'partially_paid', 'cancelled', 'unpaid'] as const;

/**
 * The badge's text: the status in words, or 'Overdue' for a bill still owing after its due date (the state rules'
 * "an 'Overdue' text red").
 */
export const invoiceStatusDescriptions = [
  'Paid',
  'Partially Paid',
  'Cancelled',
  'Unpaid',
  'Overdue',
] as const;

const discountLineSchema = z.object({
  discount_name: z.string(),
  discount_type: z.enum(['cash', 'percentage']),
  discount_percentage: z.number().nullable(),
  discount_amount: rupiahSchema,
});

const invoiceItemSchema = z.object({
  uuid: z.string(),
  item_name: z.string(),
  item_variant_name: z.string(),
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
  /** Unit price with the chosen modifiers. */
  price: rupiahSchema,
  /** price × quantity. */
  gross_amount: rupiahSchema,
  /** The sum of `discounts`. */
  discount_amount: rupiahSchema,
  modifiers: z.array(
    z.object({ modifier_name: z.string(), modifier_option_name: z.string(), price: rupiahSchema }),
  ),
  discounts: z.array(discountLineSchema),
  note: z.string().nullable(),
  /** A line a promo gave as its reward. */
  is_program_item: z.boolean(),
  /** The items a bundle line is made of; empty for a plain item (no bundles are sold yet). */
  bundle_components: z.array(
    z.object({ item_name: z.string(), item_variant_name: z.string(), quantity: z.number().int() }),
  ),
});

const salesTypeGroupSchema = z.object({
  /** null: the screens' 'No Sales Type'. */
  sales_type_name: z.string().nullable(),
  items: z.array(invoiceItemSchema),
});

const chargeLineSchema = z.object({ name: z.string(), percentage: z.number(), amount: rupiahSchema });
const refundChargeSchema = z.object({ name: z.string(), amount: rupiahSchema });

const voidItemSchema = z.object({
  item_name: z.string(),
  item_variant_name: z.string(),
  quantity: z.number().int(),
  price: rupiahSchema,
  void_reason: z.string(),
  void_by: z.string().nullable(),
  voided_at: z.iso.datetime(),
});

const promoSchema = z.object({
  promo_id: z.number().int().nullable(),
  promo_name: z.string(),
  promo_type_id: z.number().int(),
  count: z.number().int(),
  reward_amount: rupiahSchema,
  reward_discount_type: z.enum(['PERCENTAGE', 'CASH']),
  items: z.array(
    z.object({
      order_item_uuid: z.string(),
      promo_item_status: z.enum(['REWARD', 'REQUIREMENT']),
      /** The promo's requirement this line met, when the cashier sent it. */
      promo_requirement_id: z.number().int().nullable(),
      /** The promo's reward this line received, when the cashier sent it. */
      promo_reward_id: z.number().int().nullable(),
      amount: rupiahSchema,
      total_rewarded: rupiahSchema,
    }),
  ),
});

const paymentDetailSchema = z.object({
  payment_id: z.number().int(),
  payment_uuid: z.string(),
  payment_type: z.string(),
  payment_type_label: z.string(),
  amount: rupiahSchema,
  /** Cash handed over; null for other methods. */
  tendered_amount: rupiahSchema.nullable(),
});

export const refundRecordSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  refunded_by: z.string().nullable(),
  /** The reason, or the free text given with Other. */
  refunded_reason: z.string(),
  refunded_at: z.iso.datetime(),
  is_refund_breakdown: z.boolean(),
  subtotal: rupiahSchema,
  total_discount: rupiahSchema,
  total_redeem_amount: rupiahSchema,
  total_gratuity: rupiahSchema,
  total_tax: rupiahSchema,
  total_rounding_amount: rupiahSchema,
  refund_amount: rupiahSchema,
  order_items: z.array(
    z.object({
      item_name: z.string(),
      item_variant_name: z.string(),
      quantity: z.number().int(),
      gross_amount: rupiahSchema,
      discount_amount: rupiahSchema,
      gratuity_amount: rupiahSchema,
      tax_amount: rupiahSchema,
      net_amount: rupiahSchema,
    }),
  ),
  order_taxes: z.array(refundChargeSchema),
  order_gratuities: z.array(refundChargeSchema),
});

/**
 * What of one line can still be refunded; empty for a bill that is not completed. The shares (`redemption`,
 * `gratuity`, `tax`, `net`) are what refunding all of the line's remaining units alone would give back, positive,
 * computed by the refund's own rule; the bill's rounding goes back only with the whole order and is not in them.
 */
const refundAvailabilitySchema = z.object({
  order_item_uuid: z.string(),
  position: z.number().int(),
  category: z.string().nullable(),
  item: z.string(),
  variant: z.string(),
  sales_type: z.string().nullable(),
  /** Unit price with modifiers. */
  price: rupiahSchema,
  /** The line's own discounts over its remaining units. */
  discount: rupiahSchema,
  /** The loyalty redemption's share of the remaining units. */
  redemption: rupiahSchema,
  gratuity: rupiahSchema,
  tax: rupiahSchema,
  /** Gross less every discount, promo and redemption share: the net sales the remaining units would give back. */
  net: rupiahSchema,
  /** Units not yet refunded: the most a refund may give back. */
  quantity: z.number().int(),
  /** The bundle line this line belongs to; null for a line of its own (no bundles are sold yet). */
  parent_order_item_uuid: z.string().nullable(),
  /** Whether the item keeps stock, so a refund puts the units back (the catalogue item's setting). */
  tracks_stock: z.boolean(),
  item_type: z.enum(['ITEM', 'BUNDLE']),
  bundle_id: z.number().int().nullable(),
});

const loyaltySchema = z.object({
  type: z.enum(['EARNING', 'REDEMPTION']),
  program_id: z.number().int(),
  member_id: z.number().int(),
  member_since: z.string(),
  current_balance: z.number().int(),
  new_earned_points: z.number().int(),
  closing_balance: z.number().int(),
  /** Points given for joining the program with this bill; 0 for an existing member. */
  new_member_points: z.number().int(),
  earning_rule: z.object({ type: z.enum(['SPENDING', 'VISIT']), amount: z.number(), point: z.number() }),
  redemption: z
    .object({
      reward_id: z.number().int(),
      reward: z.string(),
      reward_checkout_title: z.string().nullable(),
      reward_type: z.string().nullable(),
      redeem_points: z.number().int(),
      discount: z.number(),
      discount_type: z.enum(['cash', 'percentage']),
    })
    .nullable(),
  /** The rewards the member could redeem at checkout, as the cashier saw them. */
  redemption_options: z.array(
    z.object({
      type: z.enum(['ELIGIBLE', 'NOT_ELIGIBLE']),
      redeem_points: z.number().int(),
      reward: z.string(),
      max_discount_amount: rupiahSchema.nullable(),
      min_purchase_amount: rupiahSchema.nullable(),
    }),
  ),
});

/**
 * The invoice. Its amounts obey subtotal − total_discount + total_gratuity + total_tax + total_rounding_amount =
 * total_collected_amount, where total_discount covers item and bill discounts, promos and the redemption; refunds
 * do not change them: what the merchant kept is total_collected_amount + total_refund (total_refund ≤ 0).
 */
export const invoiceDetailSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** The order's global id as the cashier device created it (the same value as `uuid`). */
  guid: z.string(),
  order_token: z.string(),
  /** The receipt number, which is also the invoice and payment number. */
  order_id: z.string(),
  invoice_no: z.string(),
  payment_no: z.string(),
  invoice_status: z.enum(invoiceStatuses),
  status_description: z.enum(invoiceStatusDescriptions),
  /**
   * The local date (outlet's zone) by which the bill is to be paid: the day it was rung up (docs/spec-notes.md).
   * A bill still owing after it is Overdue.
   */
  invoice_due_date: z.iso.date(),
  status: z.enum(['completed', 'cancelled', 'open']),
  /**
   * The order's one time, the same instant the Transactions list, the receipt mail and the exports show: when the
   * order was rung up (decision 0110). A payment's own time is its `invoice_payment_records` entry.
   */
  created_at: z.iso.datetime(),
  /** When the bill was opened: the same instant as `created_at`, the bill being the order. */
  bill_created_at: z.iso.datetime(),
  cancelled_at: z.iso.datetime().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  receipt_count: z.number().int(),
  time_zone: z.string(),
  business_name: z.string(),
  outlet_id: z.number().int(),
  outlet_name: z.string(),
  outlet_address: z.string().nullable(),
  outlet_phone: z.string().nullable(),
  /** The bill's name: its receipt number, as the cancelled detail's `name`. */
  name: z.string(),
  table_name: z.string().nullable(),
  pax: z.number().int().nullable(),
  server_name: z.string().nullable(),
  collector_name: z.string().nullable(),
  creator_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  /** The first payment's method, or 'split' when there are several. */
  payment_type: z.string().nullable(),
  payment_type_label: z.string().nullable(),
  split_payment_details: z.array(paymentDetailSchema),
  /** Completed, with something left to give back. */
  refundable: z.boolean(),
  subtotal: rupiahSchema,
  total_discount: rupiahSchema,
  total_promo: rupiahSchema,
  total_redeem_amount: rupiahSchema,
  total_gratuity: rupiahSchema,
  total_tax: rupiahSchema,
  total_rounding_amount: rupiahSchema,
  total_collected_amount: rupiahSchema,
  net_sales: rupiahSchema,
  total_refund: rupiahSchema,
  total_amount_due: rupiahSchema,
  include_gratuity_tax: z.boolean(),
  invoice_payment_records: z.array(
    z.object({ payment_date: z.iso.datetime(), amount_received: rupiahSchema }),
  ),
  order_items: z.array(salesTypeGroupSchema),
  void_items: z.array(voidItemSchema),
  order_discounts: z.array(discountLineSchema),
  order_gratuities: z.array(chargeLineSchema),
  /** The taxes added to the price: what `total_tax` sums and the total holds. */
  order_taxes: z.array(chargeLineSchema),
  /**
   * The taxes included in the price (decision 0155): the part of the prices that was each tax, already inside the
   * subtotal, so in neither `total_tax` nor the total; stated apart as "included" (decision 0221).
   */
  included_taxes: z.array(chargeLineSchema),
  promos: z.array(promoSchema),
  order_refunds: z.array(refundRecordSchema),
  refund_availability: z.array(refundAvailabilitySchema),
  loyalty: loyaltySchema.nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** The languages a printable invoice may be shown in; the business's is the default for a viewer without a choice. */
export const invoiceLanguages = ['id', 'en'] as const;

/**
 * The printable invoice ("Invoice print page", decision 0044): the same invoice, read without sign-in by
 * its token, less what only the back office acts on (refund availability), plus the business's language. It
 * carries nothing else of the business than its name and the outlet's name, address and phone.
 */
export const publicInvoiceSchema = invoiceDetailSchema
  .omit({ refundable: true, refund_availability: true })
  .extend({ business_language: z.enum(invoiceLanguages) });
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/** A new link for the same invoice; the old token opens nothing from then on. */
export const reissuedInvoiceSchema = z.object({ order_token: z.string() });
export type ReissuedInvoice = z.infer<typeof reissuedInvoiceSchema>;

export const invoiceEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: '/order-reporting/backoffice/v1/invoices/:token',
    summary: 'The invoice and payment detail of one order, by its invoice token',
    params: invoiceTokenParamsSchema,
    response: invoiceDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  publicDetail: defineEndpoint({
    method: 'GET',
    path: '/order-reporting/v1/public/invoices/:token',
    summary: 'The printable invoice of one order, by its invoice token, without sign-in',
    params: invoiceTokenParamsSchema,
    response: publicInvoiceSchema,
    errors: [400, 404],
  }),
  reissue: defineEndpoint({
    method: 'POST',
    path: '/order-reporting/backoffice/v1/invoices/:token/reissue',
    summary: 'Replaces the invoice token: the old link stops working, the new one opens the same invoice',
    params: invoiceTokenParamsSchema,
    response: reissuedInvoiceSchema,
    errors: [400, 401, 403, 404],
  }),
};
