import { type Modifier, MODIFIER_ITEMS_SHOWN, type SaveModifierBody } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assembleModifiers,
  assertOptionsOfSet,
  assertOutletsInReach,
  modifierValuesOf,
  withNameUniqueness,
} from './modifier-rules.js';
import { findModifierById, insertModifier, replaceOptions, replaceOutlets } from './modifiers.repository.js';

/** The name rule is the unique index: no lock, and a name taken meanwhile is the name error. */
export function createModifier(db: Database, caller: Caller, input: SaveModifierBody): Promise<Modifier> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletsInReach(tx, caller, input.outlet_ids);
      // A new set has no options yet: an option id names another set's option.
      assertOptionsOfSet(input, new Set());
      const modifierId = await insertModifier(tx, caller, modifierValuesOf(input));
      await replaceOptions(tx, caller, modifierId, input.options);
      await replaceOutlets(tx, caller, modifierId, [...new Set(input.outlet_ids)]);
      const row = await findModifierById(tx, caller, modifierId);
      const [modifier] = await assembleModifiers(tx, caller, [row!], MODIFIER_ITEMS_SHOWN);
      return modifier!;
    }),
  );
}
