import {
  RECEIPT_SENDS_PER_ORDER,
  RECEIPT_SENDS_WINDOW_SECONDS,
  type EmailReceiptResponse,
} from '@backoffice/contracts/receipts';
import type { z } from 'zod';
import type { emailReceiptRequestSchema } from '@backoffice/contracts/receipts';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reserveAttempt } from '../../platform/auth/rate-limit.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import type { MailLanguage } from '../../platform/mail/mail-language.js';
import type { ReceiptMailJob } from './deliver-receipt.js';
import { findReceiptOrder } from './receipts.repository.js';

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';
export const RECEIPTS_LIMITED_MESSAGE = 'This receipt has been sent too many times.';

/**
 * The answer's message, which the Resend Email modal shows as its success toast (spec "Resend receipt", docs/spec-notes.md,
 * "Receipt mail"): in the sender's language, as the mail is (decision 0047), naming the address as read.
 */
export function receiptQueuedMessage(language: MailLanguage, email: string): string {
  return language === 'id'
    ? `Struk akan segera dikirim ke ${email}.`
    : `The receipt will be sent to ${email} shortly.`;
}

/**
 * Queues the receipt mail of the completed order a payment belongs to. Another business's payment, one at an
 * outlet beyond the caller's reach, a uuid that does not match the id and an order that is not completed all
 * answer 404 alike. Each order's receipt may be mailed a few times an hour (decision 0048).
 */
export async function sendReceipt(
  deps: { db: Database; receipts: JobSender<ReceiptMailJob>; now: Date },
  caller: Caller,
  body: z.output<typeof emailReceiptRequestSchema>,
  language: MailLanguage,
): Promise<EmailReceiptResponse> {
  const order = foundInBusiness(
    await findReceiptOrder(deps.db, caller, { id: body.payment_id, uuid: body.payment_uuid }),
    PAYMENT_NOT_FOUND_MESSAGE,
  );
  await reserveAttempt(
    deps.db,
    [
      {
        bucket: 'receipt-mail:order',
        key: `${caller.businessId}:${order.orderId}`,
        limit: RECEIPT_SENDS_PER_ORDER,
        windowSeconds: RECEIPT_SENDS_WINDOW_SECONDS,
      },
    ],
    RECEIPTS_LIMITED_MESSAGE,
    deps.now,
    { pending: false },
  );
  // The job is the request's only write; it is stored in the transaction so a failure leaves no half-sent state.
  await deps.db.transaction(async (tx) => {
    await deps.receipts.send(
      { businessId: caller.businessId, orderId: order.orderId, to: body.customer_email, language },
      { in: tx },
    );
  });
  return { message: receiptQueuedMessage(language, body.customer_email) };
}
