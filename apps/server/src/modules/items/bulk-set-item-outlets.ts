import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { lockBulkItems } from './bulk-items.js';
import { assertReferences } from './item-rules.js';
import { addItemOutlets, removeItemOutlets } from './item-writes.repository.js';

/**
 * Afterwards each item is sold at exactly `outlet_ids` among the outlets the caller manages (every item named is
 * within their reach, so that is all of its outlets). Taken off an outlet, its prices and stock there go too.
 */
export function bulkSetItemOutlets(
  db: Database,
  caller: Caller,
  input: { item_ids: number[]; outlet_ids: number[] },
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const itemIds = await lockBulkItems(tx, caller, input.item_ids);
    await assertReferences(tx, caller, {
      category_id: null,
      brand_id: null,
      modifier_ids: [],
      tax_ids: [],
      sales_type_ids: [],
      outlet_ids: input.outlet_ids,
    });
    const chosen = new Set(input.outlet_ids);
    const managed = caller.outlets.map((outlet) => outlet.id);
    await removeItemOutlets(
      tx,
      caller,
      itemIds,
      managed.filter((id) => !chosen.has(id)),
    );
    await addItemOutlets(tx, caller, itemIds, [...chosen]);
    return { count: itemIds.length };
  });
}
