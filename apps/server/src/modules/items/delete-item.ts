import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertItemsWithinReach, findPlainItem } from './item-rules.js';
import { deleteItemRows } from './item-writes.repository.js';

/**
 * Stored orders keep their own copies of names and prices (no foreign key to items), so deleting an item rewrites
 * no history. The row is locked from the lookup on: of two deletes the second finds it gone.
 */
export function deleteItem(db: Database, caller: Caller, itemId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await findPlainItem(tx, caller, itemId, { forUpdate: true });
    await assertItemsWithinReach(tx, caller, [itemId]);
    await deleteItemRows(tx, caller, [itemId]);
  });
}
