import type { Principal, SavePrincipalBody } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBrandsAtOutlet,
  assertOutletReachable,
  assertPrincipalNameFree,
  outletsOfWrite,
  readPrincipal,
  withNameUniqueness,
} from './brand-rules.js';
import { lockBrands, setBrandsPrincipal } from './brands.repository.js';
import { insertPrincipal, linkPrincipal } from './principals.repository.js';

/** A principal at the outlet (or every outlet the caller reaches); the brands named move under it. */
export function createPrincipal(db: Database, caller: Caller, input: SavePrincipalBody): Promise<Principal> {
  const brandIds = [...new Set(input.brand_ids)];
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletReachable(tx, caller, input.outlet_id, 'body.outlet_id');
      await assertPrincipalNameFree(tx, caller, input.name, input.outlet_id);
      await lockBrands(tx, caller, brandIds);
      await assertBrandsAtOutlet(tx, caller, input.brand_ids, input.outlet_id, 'body.brand_ids');
      const principalId = await insertPrincipal(tx, caller, input.name);
      const outletIds = await outletsOfWrite(tx, caller, input.outlet_id, input.is_saved_to_all_outlets);
      await linkPrincipal(tx, caller, principalId, outletIds);
      await setBrandsPrincipal(tx, caller, brandIds, principalId);
      return readPrincipal(tx, caller, principalId, input.outlet_id);
    }),
  );
}
