import { type QrisDocumentKind, qrisDocumentKinds } from '@backoffice/contracts/qris';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { businesses, qrisRegistrations, users } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { decideQrisDocuments } from './decide-qris.js';
import type { QrisDecision } from './qris-decision-mail.js';
import { registrationView } from './qris-rules.js';

export const QRIS_COMMAND_USAGE = [
  'Usage: npm run qris -- <command>',
  '  list [BUSINESS]                               registrations and their documents',
  '  approve BUSINESS DOCUMENT                     approve one document (ktp, npwp, sk_pendirian, sk_perubahan, siup)',
  '  reject-document BUSINESS DOCUMENT REASON…     reject one document; the merchant sees the reason',
  '  approve-all BUSINESS                          approve every document and the registration',
  'BUSINESS is the business id, its name (or a unique part of it) or an e-mail address of its people.',
].join('\n');

async function businessIdOf(db: Database, reference: string | undefined): Promise<number> {
  if (!reference) throw new Error(`Name the business.\n${QRIS_COMMAND_USAGE}`);
  const byNumber = /^\d+$/.test(reference);
  const [row] = byNumber
    ? await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, Number(reference)))
    : // The business's e-mail or one of its people's (the owner's sign-in is what support is usually given).
      await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(
          sql`lower(${businesses.email}) = lower(${reference}) or ${businesses.id} in (select ${users.businessId} from ${users} where lower(${users.email}) = lower(${reference}))`,
        )
        .limit(1);
  if (row) return row.id;
  if (!byNumber) {
    // Its name, as the list prints it: the whole name, else the one business whose name contains the words.
    const named = await db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(sql`lower(${businesses.name}) like '%' || lower(${reference}) || '%'`)
      .orderBy(asc(businesses.id))
      .limit(20);
    const exact = named.filter((b) => b.name.toLowerCase() === reference.trim().toLowerCase());
    const match = exact.length > 0 ? exact : named;
    if (match.length === 1) return match[0]!.id;
    if (match.length > 1)
      throw new Error(
        `${match.length} businesses match ${reference}: ${match.map((b) => `${b.id} ${b.name}`).join(', ')}. Give the id.`,
      );
  }
  throw new Error(`No business ${reference}.`);
}

function documentKind(value: string | undefined): QrisDocumentKind {
  if (!value || !(qrisDocumentKinds as readonly string[]).includes(value))
    throw new Error(`Name the document: ${qrisDocumentKinds.join(', ')}.`);
  return value as QrisDocumentKind;
}

/**
 * The provider's review from a terminal (decision 0081): each decision is stored and the merchant's e-mail queued
 * in one transaction. Returns the lines to print.
 */
export async function runQrisCommand(
  db: Database,
  mailer: Pick<Mailer, 'enqueue'>,
  args: readonly string[],
): Promise<string[]> {
  const [command, business, ...rest] = args;
  if (command === 'list') {
    const rows = await db
      .select({ registration: qrisRegistrations, name: businesses.name })
      .from(qrisRegistrations)
      .innerJoin(businesses, eq(businesses.id, qrisRegistrations.businessId))
      .where(business ? eq(qrisRegistrations.businessId, await businessIdOf(db, business)) : undefined)
      .orderBy(asc(qrisRegistrations.submittedAt));
    const lines: string[] = [];
    for (const row of rows) {
      const view = await registrationView(db, { businessId: row.registration.businessId }, row.registration);
      lines.push(`${row.registration.businessId}  ${row.name}  ${view.type_of_business}  ${view.status}`);
      for (const document of view.documents) {
        const reason = document.rejection_reason ? `  (${document.rejection_reason})` : '';
        lines.push(`    ${document.kind.padEnd(13)} ${document.status}${reason}`);
      }
    }
    return lines.length > 0 ? lines : ['No QRIS registrations.'];
  }
  let decision: QrisDecision;
  if (command === 'approve') decision = { approve: documentKind(rest[0]) };
  else if (command === 'reject-document') {
    const reason = rest.slice(1).join(' ').trim();
    if (!reason) throw new Error('Give the reason the merchant will read.');
    decision = { reject: { kind: documentKind(rest[0]), reason } };
  } else if (command === 'approve-all') decision = { approveAll: true };
  else throw new Error(QRIS_COMMAND_USAGE);
  const businessId = await businessIdOf(db, business);
  const view = await decideQrisDocuments(db, { businessId }, decision, mailer);
  return [
    `Business ${businessId}: registration ${view.status}; the merchant's e-mail is queued.`,
    ...view.documents.map((document) => `    ${document.kind.padEnd(13)} ${document.status}`),
  ];
}
