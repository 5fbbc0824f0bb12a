import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletReachable, brandNotFound, outletsOfWrite } from './brand-rules.js';
import { deleteUnofferedBrands, findBrandAtOutlet, unlinkBrands } from './brands.repository.js';

/**
 * Takes the brand off the outlet (or off every outlet the caller reaches); a brand then offered nowhere is
 * deleted and its items become Unbranded (decision 0054).
 */
export function deleteBrand(
  db: Database,
  caller: Caller,
  key: { brand: number; outlet: number },
  input: { is_saved_to_all_outlets: boolean },
): Promise<void> {
  return db.transaction(async (tx) => {
    await assertOutletReachable(tx, caller, key.outlet, 'params.outlet');
    const current = await findBrandAtOutlet(tx, caller, key.brand, key.outlet, { forUpdate: true });
    if (!current) throw brandNotFound();
    const outletIds = await outletsOfWrite(tx, caller, key.outlet, input.is_saved_to_all_outlets);
    await unlinkBrands(tx, caller, [key.brand], outletIds);
    await deleteUnofferedBrands(tx, caller, [key.brand]);
  });
}
