import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages } from './common/messages.js';
import { rupiahSchema } from './common/money.js';
import { text } from './common/text.js';

/**
 * Subscription billing (the product's screen description "Regular billing page"; decision
 * 0073). Owner only (docs/spec-notes.md, decided reading 9). Every amount is computed by the server from stored prices; a client total
 * is only compared with the server's.
 */

/** Billing cycles of 1 and 12 months. */
export const BILLING_CYCLES = [1, 12] as const;
export const BILLING_HISTORY_PAGE_SIZE = 10;
export const COUPON_CODE_MAX_LENGTH = 50;

export const billingMessages = defineMessages('billing', {
  couponApplied: 'Coupon Code successfully applied.',
  invalidCoupon: 'Invalid Coupon Code',
  priceError: 'Invalid code, price error',
  lastActiveOutlet: 'at least one outlet needs to be active',
  // Ours, for rules the spec does not word; those that concern the subscription say so, so the screen shows
  // them as they are ("Coupon").
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been fully used.',
  couponWrongCycle: 'This coupon is not valid for the chosen subscription cycle.',
  packageUnavailable: 'This subscription package is not available.',
  enterprise: 'Your subscription is extended by our sales team. Please contact us.',
  noActiveOutlet: 'Activate at least one outlet before making a payment.',
  // The product's error catalogue "Pending payment" (credit card: wait 24 hours; bank transfer or echannel: transfer the full amount
  // within 3 days and check email) and the validation rules' unused-slots rule, where a refused pay says why.
  pendingCreditCard: 'Your credit card payment is being processed. Please wait up to 24 hours.',
  pendingBankTransfer:
    'Your payment is pending. Please transfer the full amount within 3 days and check your email for the payment instructions.',
  unusedOutletSlots:
    'You still have slots for additional outlets. Please create the outlets before making a payment.',
  // The return page's results (ours; the return page toasts the server's message: docs/spec-notes.md, Billing).
  // The validation rules' "Payment enabled only for a POS user" (ours: the spec does not word the refusal).
  notPosUser:
    'Only businesses using the point of sale can pay for a subscription here. Please contact our support.',
  paymentPaid: 'Payment successful. Your subscription has been extended.',
  paymentPending: 'Your payment is pending. We will update your subscription once it is paid.',
  paymentFailed: 'Your payment failed. Please try again.',
  paymentRefunded: 'Your payment was refunded.',
});

export const billingErrors = {
  '0015-0001': { status: 422, message: billingMessages.priceError },
  '0015-0002': { status: 422, message: billingMessages.invalidCoupon },
  '0015-0003': { status: 422, message: billingMessages.couponExpired },
  '0015-0004': { status: 422, message: billingMessages.couponUsedUp },
  '0015-0005': { status: 422, message: billingMessages.couponWrongCycle },
  '0015-0006': { status: 422, message: billingMessages.packageUnavailable },
  '0015-0007': { status: 422, message: billingMessages.lastActiveOutlet },
  '0015-0008': { status: 409, message: billingMessages.enterprise },
  '0015-0009': { status: 422, message: billingMessages.noActiveOutlet },
  '0015-0011': { status: 409, message: billingMessages.pendingCreditCard },
  '0015-0012': { status: 409, message: billingMessages.pendingBankTransfer },
  '0015-0013': { status: 422, message: billingMessages.unusedOutletSlots },
  '0015-0014': { status: 403, message: billingMessages.notPosUser },
} as const satisfies Record<string, { status: number; message: string }>;
export type BillingErrorCode = keyof typeof billingErrors;

export const billingCycleSchema = z.union([z.literal(1), z.literal(12)]);
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** Codes are upper-cased. */
export const couponCodeSchema = text(billingMessages.invalidCoupon)
  .trim()
  .min(1, billingMessages.invalidCoupon)
  .max(COUPON_CODE_MAX_LENGTH, billingMessages.invalidCoupon)
  .transform((code) => code.toUpperCase());

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const billingCalculationRequestSchema = z.object({
  month: billingCycleSchema,
  /** The package deal; absent: the cycle's standard package. */
  subscription_discount_id: idSchema.optional(),
  coupon_code: couponCodeSchema.optional(),
});
export type BillingCalculationRequest = z.input<typeof billingCalculationRequestSchema>;

export const billingVerifyRequestSchema = billingCalculationRequestSchema.extend({
  final_price: rupiahSchema,
});

export const couponVerifyRequestSchema = z.object({
  verify_coupon_request: billingCalculationRequestSchema.omit({ coupon_code: true }),
});

export const couponBenefitSchema = z.object({
  total_discount_amount: rupiahSchema,
  total_discount_percentage: z.number(),
  additional_month: z.number().int(),
});
export type CouponBenefit = z.infer<typeof couponBenefitSchema>;

/** The product's entity description "Billing calculation". */
export const billingCalculationSchema = z.object({
  month: billingCycleSchema,
  is_recurring: z.boolean(),
  subscription_name: z.string(),
  discount_percentage: z.number(),
  discount_valid_until: dateSchema.nullable(),
  extended_date: dateSchema,
  original_total_price: rupiahSchema,
  final_total_price: rupiahSchema,
  subscription_discount_id: idSchema,
  package_deal_display_name: z.string(),
  original_package_deal_price_per_month: rupiahSchema,
  final_package_deal_price_per_month: rupiahSchema,
  employee_slot: z.object({
    count: z.number().int(),
    original_price: rupiahSchema,
    final_price: rupiahSchema,
  }),
  outlets: z.array(
    z.object({
      outlet_id: idSchema,
      outlet_name: z.string(),
      is_active_subscription: z.boolean(),
      is_prorated: z.boolean(),
      current_end_date: dateSchema.nullable(),
      original_price: rupiahSchema,
      final_price: rupiahSchema,
    }),
  ),
  coupon: z
    .object({ code: z.string(), benefit: couponBenefitSchema, discount_amount: rupiahSchema })
    .nullable(),
  /**
   * Each discount in Rupiah, so that the screen's lines add up to the total (issue 26): original outlets and slots,
   * less the package deal's discount, less the renewal discount, less the coupon's amount = final_total_price.
   */
  package_discount_amount: rupiahSchema,
  renewal_discount_amount: rupiahSchema,
  verify_coupon_request: billingCalculationRequestSchema.omit({ coupon_code: true }),
  /**
   * What recurring billing would charge (docs/spec-notes.md, "Billing calculation"): one entry per run of cycles
   * charged alike, `cycle` the first of them (1 = the first automatic charge). Every automatic charge is the package's
   * price for the outlets renewing then; renewal schemes and coupons are for regular payments only.
   */
  recurring_billing_cycles: z.array(
    z.object({
      cycle: z.number().int(),
      discount_percentage: z.number(),
      original_price: rupiahSchema,
      final_price: rupiahSchema,
    }),
  ),
});
export type BillingCalculation = z.infer<typeof billingCalculationSchema>;

export const packageDealSchema = z.object({
  subscription_discount_id: idSchema,
  package_deal_display_name: z.string(),
  month: billingCycleSchema,
  final_package_deal_price_per_month: rupiahSchema,
  original_package_deal_price_per_month: rupiahSchema,
});

/** GET /api/v1/billings: the page's Current Plan, Active Outlet table and slots. */
export const billingOverviewSchema = z.object({
  plan_name: z.string(),
  current_plan: billingCycleSchema,
  is_trial: z.boolean(),
  is_enterprise: z.boolean(),
  /** A payment-only edition business (not a POS user) cannot pay here (docs/spec-notes.md, Billing). */
  is_pos_user: z.boolean(),
  has_expired: z.boolean(),
  expired_at: dateSchema.nullable(),
  last_payment_date: dateSchema.nullable(),
  extendable_purchased_slots: z.number().int(),
  unused_outlet_slots: z.number().int(),
  outlets: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      end_date: dateSchema.nullable(),
      is_active_subscription: z.boolean(),
    }),
  ),
  package_deals: z.array(packageDealSchema),
  /** A gateway payment still waiting to settle (decision 0078): Pay stays off until it settles, fails or expires. */
  pending_payment: z
    .object({
      order_id: z.string(),
      /** Card payments wait 24 hours; bank transfers and echannel 3 days. */
      kind: z.enum(['credit_card', 'bank_transfer']),
      payment_method: z.string(),
      pending_until: z.string(),
    })
    .nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const invoiceStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded']);
/**
 * A history entry's status: the invoice's, except that a pending attempt which holds nothing (no method chosen at the
 * gateway, or its waiting window over, decision 0078) is `abandoned`, so the history never shows "Pending" beside an
 * enabled Pay (issue 26).
 */
export const invoiceHistoryStatusSchema = z.enum([...invoiceStatusSchema.options, 'abandoned']);

/** The product's entity description "Invoice history". */
export const invoiceHistoryItemSchema = z.object({
  total_amount: rupiahSchema,
  created_at: z.string(),
  /**
   * The invoice's date: the day it was paid (or, unpaid, started) on the business's calendar, its first outlet's
   * zone (docs/spec-notes.md, decided reading 10) — the same day as the overview's last payment date and the PDF's.
   */
  invoice_date: dateSchema,
  start_period: dateSchema,
  end_period: dateSchema,
  invoice_number: z.string().nullable(),
  order_id: z.string(),
  status: invoiceHistoryStatusSchema,
  payment_type: z.string(),
});

export const invoiceHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const invoiceHistorySchema = z.object({
  items: z.array(invoiceHistoryItemSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
});

export const outletActiveToggleRequestSchema = z.object({ id: idSchema, isActive: z.boolean() });
export const outletActiveToggleResponseSchema = z.object({
  is_active_subscription: z.boolean(),
  business_id: idSchema,
  name: z.string(),
  end_date: dateSchema.nullable(),
});

const couponErrors = [400, 401, 403, 422] as const;

export const billingEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/v1/billings',
    summary: 'The business plan, its outlets with their expiry, slots and the package deals on offer',
    response: billingOverviewSchema,
    errors: [401, 403],
  }),
  calculate: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/calculations',
    summary: 'The price of renewing every active outlet for a cycle, with an optional coupon',
    body: billingCalculationRequestSchema,
    response: billingCalculationSchema,
    errors: [400, 401, 403, 409, 422],
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/verify',
    summary: "Recalculates and compares the client's final price; a difference is refused",
    body: billingVerifyRequestSchema,
    response: billingCalculationSchema,
    errors: [400, 401, 403, 409, 422],
  }),
  verifyCoupon: defineEndpoint({
    method: 'POST',
    path: '/billing-coupon/v2/coupons/:code/verify',
    summary: "A coupon's benefit for the chosen cycle and package",
    params: z.object({ code: couponCodeSchema }),
    body: couponVerifyRequestSchema,
    response: couponBenefitSchema,
    errors: couponErrors,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/billing/v1/invoices',
    summary: 'Billing history of the business, newest first, one page at a time',
    query: invoiceHistoryQuerySchema,
    response: invoiceHistorySchema,
    errors: [400, 401, 403],
  }),
  toggleOutlet: defineEndpoint({
    method: 'PUT',
    path: '/v1/outlet/update_active_subcription',
    summary: "Turns an outlet's subscription on or off; the last active outlet stays on",
    body: outletActiveToggleRequestSchema,
    response: outletActiveToggleResponseSchema,
    errors: [400, 401, 403, 404, 422],
  }),
};

/**
 * A payment notification in the gateway's protocol (Midtrans HTTP notification). Amounts are decimal strings there
 * ("608864.00"); the signature covers the strings as sent.
 */
export const paymentNotificationSchema = z
  .object({
    order_id: z.string().min(1).max(100),
    status_code: z.string().min(1).max(10),
    gross_amount: z.string().min(1).max(30),
    signature_key: z.string().min(1).max(200),
    transaction_status: z.string().min(1).max(40),
    fraud_status: z.string().max(40).optional(),
    transaction_id: z.string().max(100).optional(),
    payment_type: z.string().max(40).optional(),
  })
  .passthrough();
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export const billingGatewayErrors = {
  '0015-0010': { status: 403, message: 'Invalid signature' },
} as const satisfies Record<string, { status: number; message: string }>;

export const paymentNotificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/billing/v1/notifications',
  summary: "The gateway's payment notification: signature checked, then applied once by a job",
  body: paymentNotificationSchema,
  response: z.object({ received: z.literal(true) }),
  errors: [400, 403, 404],
});

/** "Regular pay": the client's price is compared with the server's, never used. */
export const payRequestSchema = z.object({
  subscription_discount_id: idSchema,
  final_price: rupiahSchema,
  coupon_code: couponCodeSchema.optional().nullable(),
});
export const payResponseSchema = z.object({ redirect_url: z.string(), order_id: z.string() });

/** The finish redirect's query, echoed to the server, which asks the gateway itself. */
export const paymentStatusQuerySchema = z.object({
  order_id: z.string().min(1).max(100),
  status_code: z.string().max(10).optional(),
  transaction_status: z.string().max(40).optional(),
});
/**
 * "Payment-result check": `type` success or error with the message to toast and the path, under /v2, to go on
 * to; `order_id` and `status` say what the server found (ours).
 */
export const paymentStatusResponseSchema = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
  url: z.string(),
  order_id: z.string(),
  status: invoiceStatusSchema,
});

export const billingPaymentEndpoints = {
  pay: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/pay',
    summary:
      'Starts a regular payment of the current calculation; answers the gateway page to send the owner to',
    body: payRequestSchema,
    response: payResponseSchema,
    errors: [400, 401, 403, 409, 422],
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/billings/update_payment_status',
    summary: "The payment's result, asked of the gateway by the server (the query is not trusted)",
    query: paymentStatusQuerySchema,
    response: paymentStatusResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** "Discount scheme": the renewal windows of a yearly business, priced for its active outlets. */
export const discountSchemeSchema = z.object({
  start_date: dateSchema,
  end_date: dateSchema,
  discount: z.number(),
  discounted_price: rupiahSchema,
  normal_price: rupiahSchema,
  selected: z.boolean(),
});
export const discountSchemesResponseSchema = z.object({ discount_schemes: z.array(discountSchemeSchema) });

export const discountSchemesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/billing/v1/discount-schemes',
  summary: "The business's renewal discount windows (from six months before a yearly expiry)",
  response: discountSchemesResponseSchema,
  errors: [401, 403],
});

/**
 * "Invoice PDF link: base path plus invoice number": the paid invoice as a PDF, owner only. The number is
 * a query parameter because it holds slashes (`INV/2026/000002`). Answers application/pdf, not JSON.
 */
export const INVOICE_PDF_PATH = '/billing/v1/invoices/pdf';
export const invoicePdfQuerySchema = z.object({ invoice_number: z.string().trim().min(1).max(40) });

/**
 * Issue 18: a business with a deletion ticket in progress pays nothing (decision 0089). The code is the one sign-in
 * refuses such a business with.
 */
export const billingFrozenErrors = {
  BUSINESS_FROZEN: {
    status: 403,
    message: 'This business account is being deleted, so it can no longer pay.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * Per-outlet calculate and verify ("outlet billing calculations and verify"; paths ours): the price of
 * extending one outlet, active or not, for a cycle, priced like the regular renewal (decision 0079).
 */
export const outletBillingParamsSchema = z.object({ outletId: idParamSchema });

export const outletBillingEndpoints = {
  calculate: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/outlets/:outletId/calculations',
    summary: "The price of extending one outlet's subscription for a cycle, with an optional coupon",
    params: outletBillingParamsSchema,
    body: billingCalculationRequestSchema,
    response: billingCalculationSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/outlets/:outletId/verify',
    summary:
      "Recalculates one outlet's extension and compares the client's final price; a difference is refused",
    params: outletBillingParamsSchema,
    body: billingVerifyRequestSchema,
    response: billingCalculationSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
};

/**
 * the product's call list `GET /v1/businesses/discounts/settings` (owner only): what the discount banner and popup need (the product's state rules
 * "Top banner precedence", "Discount popup"; docs/spec-notes.md, decided reading 14), decided by the server on the business's clock.
 */
export const discountSettingsSchema = z.object({
  /** Owner's business on a yearly plan, not in trial, not enterprise, not expired, within 6 months of expiry. */
  banner_eligible: z.boolean(),
  /** From this day the popup fetches the schemes: 6 months before the expiry; null without an expiry. */
  popup_from: dateSchema.nullable(),
  /**
   * Whether the discount schemes may be asked today: a yearly business (not in trial, not enterprise) on or after
   * `popup_from` ("Discount popup: fetches discount schemes when now is on or after 6 months before expiry"), on the
   * business's calendar, so the screen needs no clock of its own (issue 26).
   */
  schemes_due: z.boolean(),
  /** The expiry the banner's "closed" memory is tied to (docs/spec-notes.md, decided reading 14). */
  expired_at: dateSchema.nullable(),
  /** The best renewal discount from today on (0 when none), and the window it belongs to. */
  best_discount_percentage: z.number(),
  best_discount_until: dateSchema.nullable(),
  /** docs/spec-notes.md, decided reading 14: the popup shows again once this many hours have passed since it was last seen. */
  popup_interval_hours: z.number().int(),
  /** The popup opens this long after arriving from the banner. */
  popup_delay_ms: z.number().int(),
});
export type DiscountSettings = z.infer<typeof discountSettingsSchema>;

export const discountSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/businesses/discounts/settings',
  summary: "The business's discount banner and popup settings",
  response: discountSettingsSchema,
  errors: [401, 403],
});
