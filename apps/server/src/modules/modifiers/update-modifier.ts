import { type Modifier, MODIFIER_ITEMS_SHOWN, type SaveModifierBody } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assembleModifiers,
  assertModifiersWithinReach,
  assertOptionsOfSet,
  assertOutletsInReach,
  modifierNotFound,
  modifierValuesOf,
  withNameUniqueness,
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
 * unique index.
 */
export function updateModifier(
  db: Database,
  caller: Caller,
  modifierId: number,
  input: SaveModifierBody,
): Promise<Modifier> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      const current = await findModifierById(tx, caller, modifierId, { forUpdate: true });
      if (!current) throw modifierNotFound();
      await assertModifiersWithinReach(tx, caller, [modifierId]);
      await assertOutletsInReach(tx, caller, input.outlet_ids);
      assertOptionsOfSet(input, await listOptionIds(tx, caller, modifierId));
      await updateModifierRow(tx, caller, modifierId, modifierValuesOf(input));
      await replaceOptions(tx, caller, modifierId, input.options);
      await replaceOutlets(tx, caller, modifierId, [...new Set(input.outlet_ids)]);
      const row = await findModifierById(tx, caller, modifierId);
      const [modifier] = await assembleModifiers(tx, caller, [row!], MODIFIER_ITEMS_SHOWN);
      return modifier!;
    }),
  );
}
