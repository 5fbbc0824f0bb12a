import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema } from './common/ids.js';
import { rupiahSchema } from './common/money.js';
import { cursorSchema, pageQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * Transactions (the product's screen description "Transactions screen", transaction rows and summaries
 * "Transactions"): the success, cancelled and void lists with their summaries, an order's detail and the
 * refundable payment methods. Every route needs Reports › Transactions (docs/spec-notes.md, decided reading 9). Money is integer Rupiah.
 * Paths the spec leaves unnamed are recorded in docs/spec-notes.md.
 */

/** Cancelled and void pages hold 50 rows; the success list pages by cursor with the same size. */
export const TRANSACTIONS_PAGE_SIZE = 50;
/** Not in the spec; a bound so that one request cannot name an unbounded list of outlets. */
export const TRANSACTIONS_MAX_OUTLETS = 1000;
export const KEYWORD_MAX_LENGTH = 100;
/** Not in the spec; a bound on the variant name a drill-down sends (a bill's names are short labels). */
export const VARIANT_NAME_MAX_LENGTH = 200;
export const VARIANT_NEEDS_ITEM_MESSAGE = 'A variant is only read together with an item.';

export const LOCAL_TIME_MESSAGE = "Must be a local date and time as yyyy-MM-dd'T'HH:mm:ss.";
export const OFFSET_TIME_MESSAGE = "Must be a date and time with its offset as yyyy-MM-dd'T'HH:mm:ssxxx.";
export const RANGE_ORDER_MESSAGE = 'The end must not be before the start.';

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const OFFSET_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-]\d{2}:\d{2}|Z)$/;

/** A real calendar date and wall-clock time (no 30 February, no 24:00). */
function isCalendarTime(match: RegExpExecArray | null): boolean {
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** `2024-05-01T00:00:00`: a wall-clock time, read in each outlet's own time zone. */
export const localTimeSchema = text(LOCAL_TIME_MESSAGE)
  .regex(LOCAL_TIME, LOCAL_TIME_MESSAGE)
  .refine((value) => isCalendarTime(LOCAL_TIME.exec(value)), LOCAL_TIME_MESSAGE);

/** `2024-05-01T00:00:00+07:00`: one instant. */
export const offsetTimeSchema = text(OFFSET_TIME_MESSAGE)
  .regex(OFFSET_TIME, OFFSET_TIME_MESSAGE)
  .refine((value) => isCalendarTime(OFFSET_TIME.exec(value)), OFFSET_TIME_MESSAGE)
  .transform((value) => new Date(value));

/**
 * Outlet ids in a query string: repeated (`outlet_ids=1&outlet_ids=2`) or comma-separated (`outlet_ids=1,2`).
 * Absent means every outlet the caller reaches; -1 is the screen's "All Outlet" and means the same.
 */
const outletIdListSchema = z.preprocess((value) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',').filter((piece) => piece !== '') : [part],
  );
  return parts.filter((part) => part !== '-1' && part !== -1);
}, z.array(idParamSchema).max(TRANSACTIONS_MAX_OUTLETS));

const keywordSchema = text().trim().max(KEYWORD_MAX_LENGTH);

function checkLocalRange(value: { start_time: string; end_time: string }, ctx: z.RefinementCtx): void {
  // Same fixed format, so text order is time order.
  if (value.end_time < value.start_time) {
    ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: ['end_time'] });
  }
}

/** `variant_name` narrows `item_id`; alone it would name nothing. */
function checkItemFilter(value: { item_id?: number; variant_name?: string }, ctx: z.RefinementCtx): void {
  if (value.variant_name && value.item_id === undefined) {
    ctx.addIssue({ code: 'custom', message: VARIANT_NEEDS_ITEM_MESSAGE, path: ['variant_name'] });
  }
}

function checkInstantRange(value: { startDate: Date; endDate: Date }, ctx: z.RefinementCtx): void {
  if (value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: ['endDate'] });
  }
}

// ---- Success orders: GET /api/order-reporting/backoffice/v1/orders (+ /summary, /:id) ----

const successFilterFields = {
  start_time: localTimeSchema,
  /** Inclusive: `23:59:59` covers the whole last second. */
  end_time: localTimeSchema,
  /** The receipt number, exactly (surrounding spaces ignored); empty = no search. */
  keyword: keywordSchema.optional(),
  outlet_ids: outletIdListSchema.optional(),
  /**
   * The Item sales report's drill-down (decision 0260): only the orders with at least one line of this catalogue
   * item (its id as the line was sold). Another business's id matches nothing.
   */
  item_id: idParamSchema.optional(),
  /** With `item_id`: only lines of this variant, as the bill named it; empty = any variant of the item. */
  variant_name: text().max(VARIANT_NAME_MAX_LENGTH).optional(),
};

export const listOrdersQuerySchema = z
  .object({ ...successFilterFields, cursor: cursorSchema.optional() })
  .superRefine(checkLocalRange)
  .superRefine(checkItemFilter);
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

export const orderSummaryQuerySchema = z
  .object(successFilterFields)
  .superRefine(checkLocalRange)
  .superRefine(checkItemFilter);
export type OrderSummaryQuery = z.input<typeof orderSummaryQuerySchema>;

/** One row of the Success Orders tab ("Success"), plus what the row links and groups by. */
export const orderRowSchema = z.object({
  id: z.number().int(),
  order_token: z.string(),
  receipt_number: z.string(),
  outlet_id: z.number().int(),
  outlet_name: z.string(),
  /** The outlet's IANA zone: the screen groups rows under day headings in it. */
  time_zone: z.string(),
  /** Who collected the payment (the "collected by" column), or who opened the bill when no one is recorded. */
  created_by: z.string().nullable(),
  /** The order's one time, the same instant its invoice's `created_at` carries (decision 0110). */
  created_at: z.iso.datetime(),
  /** The outlet's local date of `created_at`. */
  business_date: z.iso.date(),
  /** The bill's item names, in bill order, comma-separated. */
  item_name: z.string(),
  total_collected: rupiahSchema,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const listOrdersResponseSchema = z.object({
  orders: z.array(orderRowSchema),
  next_cursor: z.string().nullable(),
});
export type ListOrdersResponse = z.infer<typeof listOrdersResponseSchema>;

export const orderSummaryResponseSchema = z.object({
  transactionSummaryReport: z.object({
    numberOfTransactions: z.number().int(),
    /**
     * Net sales of the orders in the range, less the net sales refunded in the range; with a keyword or an item,
     * the found orders' whole net sales less their own refunds, whenever made (decision 0260).
     */
    netSales: rupiahSchema,
    /** What the listed orders collected. */
    totalCollected: rupiahSchema,
  }),
});
export type OrderSummaryResponse = z.infer<typeof orderSummaryResponseSchema>;

export const orderIdParamsSchema = z.object({ id: idParamSchema });

const orderDetailItemSchema = z.object({
  item_name: z.string(),
  item_variant_name: z.string(),
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
  price: rupiahSchema,
  gross_amount: rupiahSchema,
  discount_amount: rupiahSchema,
  sales_type_name: z.string().nullable(),
  note: z.string().nullable(),
});

const orderDetailPaymentSchema = z.object({
  method_code: z.string(),
  payment_type_label: z.string(),
  amount: rupiahSchema,
  created_at: z.iso.datetime(),
});

/** An order as the detail call returns it: identity, parties, amounts, items and payments. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  order_token: z.string(),
  receipt_number: z.string(),
  status: z.enum(['completed', 'cancelled', 'open']),
  outlet_id: z.number().int(),
  outlet_name: z.string(),
  time_zone: z.string(),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  cancelled_at: z.iso.datetime().nullable(),
  business_date: z.iso.date(),
  table_name: z.string().nullable(),
  pax: z.number().int().nullable(),
  creator_name: z.string().nullable(),
  collector_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  receipt_count: z.number().int(),
  subtotal: rupiahSchema,
  discount_total: rupiahSchema,
  gratuity_total: rupiahSchema,
  tax_total: rupiahSchema,
  rounding_amount: rupiahSchema,
  total_collected: rupiahSchema,
  net_sales: rupiahSchema,
  refunded_amount: rupiahSchema,
  order_items: z.array(orderDetailItemSchema),
  payments: z.array(orderDetailPaymentSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---- Cancelled orders ----

const cancelledStatusesSchema = z.literal('CANCELLED').optional();

const cancelledFilterFields = {
  /** Several outlets (`outletIds`) or one (`outletId`); neither = every outlet the caller reaches. */
  outletIds: outletIdListSchema.optional(),
  outletId: idParamSchema.optional(),
  /** The Order ID column: the receipt number, exactly. */
  orderId: keywordSchema.optional(),
  startDate: offsetTimeSchema,
  endDate: offsetTimeSchema,
  statuses: cancelledStatusesSchema,
};

export const listCancelledOrdersQuerySchema = pageQuerySchema
  .extend(cancelledFilterFields)
  .superRefine(checkInstantRange);
export type ListCancelledOrdersQuery = z.input<typeof listCancelledOrdersQuerySchema>;

export const cancelledSummaryQuerySchema = z.object(cancelledFilterFields).superRefine(checkInstantRange);
export type CancelledSummaryQuery = z.input<typeof cancelledSummaryQuerySchema>;

export const cancelledOrderRowSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.string(),
  outletId: z.number().int(),
  outletName: z.string(),
  timeZone: z.string(),
  cancelledAt: z.iso.datetime(),
  cancelledByName: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  totalPrice: rupiahSchema,
});
export type CancelledOrderRow = z.infer<typeof cancelledOrderRowSchema>;
export const listCancelledOrdersResponseSchema = z.array(cancelledOrderRowSchema);

export const cancelledSummaryResponseSchema = z.object({
  cancelledCount: z.number().int(),
  cancelledTotalPrice: rupiahSchema,
});
export type CancelledSummaryResponse = z.infer<typeof cancelledSummaryResponseSchema>;

export const cancelledDetailParamsSchema = z.object({ outletId: idParamSchema, orderId: idParamSchema });

/** The product's entity description "Cancelled order detail". */
export const cancelledOrderDetailSchema = z.object({
  /** The bill's name as the screen heads it: its receipt number. */
  name: z.string(),
  tableName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime(),
  serveByName: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  orderId: z.number().int(),
  outletName: z.string(),
  /** The outlet's IANA zone: the panel shows times on its clock. */
  timeZone: z.string(),
  totalPrice: rupiahSchema,
  orderItem: z.array(
    z.object({
      itemName: z.string(),
      variantName: z.string(),
      itemCount: z.number().int(),
      price: rupiahSchema,
    }),
  ),
  cancelledItem: z.array(
    z.object({
      itemName: z.string(),
      variantName: z.string(),
      itemCount: z.number().int(),
      cancelledReason: z.string(),
      cancelledByName: z.string().nullable(),
    }),
  ),
});
export type CancelledOrderDetail = z.infer<typeof cancelledOrderDetailSchema>;

// ---- Void items ----

/** The orders whose voided items are listed: COMPLETE, CANCELLED or both (the spec's call sends both). */
const voidStatusesSchema = text()
  .transform((value) => value.split(','))
  .pipe(z.array(z.enum(['COMPLETE', 'CANCELLED'])).min(1))
  .optional();

const voidFilterFields = {
  outlets: outletIdListSchema.optional(),
  itemName: keywordSchema.optional(),
  startDate: offsetTimeSchema,
  endDate: offsetTimeSchema,
  statuses: voidStatusesSchema,
};

export const listVoidItemsQuerySchema = pageQuerySchema
  .extend(voidFilterFields)
  .superRefine(checkInstantRange);
export type ListVoidItemsQuery = z.input<typeof listVoidItemsQuerySchema>;

export const voidSummaryQuerySchema = z.object(voidFilterFields).superRefine(checkInstantRange);
export type VoidSummaryQuery = z.input<typeof voidSummaryQuerySchema>;

export const voidItemRowSchema = z.object({
  id: z.number().int(),
  /** The Order ID column: the bill's receipt number. */
  orderId: z.string(),
  outletId: z.number().int(),
  timeZone: z.string(),
  cancelledTime: z.iso.datetime(),
  cancelledByName: z.string().nullable(),
  itemName: z.string(),
  variantName: z.string(),
  itemCount: z.number().int(),
  cancelledReason: z.string(),
  itemTotalPrice: rupiahSchema,
});
export type VoidItemRow = z.infer<typeof voidItemRowSchema>;
export const listVoidItemsResponseSchema = z.array(voidItemRowSchema);

export const voidSummaryResponseSchema = z.object({
  /** Units voided (a line of 3 counts 3). */
  totalVoidItems: z.number().int(),
  totalVoidPrice: rupiahSchema,
});
export type VoidSummaryResponse = z.infer<typeof voidSummaryResponseSchema>;

// ---- Payment methods: GET /api/payment-config/v1/payment-methods ----

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['cash', 'card', 'qris', 'e_wallet']),
  /** Cards are refunded on the device only ("Refund button"). */
  refundable: z.boolean(),
});
export const paymentMethodsResponseSchema = z.object({ payment_methods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

// ---- The endpoints ----

const REPORTING = '/order-reporting/backoffice/v1';
const listErrors = [400, 401, 403, 404] as const;

export const transactionEndpoints = {
  listOrders: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/orders`,
    summary: 'Completed orders in a local time range, newest first, one page at a time',
    query: listOrdersQuerySchema,
    response: listOrdersResponseSchema,
    errors: listErrors,
  }),
  orderSummary: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/orders/summary`,
    summary: 'Transactions, net sales and total collected of the success list',
    query: orderSummaryQuerySchema,
    response: orderSummaryResponseSchema,
    errors: listErrors,
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/orders/:id`,
    summary: 'One order with its items and payments',
    params: orderIdParamsSchema,
    response: orderDetailSchema,
    errors: listErrors,
  }),
  listCancelled: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/cancelled-orders`,
    summary: 'Cancelled orders in a time range, newest first, 50 per page',
    query: listCancelledOrdersQuerySchema,
    response: listCancelledOrdersResponseSchema,
    errors: listErrors,
  }),
  cancelledSummary: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/cancelled-orders/summary`,
    summary: 'Count and total price of the cancelled list',
    query: cancelledSummaryQuerySchema,
    response: cancelledSummaryResponseSchema,
    errors: listErrors,
  }),
  cancelledDetail: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/outlets/:outletId/cancelled-orders/:orderId`,
    summary: 'One cancelled order with its items and voided items',
    params: cancelledDetailParamsSchema,
    response: cancelledOrderDetailSchema,
    errors: listErrors,
  }),
  listVoidItems: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/void-items`,
    summary: 'Items voided in a time range, newest first, 50 per page',
    query: listVoidItemsQuerySchema,
    response: listVoidItemsResponseSchema,
    errors: listErrors,
  }),
  voidSummary: defineEndpoint({
    method: 'GET',
    path: `${REPORTING}/void-items/summary`,
    summary: 'Units and total price of the void list',
    query: voidSummaryQuerySchema,
    response: voidSummaryResponseSchema,
    errors: listErrors,
  }),
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/payment-config/v1/payment-methods',
    summary: 'The payment methods of the Business and whether each can be refunded here',
    response: paymentMethodsResponseSchema,
    errors: [401, 403],
  }),
};
