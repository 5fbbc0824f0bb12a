import type { Item, SaveItemBody } from '@backoffice/contracts/items';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertImage,
  assertReferences,
  assertSkusFree,
  type ItemContext,
  toItem,
  withItemUniqueness,
} from './item-rules.js';
import { insertItem } from './item-writes.repository.js';
import { findItem, findItemLinks } from './items.repository.js';
import { storeItemContent } from './store-item-content.js';

/** The name and SKU rules are unique indexes: no lock, and one taken meanwhile is the field's error. */
export function createItem(context: ItemContext, caller: Caller, input: SaveItemBody): Promise<Item> {
  return withItemUniqueness(() =>
    context.db.transaction(async (tx) => {
      await assertReferences(tx, caller, input);
      await assertImage(tx, caller, input.image_file_id, null);
      await assertSkusFree(tx, caller, input, null);
      const itemId = await insertItem(tx, caller, {
        name: input.name,
        categoryId: input.category_id,
        brandId: input.brand_id,
        description: input.description,
        imageFileId: input.image_file_id,
        trackStock: input.track_stock,
      });
      await storeItemContent(tx, caller, itemId, input, null);
      const [row, links] = await Promise.all([
        findItem(tx, caller, itemId),
        findItemLinks(tx, caller, itemId),
      ]);
      // Every outlet it is sold at was just checked within the caller's reach: theirs to edit.
      return toItem(context, caller, row!, links, true);
    }),
  );
}
