import type { Brand, SaveBrandBody } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBrandNameFree,
  assertOutletReachable,
  assertPrincipalAtOutlet,
  outletsOfWrite,
  toBrands,
  withNameUniqueness,
} from './brand-rules.js';
import { findBrandAtOutlet, insertBrand, linkBrands } from './brands.repository.js';
import { linkPrincipal } from './principals.repository.js';

/**
 * A new brand at the outlet, or at every outlet the caller reaches; its principal is then offered wherever the
 * brand is, so the brand sits under it at each of them (decision 0054).
 */
export function createBrand(
  db: Database,
  caller: Caller,
  outletId: number,
  input: SaveBrandBody,
): Promise<Brand> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletReachable(tx, caller, outletId, 'params.outlet');
      await assertPrincipalAtOutlet(tx, caller, input.principal_id, outletId, 'body.principal_id');
      await assertBrandNameFree(tx, caller, input.name, outletId);
      const outletIds = await outletsOfWrite(tx, caller, outletId, input.is_saved_to_all_outlets);
      const brandId = await insertBrand(tx, caller, { name: input.name, principalId: input.principal_id });
      await linkBrands(tx, caller, [brandId], outletIds);
      if (input.principal_id !== null) await linkPrincipal(tx, caller, input.principal_id, outletIds);
      const row = await findBrandAtOutlet(tx, caller, brandId, outletId);
      const [brand] = await toBrands(tx, caller, [row!], outletId);
      return brand!;
    }),
  );
}
