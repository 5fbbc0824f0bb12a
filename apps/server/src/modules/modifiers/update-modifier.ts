import type { ModifierDetail, SaveModifierBody } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertItemsAttachable,
  assertModifiersWithinReach,
  assertOptionsOfSet,
  assertOutletsInReach,
  lockItemsToAttach,
  modifierDetail,
  modifierNotFound,
  modifierValuesOf,
  withNameUniqueness,
  writeModifierItems,
} from './modifier-rules.js';
import {
  findModifierById,
  listOptionIds,
  replaceOptions,
  replaceOutlets,
  updateModifierRow,
} from './modifiers.repository.js';

/**
 * The set becomes what the request says (contract: the whole set). Its row is locked for the save, so a second
 * save waits and then applies to what the first left, and a delete meanwhile makes it 404; the name rule is the
 * unique index. Its items are replaced when the save names them (decision 0225), in the same transaction.
 */
export function updateModifier(
  db: Database,
  caller: Caller,
  modifierId: number,
  input: SaveModifierBody,
): Promise<ModifierDetail> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      const attachable = await lockItemsToAttach(tx, caller, input.item_ids);
      const current = await findModifierById(tx, caller, modifierId, { forUpdate: true });
      if (!current) throw modifierNotFound();
      await assertModifiersWithinReach(tx, caller, [modifierId]);
      await assertOutletsInReach(tx, caller, input.outlet_ids);
      assertOptionsOfSet(input, await listOptionIds(tx, caller, modifierId));
      assertItemsAttachable(input.item_ids, attachable);
      await updateModifierRow(tx, caller, modifierId, modifierValuesOf(input));
      await replaceOptions(tx, caller, modifierId, input.options);
      await replaceOutlets(tx, caller, modifierId, [...new Set(input.outlet_ids)]);
      await writeModifierItems(tx, caller, modifierId, input.item_ids);
      return modifierDetail(tx, caller, modifierId);
    }),
  );
}
