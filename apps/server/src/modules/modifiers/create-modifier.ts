import { type ModifierDetail, type SaveModifierBody } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertItemsAttachable,
  assertOptionsOfSet,
  assertOutletsInReach,
  lockItemsToAttach,
  modifierDetail,
  modifierValuesOf,
  withNameUniqueness,
  writeModifierItems,
} from './modifier-rules.js';
import { insertModifier, replaceOptions, replaceOutlets } from './modifiers.repository.js';

/**
 * The name rule is the unique index: no lock, and a name taken meanwhile is the name error. The set, its options,
 * outlets and items are written in one transaction: a refused save leaves nothing.
 */
export function createModifier(
  db: Database,
  caller: Caller,
  input: SaveModifierBody,
): Promise<ModifierDetail> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      const attachable = await lockItemsToAttach(tx, caller, input.item_ids);
      await assertOutletsInReach(tx, caller, input.outlet_ids);
      // A new set has no options yet: an option id names another set's option.
      assertOptionsOfSet(input, new Set());
      assertItemsAttachable(input.item_ids, attachable);
      const modifierId = await insertModifier(tx, caller, modifierValuesOf(input));
      await replaceOptions(tx, caller, modifierId, input.options);
      await replaceOutlets(tx, caller, modifierId, [...new Set(input.outlet_ids)]);
      await writeModifierItems(tx, caller, modifierId, input.item_ids);
      return modifierDetail(tx, caller, modifierId);
    }),
  );
}
