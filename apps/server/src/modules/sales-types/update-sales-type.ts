import type { SalesType, UpdateSalesTypeBody } from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertCanEdit,
  assertOutletsInReach,
  findSalesTypeOrFail,
  readSalesType,
  withSalesTypeRules,
} from './sales-type-rules.js';
import { makeDefaultSalesType, setSalesTypeOutlets, updateSalesTypeRow } from './sales-types.repository.js';

/**
 * The row is locked for the edit, so an edit racing a delete finds it gone. Outlets the caller does not reach are
 * not theirs to name, and stay as they are (decision 0152).
 */
export function updateSalesType(
  db: Database,
  caller: Caller,
  id: number,
  input: UpdateSalesTypeBody,
): Promise<SalesType> {
  return withSalesTypeRules(() =>
    db.transaction(async (tx) => {
      const current = await findSalesTypeOrFail(tx, caller, id, { forUpdate: true });
      assertCanEdit(caller, current);
      await assertOutletsInReach(tx, caller, 'body.outlet_ids', input.outlet_ids);
      await updateSalesTypeRow(tx, caller, id, { name: input.name });
      const scope = caller.allOutlets ? 'all' : [...caller.outletIds];
      await setSalesTypeOutlets(tx, caller, id, [...new Set(input.outlet_ids)], scope);
      if (input.is_default && !current.isDefault) await makeDefaultSalesType(tx, caller, id);
      return readSalesType(tx, caller, id);
    }),
  );
}
