import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idSchema } from './common/ids.js';
import { emailSchema, text } from './common/text.js';

/**
 * POST /api/v1/email_receipt ("Receipts", "Resend receipt"): mails the receipt of
 * a completed order to an address. The payment names the order: its id and uuid must both match a payment of the
 * caller's business at an outlet they reach. The mail is queued; the answer says it was accepted, not delivered.
 */

/** Not in the spec: how often one order's receipt may be mailed, so the endpoint cannot be used to spam (0048). */
export const RECEIPT_SENDS_PER_ORDER = 5;
export const RECEIPT_SENDS_WINDOW_SECONDS = 60 * 60;

export const emailReceiptRequestSchema = z.object({
  /** The address as typed; the same rule the Resend Email modal uses to enable Send. */
  customer_email: emailSchema,
  payment_id: idSchema,
  payment_uuid: text().trim().min(1).max(100),
  /** The spec's flag: true from the Resend Receipt button. Accepted; the mail is the same either way. */
  resend_email: z.boolean().default(true),
});
export type EmailReceiptRequest = z.input<typeof emailReceiptRequestSchema>;

export const emailReceiptResponseSchema = z.object({ message: z.string() });
export type EmailReceiptResponse = z.infer<typeof emailReceiptResponseSchema>;

export const receiptEndpoints = {
  email: defineEndpoint({
    method: 'POST',
    path: '/v1/email_receipt',
    summary: "Mails an order's receipt to an address (queued)",
    body: emailReceiptRequestSchema,
    response: emailReceiptResponseSchema,
    errors: [400, 401, 403, 404, 429],
  }),
};
