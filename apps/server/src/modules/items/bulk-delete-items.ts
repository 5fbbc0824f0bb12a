import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { lockBulkItems } from './bulk-items.js';
import { deleteItemRows } from './item-writes.repository.js';

export function bulkDeleteItems(
  db: Database,
  caller: Caller,
  input: { item_ids: number[] },
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const itemIds = await lockBulkItems(tx, caller, input.item_ids);
    return { count: await deleteItemRows(tx, caller, itemIds) };
  });
}
