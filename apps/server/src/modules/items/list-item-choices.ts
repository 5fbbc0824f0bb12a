import type { ItemChoices } from '@backoffice/contracts/items';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { listChoices } from './item-choices.repository.js';

export async function listItemChoices(db: Database, caller: Caller): Promise<ItemChoices> {
  const [categories, brands, modifiers, taxes, salesTypes] = await Promise.all([
    listChoices(db, caller, 'category'),
    listChoices(db, caller, 'brand'),
    listChoices(db, caller, 'modifier'),
    listChoices(db, caller, 'tax'),
    listChoices(db, caller, 'salesType'),
  ]);
  return { categories, brands, modifiers, taxes, sales_types: salesTypes };
}
