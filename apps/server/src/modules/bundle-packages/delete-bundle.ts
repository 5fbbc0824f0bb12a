import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertBundleWithinReach, findBundleOrFail } from './bundle-rules.js';
import { deleteBundleRow } from './bundles.repository.js';

/** Orders keep their own copy of what was sold, so deleting a bundle rewrites no history. */
export function deleteBundle(db: Database, caller: Caller, bundleId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findBundleOrFail(tx, caller, bundleId, { forUpdate: true });
    await assertBundleWithinReach(tx, caller, row.id);
    await deleteBundleRow(tx, caller, row.id);
  });
}
