import { randomInt } from 'node:crypto';
import {
  DELETION_GRACE_WORKING_DAYS,
  type DeletionTicket,
  type deletionTicketRequestSchema,
} from '@backoffice/contracts/account-deletion';
import type { z } from 'zod';
import { EXPORT_FILE_DAYS } from '@backoffice/contracts/exports';
import type { Database, Queryable } from '../../db/database.js';
import { signFileLink } from '../../platform/files/file-link.js';
import { localDate } from '../../domain/local-time.js';
import { addWorkingDays } from '../../domain/working-days.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { MailLanguage } from '../../platform/mail/mail-language.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { deletionConfirmationMail } from './deletion-mail.js';
import {
  endBusinessSessions,
  endSubscriptions,
  findBusinessName,
  findLatestBundleFile,
  findTicketInProgress,
  insertTicket,
  setBusinessFrozen,
} from './deletion.repository.js';

/** The business calendar of the grace period: the product's home zone (Indonesian working days). */
export const GRACE_TIME_ZONE = 'Asia/Jakarta';
const TICKET_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `DEL-20261126-7KQ2MX`: the day it was asked, then six characters that cannot be misread on the phone. */
export function newTicketNumber(day: string): string {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return `DEL-${day.replaceAll('-', '')}-${suffix}`;
}

export interface DeletionDeps {
  db: Database;
  mailer: Mailer;
  holidays: ReadonlySet<string>;
  now: () => Date;
  /** Signs the mailed link to the data bundle (decision 0088). */
  links: { publicUrl: string; secret: string };
}

/**
 * A link to the latest data bundle that lasts as long as its file (the owner is signed out by now and cannot ask
 * for a fresh one), or null when none was made or it has aged out.
 */
async function bundleLink(db: Queryable, deps: DeletionDeps, businessId: number, now: Date) {
  const bundle = await findLatestBundleFile(db, businessId);
  if (!bundle) return null;
  const expiresAt = new Date(bundle.completedAt.getTime() + EXPORT_FILE_DAYS * 24 * 60 * 60 * 1000);
  const lifetime = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  if (lifetime <= 0) return null;
  const link = signFileLink(deps.links.secret, businessId, bundle.fileId, now, lifetime);
  return { url: `${deps.links.publicUrl}${link.path}`, until: localDate(GRACE_TIME_ZONE, expiresAt) };
}

/**
 * The owner asks for the business's deletion (the product's state rules: submit, receive ticket, log out of all devices,
 * irreversible; remaining subscriptions end with no refund). In one transaction: the ticket, the freeze, the end of
 * every session of every user and of the subscriptions, and the confirmation mail's job. A business with a request
 * in progress answers with that ticket and changes nothing (a double submit, two tabs).
 */
export async function requestBusinessDeletion(
  deps: DeletionDeps,
  caller: Caller,
  body: z.output<typeof deletionTicketRequestSchema>,
  language: MailLanguage,
): Promise<DeletionTicket> {
  const now = deps.now();
  const today = localDate(GRACE_TIME_ZONE, now);
  const purgeOn = addWorkingDays(today, DELETION_GRACE_WORKING_DAYS, deps.holidays);
  return deps.db.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      businessId: caller.businessId,
      ticketNumber: newTicketNumber(today),
      reason: body.reason,
      notes: body.notes,
      requestedBy: caller.userId,
      requestedAt: now,
      purgeOn,
    });
    if (!ticket) {
      const open = await findTicketInProgress(tx, caller.businessId);
      // The index refused the row, so one is in progress; it cannot vanish inside this transaction.
      if (!open) throw new Error('deletion ticket conflict without a ticket in progress');
      return { ticket_number: open.ticketNumber };
    }
    await setBusinessFrozen(tx, caller.businessId, now);
    await endSubscriptions(tx, caller.businessId, now);
    await endBusinessSessions(tx, caller.businessId, now);
    const businessName = (await findBusinessName(tx, caller.businessId)) ?? '';
    const dataLink = await bundleLink(tx, deps, caller.businessId, now);
    await deps.mailer.enqueue(
      {
        to: caller.email,
        businessId: caller.businessId,
        ...deletionConfirmationMail(
          { businessName, ticketNumber: ticket.ticketNumber, purgeOn, dataLink },
          language,
        ),
      },
      { in: tx },
    );
    return { ticket_number: ticket.ticketNumber };
  });
}
