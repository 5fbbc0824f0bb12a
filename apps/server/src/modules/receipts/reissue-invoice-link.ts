import type { ReissuedInvoice } from '@backoffice/contracts/invoices';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { INVOICE_NOT_FOUND_MESSAGE } from './get-invoice.js';
import { replaceOrderToken } from '../../sales/invoices.repository.js';

/**
 * A new printable-invoice link for an order of the caller's business within their outlet reach (decision 0044):
 * the token is replaced, so the old link opens nothing from the moment this commits. Another business's token, a
 * revoked one or one already replaced answers 404.
 */
export async function reissueInvoiceLink(
  db: Database,
  caller: Caller,
  token: string,
): Promise<ReissuedInvoice> {
  const row = await db.transaction(async (tx) => replaceOrderToken(tx, caller, token));
  return { order_token: foundInBusiness(row, INVOICE_NOT_FOUND_MESSAGE).orderToken };
}
