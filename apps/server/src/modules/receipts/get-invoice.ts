import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import type { Queryable } from '../../db/database.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { assembleInvoice } from '../../sales/invoice-detail.js';
import { findOrderByToken, type InvoiceReader } from '../../sales/invoices.repository.js';

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found.';

/**
 * The invoice and payment detail of the order whose token this is. Another business's token, an order at an outlet
 * beyond the caller's reach and a revoked token all answer 404, exactly like a token that never existed.
 */
export async function getInvoice(
  db: Queryable,
  caller: InvoiceReader,
  token: string,
  now: Date = new Date(),
): Promise<InvoiceDetail> {
  const found = foundInBusiness(await findOrderByToken(db, caller, token), INVOICE_NOT_FOUND_MESSAGE);
  return assembleInvoice(db, found, now);
}
