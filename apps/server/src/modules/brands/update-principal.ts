import type { Principal, SavePrincipalBody } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBrandsAtOutlet,
  assertOutletReachable,
  assertPrincipalNameFree,
  brandError,
  outletsOfWrite,
  readPrincipal,
  withNameUniqueness,
} from './brand-rules.js';
import { lockBrands, releaseBrandsOfPrincipal, setBrandsPrincipal } from './brands.repository.js';
import { findPrincipalAtOutlet, linkPrincipal, renamePrincipal } from './principals.repository.js';
import { PRINCIPAL_NOT_FOUND } from '@backoffice/contracts/brands';

/**
 * The brands named become the principal's; its other brands at the outlet get no principal. Brands it has at
 * other outlets only are left as they are. The principal's row is locked for the edit.
 */
export function updatePrincipal(
  db: Database,
  caller: Caller,
  principalId: number,
  input: SavePrincipalBody,
): Promise<Principal> {
  const brandIds = [...new Set(input.brand_ids)];
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletReachable(tx, caller, input.outlet_id, 'body.outlet_id');
      const current = await findPrincipalAtOutlet(tx, caller, principalId, input.outlet_id, {
        forUpdate: true,
      });
      if (!current) throw brandError(PRINCIPAL_NOT_FOUND);
      await assertPrincipalNameFree(tx, caller, input.name, input.outlet_id, principalId);
      await lockBrands(tx, caller, brandIds);
      await assertBrandsAtOutlet(tx, caller, input.brand_ids, input.outlet_id, 'body.brand_ids');
      await renamePrincipal(tx, caller, principalId, input.name);
      await releaseBrandsOfPrincipal(tx, caller, principalId, input.outlet_id, brandIds);
      await setBrandsPrincipal(tx, caller, brandIds, principalId);
      const outletIds = await outletsOfWrite(tx, caller, input.outlet_id, input.is_saved_to_all_outlets);
      await linkPrincipal(tx, caller, principalId, outletIds);
      return readPrincipal(tx, caller, principalId, input.outlet_id);
    }),
  );
}
