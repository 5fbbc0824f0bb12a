import type { ModifierDetail } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { modifierDetail } from './modifier-rules.js';

/** Another Business's set answers like a missing one. */
export function getModifier(db: Database, caller: Caller, modifierId: number): Promise<ModifierDetail> {
  return modifierDetail(db, caller, modifierId);
}
