import {
  SALES_TYPE_DEFAULT_INACTIVE,
  type SalesType,
  salesTypeErrors,
} from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { assertCanEdit, findSalesTypeOrFail, readSalesType } from './sales-type-rules.js';
import { updateSalesTypeRow } from './sales-types.repository.js';

/** Switches it on or off; the default stays on, since a new bill starts with it (decision 0153). */
export function manageSalesTypeState(
  db: Database,
  caller: Caller,
  id: number,
  input: { is_active: boolean },
): Promise<SalesType> {
  return db.transaction(async (tx) => {
    const current = await findSalesTypeOrFail(tx, caller, id, { forUpdate: true });
    assertCanEdit(caller, current);
    if (!input.is_active && current.isDefault)
      throw AppError.domain(salesTypeErrors, SALES_TYPE_DEFAULT_INACTIVE, 'body.is_active');
    await updateSalesTypeRow(tx, caller, id, { isActive: input.is_active });
    return readSalesType(tx, caller, id);
  });
}
