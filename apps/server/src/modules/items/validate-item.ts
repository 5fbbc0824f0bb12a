import type { SaveItemBody } from '@backoffice/contracts/items';
import type { Caller } from '../../platform/auth/caller.js';
import { createItem } from './create-item.js';
import type { ItemContext } from './item-rules.js';

/** Thrown to roll the trial create back once it has passed every rule. */
class TrialPassed extends Error {}

/**
 * validate_create_all_outlet: the create itself, rolled back, so the answer is exactly the create's (every rule,
 * the unique indexes included) and nothing is written.
 */
export async function validateItem(
  context: ItemContext,
  caller: Caller,
  input: SaveItemBody,
): Promise<{ valid: true }> {
  try {
    await context.db.transaction(async (tx) => {
      await createItem({ ...context, db: tx }, caller, input);
      throw new TrialPassed();
    });
  } catch (error) {
    if (!(error instanceof TrialPassed)) throw error;
  }
  return { valid: true };
}
