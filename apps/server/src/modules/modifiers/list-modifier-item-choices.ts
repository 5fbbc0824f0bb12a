import { MODIFIER_ITEM_CHOICES, type ModifierItemChoicesResponse } from '@backoffice/contracts/modifiers';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findItemChoices } from './modifier-items.repository.js';

/** The set panel's item picker (decision 0225): the first plain items whose name holds what was typed. */
export async function listModifierItemChoices(
  db: Database,
  caller: Caller,
  query: { search?: string },
): Promise<ModifierItemChoicesResponse> {
  return { results: await findItemChoices(db, caller, query.search || undefined, MODIFIER_ITEM_CHOICES) };
}
