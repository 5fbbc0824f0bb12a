import type { BulkDeleteModifiersResponse } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertModifiersWithinReach, modifierNotFound } from './modifier-rules.js';
import { deleteModifierRows, lockModifiers } from './modifiers.repository.js';

/**
 * All the named sets or none: one that is missing (another Business's, or deleted meanwhile) is 404, one the
 * caller may not change is 403, and nothing is deleted. The rows are locked in id order before the check.
 */
export function bulkDeleteModifiers(
  db: Database,
  caller: Caller,
  input: { ids: number[] },
): Promise<BulkDeleteModifiersResponse> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const found = await lockModifiers(tx, caller, ids);
    if (found.length !== ids.length) throw modifierNotFound();
    await assertModifiersWithinReach(tx, caller, ids);
    await deleteModifierRows(tx, caller, ids);
    return { deleted_count: ids.length };
  });
}
