import { SALES_TYPE_DEFAULT_UNDELETABLE, salesTypeErrors } from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { assertCanEdit, findSalesTypeOrFail } from './sales-type-rules.js';
import { deleteSalesTypeRow } from './sales-types.repository.js';

/**
 * Stored orders keep the name they were sold with, so deleting rewrites no history; its links to items and service
 * charges go with it. The default cannot go: a new bill needs one to start with (decision 0153).
 */
export function deleteSalesType(db: Database, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findSalesTypeOrFail(tx, caller, id, { forUpdate: true });
    assertCanEdit(caller, row);
    if (row.isDefault) throw AppError.domain(salesTypeErrors, SALES_TYPE_DEFAULT_UNDELETABLE);
    await deleteSalesTypeRow(tx, caller, id);
  });
}
