import type { PublicInvoice } from '@backoffice/contracts/invoices';
import type { Database } from '../../db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { INVOICE_NOT_FOUND_MESSAGE } from './get-invoice.js';
import { assembleInvoice } from '../../sales/invoice-detail.js';
import { findPublicOrderByToken } from '../../sales/invoices.repository.js';

/**
 * The businesses hold no language setting yet; they sell in Rupiah in Indonesian zones, so their invoices are
 * Indonesian unless the viewer chose otherwise (decision 0045). A setting would change only this line.
 */
const BUSINESS_LANGUAGE: PublicInvoice['business_language'] = 'id';

/**
 * The printable invoice, read by anyone holding its link. The token alone names the order; revoked or unknown
 * tokens answer the same 404. Refund availability stays in the back office.
 */
export async function getPublicInvoice(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<PublicInvoice> {
  const found = await findPublicOrderByToken(db, token);
  if (!found) throw AppError.notFound(INVOICE_NOT_FOUND_MESSAGE);
  const {
    refundable: _refundable,
    refund_availability: _availability,
    ...invoice
  } = await assembleInvoice(db, found, now);
  return { ...invoice, business_language: BUSINESS_LANGUAGE };
}
