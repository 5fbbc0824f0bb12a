import type { DeleteCategoriesResponse } from '@backoffice/contracts/categories';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { countItemsIn, deleteCategoryRows, lockCategories } from './categories.repository.js';
import { categoryNotFound } from './category-rules.js';

/**
 * Deletes categories and never their items: each item that was in one stays, uncategorised (the foreign key sets
 * `category_id` null; docs/spec-notes.md). The rows are locked first, so the count of items reported is the count
 * uncategorised. A single delete of a missing category is 404; a bulk delete counts what it found, since another
 * person deleting one of the same categories first is not the caller's mistake.
 */
export function deleteCategories(
  db: Database,
  caller: Caller,
  ids: number[],
  options: { single: boolean },
): Promise<DeleteCategoriesResponse> {
  return db.transaction(async (tx) => {
    const found = await lockCategories(tx, caller, [...new Set(ids)]);
    if (options.single && found.length === 0) throw categoryNotFound();
    if (found.length === 0) return { deleted: 0, uncategorised_items: 0 };
    const uncategorised = await countItemsIn(tx, caller, found);
    const deleted = await deleteCategoryRows(tx, caller, found);
    return { deleted: deleted.length, uncategorised_items: uncategorised };
  });
}
