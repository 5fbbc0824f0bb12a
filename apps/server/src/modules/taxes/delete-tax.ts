import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findTaxOrFail } from './tax-rules.js';
import { deleteTaxRow } from './taxes.repository.js';

/** Stored orders keep their own copy of a tax's name, rate and amount: deleting it rewrites no history. */
export function deleteTax(db: Database, caller: Caller, taxId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await findTaxOrFail(tx, caller, taxId, { forUpdate: true });
    await deleteTaxRow(tx, caller, taxId);
  });
}
