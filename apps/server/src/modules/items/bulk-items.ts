import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertItemsWithinReach, itemNotFound } from './item-rules.js';
import { lockPlainItems } from './items.repository.js';

/**
 * The items a bulk action names, locked in id order (two bulk actions never wait on each other in a cycle). An id
 * that is not a plain item of the business — another business's, a bundle, one deleted meanwhile — makes the whole
 * action a 404, and an item also sold beyond the caller's outlets a 403: nothing is changed then.
 */
export async function lockBulkItems(db: Queryable, caller: Caller, itemIds: number[]): Promise<number[]> {
  const unique = [...new Set(itemIds)];
  const found = await lockPlainItems(db, caller, unique);
  if (found.length !== unique.length) throw itemNotFound();
  await assertItemsWithinReach(db, caller, found);
  return found;
}
