import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config/config.js';
import type { Queryable } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { insertOutboxMessage } from './mail-outbox.repository.js';
import { openMail, type SealableMail, sealMail } from './sealed-mail.js';

export type MailMessage = SealableMail;

export interface Mailer {
  /** Delivers now: over SMTP when SMTP_URL is set, else into the mail_outbox table. */
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Queues the mail and returns once it is stored: a worker delivers it, retrying while the mail server is away,
   * across restarts. `discardAfter` drops a mail that would arrive useless (an expired sign-in code); `in` stores
   * it in the caller's transaction, so the mail is sent only if what it tells of commits.
   */
  enqueue(message: MailMessage, options?: { discardAfter?: Date; in?: Queryable }): Promise<void>;
  close(): void;
  readonly transport: 'smtp' | 'outbox';
}

interface MailJob {
  sealed: string;
  discardAfter?: string;
}

export const MAIL_DELIVERY_JOB = 'mail-deliver';

export function createMailer(deps: { config: Config; db: Queryable; jobs: JobQueue }): Mailer {
  const { config, db, jobs } = deps;
  const smtp: Transporter | undefined = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : undefined;

  async function sendMail(message: MailMessage): Promise<void> {
    if (smtp) {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return;
    }
    await insertOutboxMessage(db, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      businessId: message.businessId ?? null,
    });
  }

  const delivery = jobs.define<MailJob>({
    name: MAIL_DELIVERY_JOB,
    // A mail server that is down for a while is retried for about an hour: 10 s, 20 s, 40 s … doubling.
    retry: { limit: 9, delaySeconds: 10, backoff: true },
    expireInSeconds: 2 * 60,
    pollingIntervalSeconds: 1,
    async run(data, { log }) {
      if (data.discardAfter && new Date(data.discardAfter).getTime() <= Date.now()) {
        log.info('queued mail dropped: it is no longer useful');
        return;
      }
      const message = openMail(config.JWT_SECRET, data.sealed);
      if (!message) {
        // Retrying cannot help: the secret changed since it was queued, or the row was altered.
        log.error('queued mail cannot be opened with the current secret; dropped');
        return;
      }
      await sendMail(message);
    },
  });

  return {
    transport: smtp ? 'smtp' : 'outbox',
    sendMail,
    async enqueue(message, options = {}) {
      await delivery.send(
        {
          sealed: sealMail(config.JWT_SECRET, message),
          ...(options.discardAfter ? { discardAfter: options.discardAfter.toISOString() } : {}),
        },
        { in: options.in },
      );
    },
    close() {
      smtp?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
