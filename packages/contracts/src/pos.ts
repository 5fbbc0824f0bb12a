import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { rupiahSchema } from './common/money.js';
import { text } from './common/text.js';
import { posCatalogueQuerySchema, posCatalogueSchema } from './pos-catalogue.js';

/**
 * Cashier devices and the order ingestion API (issue 14, decisions 0070 and 0071). An owner, or a user holding the
 * Outlets permission, pairs a device to one outlet and receives its credential once; the device then sends the
 * outlet's orders with `Authorization: Bearer <credential>` to the /pos/v1 ingestion routes, and nowhere else.
 */

export const POS_DEVICE_NAME_MAX_LENGTH = 60;
export const POS_BATCH_MAX_ORDERS = 500;
/** Bounds that keep one order a bill, not a data dump. */
export const POS_ORDER_MAX_LINES = 200;
export const POS_ORDER_MAX_PAYMENTS = 20;
/** A device credential: this prefix, then 43 base64url characters (32 random bytes). */
export const POS_CREDENTIAL_PREFIX = 'posd_';

const name = text()
  .trim()
  .min(1, 'Device name is required')
  .max(POS_DEVICE_NAME_MAX_LENGTH, `Name can not be longer than ${POS_DEVICE_NAME_MAX_LENGTH} characters`);

export const posDeviceSchema = z.object({
  id: z.number().int(),
  outlet_id: z.number().int(),
  outlet_name: z.string(),
  name: z.string(),
  /** The credential's last four characters. */
  credential_hint: z.string(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});
export type PosDevice = z.infer<typeof posDeviceSchema>;

export const pairPosDeviceBodySchema = z.object({ outlet_id: idSchema, name });
export type PairPosDeviceBody = z.input<typeof pairPosDeviceBodySchema>;
export const pairedPosDeviceSchema = z.object({
  device: posDeviceSchema,
  /** Shown once: only its hash is stored. */
  credential: z.string(),
});
export type PairedPosDevice = z.infer<typeof pairedPosDeviceSchema>;

export const renamePosDeviceBodySchema = z.object({ name });
export const posDeviceParamsSchema = z.object({ id: idParamSchema });
export const listPosDevicesQuerySchema = z.object({ outlet_id: idParamSchema.optional() });
export const posDeviceListSchema = z.object({ devices: z.array(posDeviceSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Orders as a device sends them. Amounts are integer Rupiah and must add up (checked per order by the server):
//   item.gross_amount = (unit_price + Σ modifiers.price) × quantity;  item.discount_amount = Σ item.discounts
//   subtotal = Σ items.gross_amount;  promo_total = Σ promos.reward_amount
//   discount_total = Σ items.discount_amount + Σ discounts.amount + promo_total + redeem_amount
//   net_sales = subtotal − discount_total;  gratuity_total = Σ gratuities;  tax_total = Σ taxes added to the price
//   total = net_sales + gratuity_total + tax_total + rounding_amount;  completed: Σ payments.amount = total
// A tax included in the price (`is_included`) is already inside net_sales (and the gratuity when it is taxed): it is
// carried for the reports but is neither in tax_total nor in total (decision 0155).

const amount = rupiahSchema.min(0, 'Must not be negative.');
const optionalId = idSchema.nullable().optional();
const label = (max: number) => text().trim().min(1).max(max);
const percentage = z.number().min(0).max(100);

export const posModifierSchema = z.object({
  modifier_id: optionalId,
  modifier_name: label(100),
  modifier_option_id: optionalId,
  modifier_option_name: label(100),
  price: amount,
});

export const posItemDiscountSchema = z.object({
  discount_id: optionalId,
  discount_name: label(100),
  discount_type: z.enum(['cash', 'percentage']),
  discount_percentage: percentage.nullable().optional(),
  discount_amount: amount,
});

export const posOrderItemSchema = z.object({
  uuid: z.uuid(),
  item_id: optionalId,
  variant_id: optionalId,
  category_id: optionalId,
  category_name: text().max(100).nullable().optional(),
  item_name: label(200),
  variant_name: text().max(100).optional(),
  quantity: z.number().int().min(1).max(100_000),
  unit_price: amount,
  /** Cost of one unit at sale time, for gross profit; 0 when the device does not know it. */
  unit_cost: amount.optional(),
  modifiers: z.array(posModifierSchema).max(30).optional(),
  discounts: z.array(posItemDiscountSchema).max(10).optional(),
  gross_amount: amount,
  discount_amount: amount,
  note: text().max(500).nullable().optional(),
});

const chargeLine = z.object({
  id: optionalId,
  name: label(100),
  percentage,
  amount,
});

/** A tax line: added to the price (the default), or included in it — then the part of the taxed base that is tax. */
const taxLine = chargeLine.extend({ is_included: z.boolean().optional() });

export const posOrderDiscountSchema = z.object({
  discount_id: optionalId,
  name: label(100),
  type: z.enum(['cash', 'percentage']),
  percentage: percentage.nullable().optional(),
  amount,
});

export const posPromoSchema = z.object({
  promo_id: optionalId,
  promo_name: label(100),
  promo_type_id: z.number().int().min(1).max(32_767).optional(),
  reward_discount_type: z.enum(['PERCENTAGE', 'CASH']),
  count: z.number().int().min(1).max(1000).optional(),
  reward_amount: amount,
  /** Which lines earned or required the promo. */
  items: z
    .array(
      z.object({
        order_item_uuid: z.uuid(),
        promo_item_status: z.enum(['REWARD', 'REQUIREMENT']),
        amount,
        total_rewarded: amount,
      }),
    )
    .max(POS_ORDER_MAX_LINES)
    .optional(),
});

export const posPaymentSchema = z.object({
  uuid: z.uuid(),
  payment_method_id: optionalId,
  /** cash, qris, card, gopay, ovo, … */
  method_code: label(40),
  method_name: label(100),
  amount: amount.min(1, 'A payment must be more than zero.'),
  /** Cash handed over (change = tendered − amount); null for non-cash. */
  tendered_amount: amount.nullable().optional(),
});

export const posVoidSchema = z.object({
  uuid: z.uuid(),
  item_id: optionalId,
  variant_id: optionalId,
  item_name: label(200),
  variant_name: text().max(100).optional(),
  quantity: z.number().int().min(1).max(100_000),
  unit_price: amount,
  total_price: amount,
  reason: label(200),
  void_by: optionalId,
  voided_at: z.iso.datetime({ offset: true }),
});

export const posLoyaltySchema = z.object({
  type: z.enum(['EARNING', 'REDEMPTION']),
  program_id: z.number().int(),
  member_id: z.number().int(),
  member_since: z.string().max(40),
  current_balance: z.number().int(),
  new_earned_points: z.number().int().min(0),
  closing_balance: z.number().int(),
  earning_rule: z.object({
    type: z.enum(['SPENDING', 'VISIT']),
    amount: z.number().int().min(0),
    point: z.number().int().min(0),
  }),
  redemption: z
    .object({
      reward_id: z.number().int(),
      reward: label(100),
      redeem_points: z.number().int().min(0),
      discount: z.number().min(0),
      discount_type: z.enum(['cash', 'percentage']),
    })
    .nullable(),
});

/**
 * One closed bill. `completed`: paid, with payments (split when more than one). `cancelled`: an open bill that was
 * cancelled (no payments; `cancelled_at`, `cancel_reason` required). Voided lines travel in `voids`, outside the
 * bill's amounts. Staff, customer, sales type and payment method ids are optional and must be the business's.
 */
export const posOrderSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['completed', 'cancelled']),
  /** Optional; when sent it must be the device's outlet. */
  outlet_id: idSchema.optional(),
  receipt_number: label(40),
  /**
   * The catalogue version the till sold from (`version` of its last catalogue answer). A line naming a variant the
   * outlet no longer sells is taken when that variant's item changed after this version (decision 0177).
   */
  catalogue_version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  created_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }).nullable().optional(),
  cancelled_at: z.iso.datetime({ offset: true }).nullable().optional(),
  cancel_reason: text().max(200).nullable().optional(),
  cancelled_by: optionalId,
  sales_type_id: optionalId,
  customer_id: optionalId,
  created_by: optionalId,
  collected_by: optionalId,
  table_name: text().max(40).nullable().optional(),
  pax: z.number().int().min(0).max(999).nullable().optional(),
  note: text().max(500).nullable().optional(),
  items: z.array(posOrderItemSchema).max(POS_ORDER_MAX_LINES),
  discounts: z.array(posOrderDiscountSchema).max(20).optional(),
  promos: z.array(posPromoSchema).max(20).optional(),
  gratuities: z.array(chargeLine).max(10).optional(),
  taxes: z.array(taxLine).max(10).optional(),
  include_gratuity_tax: z.boolean().optional(),
  subtotal: amount,
  discount_total: amount,
  promo_total: amount.optional(),
  redeem_amount: amount.optional(),
  gratuity_total: amount.optional(),
  tax_total: amount.optional(),
  /** Signed: the cash rounding applied to reach `total`. */
  rounding_amount: rupiahSchema.optional(),
  net_sales: amount,
  total: amount,
  payments: z.array(posPaymentSchema).max(POS_ORDER_MAX_PAYMENTS).optional(),
  loyalty: posLoyaltySchema.nullable().optional(),
  points_earned: z.number().int().min(0).optional(),
  points_redeemed: z.number().int().min(0).optional(),
  voids: z.array(posVoidSchema).max(POS_ORDER_MAX_LINES).optional(),
});
export type PosOrder = z.input<typeof posOrderSchema>;
export type ParsedPosOrder = z.output<typeof posOrderSchema>;

const exampleOrder: PosOrder = {
  uuid: '7f0c3c52-5d8e-4a4e-9c0a-3a4f3f1d2b10',
  status: 'completed',
  receipt_number: 'R-0001-000123',
  created_at: '2026-11-26T12:01:00+07:00',
  completed_at: '2026-11-26T12:20:00+07:00',
  items: [
    {
      uuid: '0b4a3c0e-1d7f-4d59-9a43-0d4f4b7f0c01',
      item_name: 'Es Kopi Susu',
      variant_name: 'Large',
      quantity: 2,
      unit_price: 25000,
      modifiers: [{ modifier_name: 'Sugar', modifier_option_name: 'Less sugar', price: 2000 }],
      discounts: [
        {
          discount_name: 'Member 10%',
          discount_type: 'percentage',
          discount_percentage: 10,
          discount_amount: 5400,
        },
      ],
      gross_amount: 54000,
      discount_amount: 5400,
    },
  ],
  taxes: [{ name: 'PB1', percentage: 10, amount: 4860 }],
  subtotal: 54000,
  discount_total: 5400,
  tax_total: 4860,
  rounding_amount: -60,
  net_sales: 48600,
  total: 53400,
  payments: [
    {
      uuid: '5e2f0d9a-8c1b-4f3e-bb27-6a1c9e0d4a21',
      method_code: 'cash',
      method_name: 'Cash',
      amount: 30000,
      tendered_amount: 50000,
    },
    { uuid: '9c7d2e14-3b6a-4d0f-a8e5-1f2b3c4d5e6f', method_code: 'qris', method_name: 'QRIS', amount: 23400 },
  ],
};

/**
 * Each order is checked on its own (decision 0071): the request's own shape only asks for a list of up to 500
 * objects, so that one malformed order is refused with its reasons while the others are taken. The order's schema
 * is in the union for the API documentation; it comes second because a union stops at the first member that
 * accepts, and any object is accepted by the first: the request is not checked twice (decision 0105).
 */
export const posOrderBatchBodySchema = z
  .object({
    orders: z
      .array(z.union([z.looseObject({}), posOrderSchema]))
      .min(1, 'Send at least one order.')
      .max(POS_BATCH_MAX_ORDERS, `At most ${POS_BATCH_MAX_ORDERS} orders per request.`),
  })
  .meta({ examples: [{ orders: [exampleOrder] }] });
export type PosOrderBatchBody = { orders: PosOrder[] };

/** accepted: written now. duplicate: the same order under this uuid was already written (a replay). */
export const posOrderResultSchema = z.object({
  index: z.number().int(),
  uuid: z.string().nullable(),
  status: z.enum(['accepted', 'duplicate', 'refused', 'conflict']),
  order_id: z.number().int().nullable(),
  /** refused: one entry per wrong field, `field` a dotted path inside the order (`items.0.gross_amount`). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type PosOrderResult = z.infer<typeof posOrderResultSchema>;

export const posOrderBatchResultSchema = z.object({
  accepted: z.number().int(),
  duplicate: z.number().int(),
  refused: z.number().int(),
  conflict: z.number().int(),
  results: z.array(posOrderResultSchema),
});
export type PosOrderBatchResult = z.infer<typeof posOrderBatchResultSchema>;

export const posOrderParamsSchema = z.object({ uuid: z.uuid() });
export const posStoredOrderSchema = z.object({
  uuid: z.string(),
  order_id: z.number().int(),
  outlet_id: z.number().int(),
  status: z.enum(['completed', 'cancelled', 'open']),
  receipt_number: z.string(),
  business_date: z.string(),
  created_at: z.iso.datetime(),
  total: rupiahSchema,
  net_sales: rupiahSchema,
  item_count: z.number().int(),
  void_count: z.number().int(),
  payment_count: z.number().int(),
});
export type PosStoredOrder = z.infer<typeof posStoredOrderSchema>;

export { posCatalogueSchema, posCatalogueQuerySchema, type PosCatalogue } from './pos-catalogue.js';

/** Realtime topic kind announcing new orders: data `{ outlet_ids, count, business_dates }`. */
export const ORDERS_REALTIME_KIND = 'orders';

export const posEndpoints = {
  pairDevice: defineEndpoint({
    method: 'POST',
    path: '/pos/v1/devices',
    summary: 'Pair a cashier device to one outlet; the credential is in this answer only',
    body: pairPosDeviceBodySchema,
    status: 201,
    response: pairedPosDeviceSchema,
    errors: [400, 401, 403],
  }),
  listDevices: defineEndpoint({
    method: 'GET',
    path: '/pos/v1/devices',
    summary: 'Cashier devices of the business (or of one outlet), revoked ones included',
    query: listPosDevicesQuerySchema,
    response: posDeviceListSchema,
    errors: [400, 401, 403],
  }),
  renameDevice: defineEndpoint({
    method: 'PATCH',
    path: '/pos/v1/devices/:id',
    summary: 'Rename a cashier device',
    params: posDeviceParamsSchema,
    body: renamePosDeviceBodySchema,
    response: posDeviceSchema,
    errors: [400, 401, 403, 404],
  }),
  revokeDevice: defineEndpoint({
    method: 'POST',
    path: '/pos/v1/devices/:id/revoke',
    summary: 'Revoke a cashier device: its next request is refused',
    params: posDeviceParamsSchema,
    response: posDeviceSchema,
    errors: [400, 401, 403, 404],
  }),
  ingestOrders: defineEndpoint({
    method: 'POST',
    path: '/pos/v1/orders::batch',
    summary:
      'Device only: up to 500 closed orders of the device’s outlet; each answered accepted, duplicate, refused or conflict',
    body: posOrderBatchBodySchema,
    response: posOrderBatchResultSchema,
    errors: [400, 401],
  }),
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/pos/v1/catalogue',
    summary:
      'Device only: what the device’s outlet sells, with its version; `since` answers only what changed and was deleted',
    query: posCatalogueQuerySchema,
    response: posCatalogueSchema,
    errors: [400, 401],
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/pos/v1/orders/:uuid',
    summary: 'Device only: an order of the device’s outlet by its uuid, as stored',
    params: posOrderParamsSchema,
    response: posStoredOrderSchema,
    errors: [400, 401, 404],
  }),
};
