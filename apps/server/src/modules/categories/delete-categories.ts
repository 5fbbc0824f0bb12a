import type { DeleteCategoriesResponse } from '@backoffice/contracts/categories';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { countItemsIn, deleteCategoryRows, lockCategories } from './categories.repository.js';
import { categoryNotFound } from './category-rules.js';

/**
 * Deletes categories and never their items: each item that was in one stays, uncategorised (the foreign key sets
 * `category_id` null; docs/spec-notes.md). The rows are locked first, so the count of items reported is the count
 * uncategorised. Every named category must be the business's: one that is not — another business's, or deleted
 * meanwhile — answers 404 and nothing is deleted, for one category as for several (decision 0151, amendment), as
 * the other bulk actions of the catalogue do.
 */
export function deleteCategories(
  db: Database,
  caller: Caller,
  ids: number[],
): Promise<DeleteCategoriesResponse> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const found = await lockCategories(tx, caller, unique);
    if (found.length !== unique.length) throw categoryNotFound();
    const uncategorised = await countItemsIn(tx, caller, found);
    const deleted = await deleteCategoryRows(tx, caller, found);
    return { deleted: deleted.length, uncategorised_items: uncategorised };
  });
}
