import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertPromoWithinReach, findPromoOrFail } from './promo-rules.js';
import { deletePromoRow } from './promos.repository.js';

/** Orders keep their own copy of a promotion's name and reward, so deleting it rewrites no history. */
export function deletePromo(db: Database, caller: Caller, promoId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findPromoOrFail(tx, caller, promoId, { forUpdate: true });
    await assertPromoWithinReach(tx, caller, row.id);
    await deletePromoRow(tx, caller, row.id);
  });
}
