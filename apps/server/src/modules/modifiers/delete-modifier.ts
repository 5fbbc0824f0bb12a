import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertModifiersWithinReach, modifierNotFound } from './modifier-rules.js';
import { deleteModifierRows, findModifierById } from './modifiers.repository.js';

/**
 * Its options, Outlets and item attachments go with it; stored orders keep their own copy of the names and prices
 * they were sold with (`order_items.modifiers`), so no history changes. Of two deletes the second finds it gone.
 */
export function deleteModifier(db: Database, caller: Caller, modifierId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findModifierById(tx, caller, modifierId, { forUpdate: true });
    if (!row) throw modifierNotFound();
    await assertModifiersWithinReach(tx, caller, [modifierId]);
    await deleteModifierRows(tx, caller, [modifierId]);
  });
}
