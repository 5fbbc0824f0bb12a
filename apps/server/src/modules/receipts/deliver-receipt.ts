import type { Database } from '../../db/database.js';
import type { JobQueue, JobSender } from '../../platform/jobs/job-queue.js';
import type { MailLanguage } from '../../platform/mail/mail-language.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getInvoice } from './get-invoice.js';
import { receiptMail } from './receipt-mail.js';
import { findOrderToken } from './receipts.repository.js';

export const RECEIPT_MAIL_JOB = 'receipt-mail';

export interface ReceiptMailJob {
  businessId: number;
  orderId: number;
  to: string;
  language: MailLanguage;
}

/**
 * The job that renders an order's receipt and mails it. It renders when it runs, from the invoice as it is then
 * (a refund made meanwhile shows), and sends straight over SMTP: a mail server that is away fails the attempt and
 * the job is retried for about an hour (10 s doubling), across restarts, so the receipt is late, never lost.
 */
export function defineReceiptDelivery(
  jobs: JobQueue,
  deps: { db: () => Database; mailer: () => Mailer },
): JobSender<ReceiptMailJob> {
  return jobs.define<ReceiptMailJob>({
    name: RECEIPT_MAIL_JOB,
    retry: { limit: 9, delaySeconds: 10, backoff: true },
    expireInSeconds: 2 * 60,
    pollingIntervalSeconds: 1,
    async run(data, { log }) {
      const business = { businessId: data.businessId, allOutlets: true, outletIds: [] };
      const token = await findOrderToken(deps.db(), business, data.orderId);
      if (!token) {
        // The order's invoice was revoked (or the order deleted) after the request: there is no receipt to send.
        log.warn({ orderId: data.orderId }, 'receipt not sent: the order has no valid invoice any more');
        return;
      }
      let invoice;
      try {
        invoice = await getInvoice(deps.db(), business, token);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) {
          log.warn({ orderId: data.orderId }, 'receipt not sent: the order is gone');
          return;
        }
        throw error;
      }
      await deps
        .mailer()
        .sendMail({ to: data.to, businessId: data.businessId, ...receiptMail(invoice, data.language) });
    },
  });
}
