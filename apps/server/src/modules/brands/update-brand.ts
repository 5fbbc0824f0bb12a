import type { Brand, SaveBrandBody } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBrandNameFree,
  assertOutletReachable,
  assertPrincipalAtOutlet,
  brandNotFound,
  outletsOfWrite,
  toBrands,
  withNameUniqueness,
} from './brand-rules.js';
import { findBrandAtOutlet, linkBrands, updateBrandRow } from './brands.repository.js';
import { linkPrincipal } from './principals.repository.js';

/** The brand's row is locked for the edit, so a second edit waits and then sees the first one's result. */
export function updateBrand(
  db: Database,
  caller: Caller,
  key: { brand: number; outlet: number },
  input: SaveBrandBody,
): Promise<Brand> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletReachable(tx, caller, key.outlet, 'params.outlet');
      const current = await findBrandAtOutlet(tx, caller, key.brand, key.outlet, { forUpdate: true });
      if (!current) throw brandNotFound();
      await assertPrincipalAtOutlet(tx, caller, input.principal_id, key.outlet, 'body.principal_id');
      await assertBrandNameFree(tx, caller, input.name, key.outlet, key.brand);
      await updateBrandRow(tx, caller, key.brand, { name: input.name, principalId: input.principal_id });
      const outletIds = await outletsOfWrite(tx, caller, key.outlet, input.is_saved_to_all_outlets);
      await linkBrands(tx, caller, [key.brand], outletIds);
      if (input.principal_id !== null) await linkPrincipal(tx, caller, input.principal_id, outletIds);
      const row = await findBrandAtOutlet(tx, caller, key.brand, key.outlet);
      const [brand] = await toBrands(tx, caller, [row!], key.outlet);
      return brand!;
    }),
  );
}
