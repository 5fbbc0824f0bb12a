import { PRINCIPAL_NOT_FOUND } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletReachable, brandError, outletsOfWrite } from './brand-rules.js';
import {
  deleteUnofferedPrincipals,
  findPrincipalAtOutlet,
  unlinkPrincipals,
} from './principals.repository.js';

/**
 * Takes the principal off the outlet (or every outlet the caller reaches): its brands there fall into "None". A
 * principal then offered nowhere is deleted and its brands get no principal (decision 0054).
 */
export function deletePrincipal(
  db: Database,
  caller: Caller,
  principalId: number,
  input: { outlet_id: number; is_saved_to_all_outlets: boolean },
): Promise<void> {
  return db.transaction(async (tx) => {
    await assertOutletReachable(tx, caller, input.outlet_id, 'body.outlet_id');
    const current = await findPrincipalAtOutlet(tx, caller, principalId, input.outlet_id, {
      forUpdate: true,
    });
    if (!current) throw brandError(PRINCIPAL_NOT_FOUND);
    const outletIds = await outletsOfWrite(tx, caller, input.outlet_id, input.is_saved_to_all_outlets);
    await unlinkPrincipals(tx, caller, [principalId], outletIds);
    await deleteUnofferedPrincipals(tx, caller, [principalId]);
  });
}
