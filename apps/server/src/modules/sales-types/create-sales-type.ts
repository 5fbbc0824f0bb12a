import type { CreateSalesTypeBody, SalesType } from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletsInReach, readSalesType, withSalesTypeRules } from './sales-type-rules.js';
import {
  hasDefaultSalesType,
  insertSalesType,
  makeDefaultSalesType,
  setSalesTypeOutlets,
} from './sales-types.repository.js';

/**
 * A business always has one default once it has a sales type: the first one created becomes it, whatever was
 * asked (decision 0153).
 */
export function createSalesType(
  db: Database,
  caller: Caller,
  input: CreateSalesTypeBody,
): Promise<SalesType> {
  return withSalesTypeRules(() =>
    db.transaction(async (tx) => {
      await assertOutletsInReach(tx, caller, 'body.outlet_ids', input.outlet_ids);
      const id = await insertSalesType(tx, caller, { name: input.name, isActive: input.is_active });
      await setSalesTypeOutlets(tx, caller, id, [...new Set(input.outlet_ids)], 'all');
      if (input.is_default || !(await hasDefaultSalesType(tx, caller)))
        await makeDefaultSalesType(tx, caller, id);
      return readSalesType(tx, caller, id);
    }),
  );
}
