import type { Item } from '@backoffice/contracts/items';
import type { Caller } from '../../platform/auth/caller.js';
import { editableItems, findPlainItem, type ItemContext, toItem } from './item-rules.js';
import { findItemLinks } from './items.repository.js';

export async function getItem(context: ItemContext, caller: Caller, itemId: number): Promise<Item> {
  const row = await findPlainItem(context.db, caller, itemId);
  const [links, canEdit] = await Promise.all([
    findItemLinks(context.db, caller, itemId),
    editableItems(context.db, caller, [itemId]),
  ]);
  return toItem(context, caller, row, links, canEdit(itemId));
}
