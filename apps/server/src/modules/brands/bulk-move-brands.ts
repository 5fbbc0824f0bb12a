import type { BulkMoveBody, BulkResult } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBrandsAtOutlet,
  assertOutletReachable,
  assertPrincipalAtOutlet,
  assertPrincipalsAtOutlet,
} from './brand-rules.js';
import { listBrandIdsOfPrincipals, lockBrands, setBrandsPrincipal } from './brands.repository.js';

/** The brands named, and every brand the named principals have at the outlet, move to the target (or to none). */
export function bulkMoveBrands(db: Database, caller: Caller, input: BulkMoveBody): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    await assertOutletReachable(tx, caller, input.outlet_id, 'body.outlet_id');
    await assertPrincipalAtOutlet(
      tx,
      caller,
      input.target_principal_id,
      input.outlet_id,
      'body.target_principal_id',
    );
    await assertPrincipalsAtOutlet(tx, caller, input.principal_ids, input.outlet_id, 'body.principal_ids');
    const ofPrincipals = await listBrandIdsOfPrincipals(tx, caller, input.principal_ids, input.outlet_id);
    const brandIds = [...new Set([...input.brand_ids, ...ofPrincipals])];
    await lockBrands(tx, caller, brandIds);
    await assertBrandsAtOutlet(tx, caller, input.brand_ids, input.outlet_id, 'body.brand_ids');
    await setBrandsPrincipal(tx, caller, brandIds, input.target_principal_id);
    return { brand_count: brandIds.length, principal_count: input.principal_ids.length };
  });
}
