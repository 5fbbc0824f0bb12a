import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idSchema } from './common/ids.js';
import { rupiahSchema } from './common/money.js';
import { text } from './common/text.js';
import { refundRecordSchema } from './invoices.js';

/**
 * POST /api/order/v4/refund-orders ("Refund payload", "Refund") with an `OUTLET_ID`
 * header, and its preview (decision 0064). The payment names the order, as in the receipt call. The client names
 * the units it gives back; every amount is computed by the server from the stored order, so the spec's client
 * totals (amount, subtotal, total_tax…) are accepted and ignored. Refund values are negative.
 */

export const refundReasons = ['Returned Goods', 'Accidental Charge', 'Cancelled Order', 'Other'] as const;
export type RefundReason = (typeof refundReasons)[number];

/** The product's state rules "Refund button": the tooltip text, also the answer to a card payment's refund. */
export const CARD_REFUND_MESSAGE = 'Card transaction can only be refunded from the mobile device';
export const REASON_REQUIRED_MESSAGE = 'Reason is required.';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const OUTLET_ID_HEADER = 'outlet_id';

export const refundErrors = {
  REFUND_CARD_PAYMENT: { status: 422, message: CARD_REFUND_MESSAGE },
  REFUND_NOT_REFUNDABLE: { status: 422, message: 'This transaction can not be refunded.' },
  REFUND_ITEM_NOT_SELECTABLE: {
    status: 422,
    message: 'This item was paid with a reward and can not be refunded.',
  },
  REFUND_NOTHING: { status: 422, message: 'There is nothing to refund.' },
  REFUND_QUANTITY_EXCEEDED: { status: 409, message: 'The quantity is more than is left to refund.' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This Idempotency-Key was already used for a different request.',
  },
} as const;
export type RefundErrorCode = keyof typeof refundErrors;

const refundLineSchema = z.object({
  order_item_uuid: text().trim().min(1).max(100),
  quantity: z.number().int().min(1).max(1_000_000),
});

/** Distinct order items; the reward items of fully refunded requirements are added by the server. */
const refundLinesSchema = z
  .array(refundLineSchema)
  .max(500)
  .refine((items) => new Set(items.map((i) => i.order_item_uuid)).size === items.length, {
    message: 'Each item may appear once.',
  });

const selectionShape = {
  payment_id: idSchema,
  payment_uuid: text().trim().min(1).max(100),
  items: refundLinesSchema.refine((items) => items.length > 0, { message: 'Select at least one item.' }),
};

/** A preview may select nothing: the modal asks once on opening, for the items no refund may select. */
export const refundPreviewRequestSchema = z.object({ ...selectionShape, items: refundLinesSchema });
export type RefundPreviewRequest = z.input<typeof refundPreviewRequestSchema>;

export const refundOrderRequestSchema = z
  .object({
    ...selectionShape,
    reason: z.enum(refundReasons, { message: REASON_REQUIRED_MESSAGE }),
    custom_reason: text().trim().max(200).nullish(),
    is_refund_transaction: z.literal(true).optional(),
    is_refund_breakdown: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'Other' && !body.custom_reason)
      ctx.addIssue({ code: 'custom', path: ['custom_reason'], message: REASON_REQUIRED_MESSAGE });
  });
export type RefundOrderRequest = z.input<typeof refundOrderRequestSchema>;

const chargeSchema = z.object({ name: z.string(), amount: rupiahSchema });

/** What a refund of the selection would give back, from the same arithmetic the refund itself uses. */
export const refundPreviewSchema = z.object({
  /** The selection after the server added reward items whose requirements are all refunded. */
  items: z.array(
    z.object({
      order_item_uuid: z.string(),
      quantity: z.number().int(),
      gross_amount: rupiahSchema,
      discount_amount: rupiahSchema,
      net_amount: rupiahSchema,
      auto_added: z.boolean(),
    }),
  ),
  subtotal: rupiahSchema,
  total_discount: rupiahSchema,
  total_redeem_amount: rupiahSchema,
  total_gratuity: rupiahSchema,
  total_tax: rupiahSchema,
  total_rounding_amount: rupiahSchema,
  total_net_sales: rupiahSchema,
  refund_amount: rupiahSchema,
  order_taxes: z.array(chargeSchema),
  order_gratuities: z.array(chargeSchema),
  /** Order items no refund may select: paid in full by a loyalty redemption. */
  unselectable_uuids: z.array(z.string()),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

export const refundOrderResponseSchema = z.object({
  refund: refundRecordSchema,
  /** Sum of all the order's refunds so far (negative). */
  total_refund: rupiahSchema,
});
export type RefundOrderResponse = z.infer<typeof refundOrderResponseSchema>;

export const refundEndpoints = {
  refund: defineEndpoint({
    method: 'POST',
    path: '/order/v4/refund-orders',
    summary: 'Refunds units of a completed order (OUTLET_ID header; optional Idempotency-Key)',
    body: refundOrderRequestSchema,
    status: 201,
    response: refundOrderResponseSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/order/v4/refund-orders/preview',
    summary: 'What refunding the selected units would give back; writes nothing',
    body: refundPreviewRequestSchema,
    response: refundPreviewSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
};
