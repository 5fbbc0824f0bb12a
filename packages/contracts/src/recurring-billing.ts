import { z } from 'zod';
import { billingCycleSchema, couponCodeSchema } from './billing.js';
import { defineEndpoint } from './common/endpoint.js';
import { idSchema } from './common/ids.js';
import { text } from './common/text.js';
import { defineMessages } from './common/messages.js';
import { rupiahSchema } from './common/money.js';

/**
 * Recurring billing (issue 16; the product's entity description "Active recurring", "Prorate result", "Recurring
 * activation", recurring calls; decision 0098). Owner only, like all billing. The gateway keeps the mandate
 * (a linked GoPay account or a saved card); our scheduled job asks it for each cycle's charge.
 */

/** Retry schedule of a failed cycle: one try a day after the billing date, three times, then FAILED. */
export const RECURRING_RETRY_INTERVAL_DAYS = 1;
export const RECURRING_MAX_RETRIES = 3;
export { RECURRING_REMINDER_DAYS } from './recurring-reminder.js';
/** The realtime topic the activation result is published on (decision 0057). */
export const RECURRING_TOPIC = 'recurring-billing';
export const RECURRING_ACTIVATION_EVENT = 'recurring-activation';

export const recurringMessages = defineMessages('recurringBilling', {
  failedPaymentFallback:
    'There is an issue with your payment detail. Please update your payment information.',
  intervalNotFound: 'Interval not found',
  // Ours, for rules the spec does not word.
  alreadyRecurring: 'This business is already on recurring billing.',
  notRecurring: 'This business is not on recurring billing.',
  tncRequired: 'Please accept the terms and conditions.',
  linkDeclined: 'The account link was declined. Please try again.',
  outletNotExpired: 'This outlet is still active; turn it on without a payment.',
  creditCardUnavailable: 'Credit card payment is not available. Please use direct debit.',
  packageChangeUnavailable:
    'The package can be changed while recurring billing is active and no charge is in progress.',
  yearlyPackageLocked: 'A yearly plan cannot be modified. Please call our support.',
});

export const recurringErrors = {
  '0016-0001': { status: 409, message: recurringMessages.alreadyRecurring },
  '0016-0002': { status: 404, message: recurringMessages.notRecurring },
  '0016-0003': { status: 422, message: recurringMessages.tncRequired },
  '0016-0004': { status: 422, message: recurringMessages.outletNotExpired },
  '0016-0005': { status: 422, message: recurringMessages.creditCardUnavailable },
  '0016-0006': { status: 409, message: recurringMessages.packageChangeUnavailable },
  '0016-0007': { status: 409, message: recurringMessages.yearlyPackageLocked },
} as const satisfies Record<string, { status: number; message: string }>;
export type RecurringErrorCode = keyof typeof recurringErrors;

export const recurringStatusSchema = z.enum(['PROCESSING', 'ACTIVE', 'FAILED', 'INACTIVE']);
export type RecurringStatus = z.infer<typeof recurringStatusSchema>;

/** "Direct debit": `{payment_type DEBIT, final_amount, subscription_discount_id, coupon_code, tnc_approve_date}`. */
export const directDebitRequestSchema = z.object({
  payment_type: z.literal('DEBIT'),
  final_amount: rupiahSchema,
  subscription_discount_id: idSchema,
  coupon_code: couponCodeSchema.nullish(),
  tnc_approve_date: z.iso.datetime({ offset: true }).nullish(),
});
export type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;
export const recurringUrlResponseSchema = z.object({ url: z.string() });

/** The product's entity description "Active recurring". */
export const activeRecurringSchema = z.object({
  status: recurringStatusSchema,
  package_deal_display_name: z.string(),
  /** The package deal the next cycle is charged by (the Modify Billing modal marks it). */
  subscription_discount_id: idSchema,
  month: billingCycleSchema,
  coupon_code: z.string().nullable(),
  coupon_discount_percentage: z.number().int(),
  coupon_total_amount: rupiahSchema,
  discount_percentage: z.number().int(),
  payment_type: z.enum(['credit_card', 'debit']),
  card_name: z.string().nullable(),
  card_token: z.string().nullable(),
  card_image_url: z.string().nullable(),
  billing_email: z.string().nullable(),
  failed_payment_count: z.number().int(),
  failed_payment_message: z.string().nullable(),
  employee_slot_count: z.number().int(),
  outlet_count: z.number().int(),
  next_billing_date: z.string(),
  employee_slot_price_per_month: z.object({ amount: rupiahSchema, finalAmount: rupiahSchema }),
  package_price_per_month: rupiahSchema,
  original_amount: rupiahSchema,
  final_amount: rupiahSchema,
});
export type ActiveRecurring = z.infer<typeof activeRecurringSchema>;

/** The product's entity description "Prorate result". */
export const prorateResultSchema = z.object({
  MOKA: z.object({ start_date: z.string(), end_date: z.string() }),
  final_price: rupiahSchema,
});
export const outletIdParamsSchema = z.object({ outletId: z.coerce.number().pipe(idSchema) });
/** "Immediate outlet activation by outlet id returns redirect_url": the gateway's payment page. */
export const outletActivationResponseSchema = z.object({ redirect_url: z.string() });

/**
 * The gateway's account-linking notification. It only says "look again": the server asks the gateway for the
 * account's status with its own key and never trusts this body.
 */
export const recurringNotificationSchema = z.object({ account_id: text().min(1).max(100) }).passthrough();

/** The event published on the business's realtime channel when a switch to recurring resolves. */
export const recurringActivationEventSchema = z.object({
  status: recurringStatusSchema,
  month: billingCycleSchema,
});

/**
 * "Manage card or change debit": `{payment_type CREDIT_CARD or DEBIT, final_amount, coupon_code}` → url.
 * New card payments are not offered (docs/spec-notes.md, decided reading 8): a new mandate is a linked GoPay account.
 */
export const paymentMethodRequestSchema = z.object({
  payment_type: z.enum(['CREDIT_CARD', 'DEBIT']),
  final_amount: rupiahSchema.nullish(),
  coupon_code: couponCodeSchema.nullish(),
});

/**
 * "Change package": `{subscription_discount_id}` → url. The new deal (and its interval) is charged from the
 * next billing date on; nothing is charged now, so `url` is the recurring page to return to.
 */
export const changePackageRequestSchema = z.object({ subscription_discount_id: idSchema });

/** "Outlet list with active=all": every outlet with its recurring state (outlet tab). */
export const recurringOutletsQuerySchema = z.object({ active: z.enum(['all', 'true']).default('all') });
export const recurringOutletSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable(),
  kecamatan: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
  end_date: z.string().nullable(),
  is_active_subscription: z.boolean(),
  is_expired: z.boolean(),
});
export const recurringOutletListSchema = z.object({ outlets: z.array(recurringOutletSchema) });

export const recurringEndpoints = {
  directDebit: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/recurring/direct-debit',
    summary:
      'Switches to recurring billing by direct debit: answers the account-linking page to send the owner to',
    body: directDebitRequestSchema,
    response: recurringUrlResponseSchema,
    errors: [400, 401, 403, 409, 422],
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/billing/v1/recurring/active',
    summary:
      "The business's recurring subscription (a PROCESSING one is first checked with the gateway); null when it never switched",
    // Every owner's billing page asks: a business that never switched is an answer (null), not a missing resource.
    response: activeRecurringSchema.nullable(),
    errors: [401, 403],
  }),
  prorate: defineEndpoint({
    method: 'GET',
    path: '/billing/v1/recurring/outlets/:outletId/prorate',
    summary: 'The pro-rated price of re-activating an expired outlet until the next billing date',
    params: outletIdParamsSchema,
    response: prorateResultSchema,
    errors: [400, 401, 403, 404, 422],
  }),
  activateOutlet: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/recurring/outlets/:outletId/activation',
    summary:
      "Immediate activation of an expired outlet: the pro-rated price until the next billing date, paid on the gateway's page",
    params: outletIdParamsSchema,
    response: outletActivationResponseSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  paymentMethod: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/recurring/payment-method',
    summary:
      'Manage card or change debit: links a new account for the same schedule; answers the linking page',
    body: paymentMethodRequestSchema,
    response: recurringUrlResponseSchema,
    errors: [400, 401, 403, 404, 422],
  }),
  changePackage: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/recurring/package',
    summary:
      'Modify Billing: another package deal from the next billing date on; answers the page to return to',
    body: changePackageRequestSchema,
    response: recurringUrlResponseSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  outlets: defineEndpoint({
    method: 'GET',
    path: '/billing/v1/recurring/outlets',
    summary: 'Every outlet with its address, renew date and whether it renews (the recurring outlet tab)',
    query: recurringOutletsQuerySchema,
    response: recurringOutletListSchema,
    errors: [400, 401, 403],
  }),
  notification: defineEndpoint({
    method: 'POST',
    path: '/billing/v1/recurring/notifications',
    summary: "The gateway's account-linking notification: the account's status is then asked of the gateway",
    body: recurringNotificationSchema,
    response: z.object({ received: z.literal(true) }),
    errors: [400],
  }),
};
