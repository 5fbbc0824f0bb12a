import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { lockBulkItems } from './bulk-items.js';
import { assertReferences } from './item-rules.js';
import { moveItemsToCategory } from './item-writes.repository.js';

/** null = uncategorised. */
export function bulkMoveItems(
  db: Database,
  caller: Caller,
  input: { item_ids: number[]; category_id: number | null },
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const itemIds = await lockBulkItems(tx, caller, input.item_ids);
    await assertReferences(tx, caller, {
      category_id: input.category_id,
      brand_id: null,
      modifier_ids: [],
      tax_ids: [],
      sales_type_ids: [],
      outlet_ids: [],
    });
    await moveItemsToCategory(tx, caller, itemIds, input.category_id);
    return { count: itemIds.length };
  });
}
