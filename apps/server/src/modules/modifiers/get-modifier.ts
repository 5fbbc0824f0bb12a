import { type Modifier, MODIFIER_ITEMS_SHOWN } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assembleModifiers, modifierNotFound } from './modifier-rules.js';
import { findModifierById } from './modifiers.repository.js';

/** Another Business's set answers like a missing one. */
export async function getModifier(db: Database, caller: Caller, modifierId: number): Promise<Modifier> {
  const row = await findModifierById(db, caller, modifierId);
  if (!row) throw modifierNotFound();
  const [modifier] = await assembleModifiers(db, caller, [row], MODIFIER_ITEMS_SHOWN);
  return modifier!;
}
