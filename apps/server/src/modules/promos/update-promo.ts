import { promoMessages, type Promo, type SavePromoBody } from '@backoffice/contracts/promos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { assertPromoWithinReach, findPromoOrFail, promoValuesFor, toPromo } from './promo-rules.js';
import { replacePromoOutlets, updatePromoRow } from './promos.repository.js';

/** The row is locked for the edit, so a second edit or a delete waits for it; the request replaces the promotion. */
export function updatePromo(
  db: Database,
  caller: Caller,
  promoId: number,
  input: SavePromoBody,
): Promise<Promo> {
  return db.transaction(async (tx) => {
    const current = await findPromoOrFail(tx, caller, promoId, { forUpdate: true });
    await assertPromoWithinReach(tx, caller, current.id);
    if (!toPromo(current, true).can_edit) throw AppError.platform('FORBIDDEN', promoMessages.notEditable);
    const values = await promoValuesFor(tx, caller, input);
    await updatePromoRow(tx, caller, current.id, values);
    await replacePromoOutlets(tx, caller, current.id, [...new Set(input.outlet_ids)]);
    return toPromo(await findPromoOrFail(tx, caller, current.id), true);
  });
}
