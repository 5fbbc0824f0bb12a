import type { Item, SaveItemBody } from '@backoffice/contracts/items';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertImage,
  assertItemsWithinReach,
  assertReferences,
  assertSkusFree,
  findPlainItem,
  type ItemContext,
  toItem,
  withItemUniqueness,
} from './item-rules.js';
import { updateItemRow } from './item-writes.repository.js';
import { findItem, findItemLinks } from './items.repository.js';
import { storeItemContent } from './store-item-content.js';

/**
 * The item's row is locked for the edit, so a second save waits and then applies to what the first left; the name
 * and SKU rules are the unique indexes. An item also sold beyond the caller's outlets is theirs to read only.
 */
export function updateItem(
  context: ItemContext,
  caller: Caller,
  itemId: number,
  input: SaveItemBody,
): Promise<Item> {
  return withItemUniqueness(() =>
    context.db.transaction(async (tx) => {
      const current = await findPlainItem(tx, caller, itemId, { forUpdate: true });
      await assertItemsWithinReach(tx, caller, [itemId]);
      await assertReferences(tx, caller, input);
      await assertImage(tx, caller, input.image_file_id, current.imageFileId);
      await assertSkusFree(tx, caller, input, itemId);
      const before = await findItemLinks(tx, caller, itemId);
      await updateItemRow(
        tx,
        caller,
        itemId,
        {
          name: input.name,
          categoryId: input.category_id,
          brandId: input.brand_id,
          description: input.description,
          imageFileId: input.image_file_id,
          trackStock: input.track_stock,
        },
        // The demo's picture (an address only) stays until a picture is chosen or removed.
        input.image_file_id === null && current.imageFileId === null && current.imageUrl !== null,
      );
      await storeItemContent(tx, caller, itemId, input, before);
      const [row, links] = await Promise.all([
        findItem(tx, caller, itemId),
        findItemLinks(tx, caller, itemId),
      ]);
      return toItem(context, caller, row!, links, true);
    }),
  );
}
