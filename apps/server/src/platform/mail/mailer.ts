import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config/config.js';
import type { Queryable } from '../../db/database.js';
import { insertOutboxMessage } from './mail-outbox.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The business the mail is about, when there is one (kept with outbox rows). */
  businessId?: number;
}

export interface Mailer {
  /** Delivers now: over SMTP when SMTP_URL is set, else into the mail_outbox table. */
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Delivers in the background and logs a failure. For mail whose sending time must not show in the response
   * time (a sign-in code is sent only for existing accounts, and that must not be measurable).
   */
  dispatch(message: MailMessage): void;
  /** Waits for background deliveries; called when the server closes. */
  drain(): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

export function createMailer(deps: { config: Config; db: Queryable; log: FastifyBaseLogger }): Mailer {
  const { config, db, log } = deps;
  const smtp: Transporter | undefined = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : undefined;
  const pending = new Set<Promise<void>>();

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

  return {
    transport: smtp ? 'smtp' : 'outbox',
    sendMail,
    dispatch(message) {
      const delivery = sendMail(message)
        .catch((error: Error) =>
          log.error({ err: error, subject: message.subject }, 'mail could not be sent'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      await Promise.allSettled([...pending]);
      smtp?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
