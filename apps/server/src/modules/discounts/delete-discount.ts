import type { DiscountKey } from '@backoffice/contracts/discounts';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertDiscountWithinReach, findDiscountByKey } from './discount-rules.js';
import { deleteDiscountRow } from './discounts.repository.js';

/**
 * Past orders keep their own copy of the Discount's name and amount, so deleting it rewrites no history. The row is
 * locked from the lookup on, so of two deletes (or an edit and a delete) the second finds it gone or changed.
 */
export function deleteDiscount(db: Database, caller: Caller, key: DiscountKey): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findDiscountByKey(tx, caller, key, { forUpdate: true });
    await assertDiscountWithinReach(tx, caller, row.id);
    await deleteDiscountRow(tx, caller, row.id);
  });
}
