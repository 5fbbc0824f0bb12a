import { type Database, writeTransaction } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertDiscountWithinReach, type DiscountKey, findDiscountByKey } from './discount-rules.js';
import { deleteDiscountRow } from './discounts.repository.js';

/** Past orders keep their own copy of the Discount's name and amount, so deleting it rewrites no history. */
export function deleteDiscount(db: Database, caller: Caller, key: DiscountKey): Promise<void> {
  return writeTransaction(db, caller.businessId, async (tx) => {
    const row = await findDiscountByKey(tx, caller, key);
    await assertDiscountWithinReach(tx, caller, row.id);
    await deleteDiscountRow(tx, caller, row.id);
  });
}
