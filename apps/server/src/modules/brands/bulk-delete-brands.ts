import type { BulkDeleteBody, BulkResult } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBrandsAtOutlet,
  assertOutletReachable,
  assertPrincipalsAtOutlet,
  outletsOfWrite,
} from './brand-rules.js';
import { deleteUnofferedBrands, lockBrands, unlinkBrands } from './brands.repository.js';
import { deleteUnofferedPrincipals, lockPrincipals, unlinkPrincipals } from './principals.repository.js';

/**
 * Brands and principals go together or not at all: every id is checked before anything is written, and the whole
 * of it is one transaction (a failure at any step leaves everything as it was). Counts are rows deleted for good.
 */
export function bulkDeleteBrands(db: Database, caller: Caller, input: BulkDeleteBody): Promise<BulkResult> {
  const brandIds = [...new Set(input.brand_ids)];
  const principalIds = [...new Set(input.principal_ids)];
  return db.transaction(async (tx) => {
    await assertOutletReachable(tx, caller, input.outlet_id, 'body.outlet_id');
    await lockPrincipals(tx, caller, principalIds);
    await lockBrands(tx, caller, brandIds);
    const outletIds = await outletsOfWrite(tx, caller, input.outlet_id, input.is_saved_to_all_outlets);
    await assertBrandsAtOutlet(tx, caller, input.brand_ids, input.outlet_id, 'body.brand_ids');
    await unlinkBrands(tx, caller, brandIds, outletIds);
    const brandCount = await deleteUnofferedBrands(tx, caller, brandIds);
    await assertPrincipalsAtOutlet(tx, caller, input.principal_ids, input.outlet_id, 'body.principal_ids');
    await unlinkPrincipals(tx, caller, principalIds, outletIds);
    const principalCount = await deleteUnofferedPrincipals(tx, caller, principalIds);
    return { brand_count: brandCount, principal_count: principalCount };
  });
}
