import type { CheckDeletableResponse } from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { canEdit, findSalesTypeOrFail } from './sales-type-rules.js';
import { countSalesTypeLinks } from './sales-types.repository.js';

/** What the delete confirmation says: whether it may go, and what it takes the sales type off. */
export async function checkSalesTypeDeletable(
  db: Database,
  caller: Caller,
  id: number,
): Promise<CheckDeletableResponse> {
  const row = await findSalesTypeOrFail(db, caller, id);
  const links = await countSalesTypeLinks(db, caller, id);
  const reason = !canEdit(caller, row) ? 'not_yours' : row.isDefault ? 'default' : null;
  return {
    deletable: reason === null,
    reason,
    item_count: links.items,
    gratuity_count: links.gratuities,
  };
}
