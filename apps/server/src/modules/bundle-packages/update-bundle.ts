import type { Bundle, SaveBundleBody } from '@backoffice/contracts/bundle-packages';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertBundleWithinReach,
  assertComponentsAllowed,
  assertOutletsInReach,
  findBundleOrFail,
  toBundle,
  withBundleUniqueness,
} from './bundle-rules.js';
import { listBundleComponents, replaceBundleLinks, updateBundleRows } from './bundles.repository.js';

/**
 * The bundle's row is locked for the edit, so a second edit or a delete waits for it. The request replaces the
 * contents and outlets: the panel always sends the whole bundle.
 */
export function updateBundle(
  db: Database,
  caller: Caller,
  bundleId: number,
  input: SaveBundleBody,
): Promise<Bundle> {
  const outletIds = [...new Set(input.outlet_ids)].sort((a, b) => a - b);
  return withBundleUniqueness(() =>
    db.transaction(async (tx) => {
      const current = await findBundleOrFail(tx, caller, bundleId, { forUpdate: true });
      await assertBundleWithinReach(tx, caller, current.id);
      await assertOutletsInReach(tx, caller, input.outlet_ids);
      await assertComponentsAllowed(tx, caller, input.components);
      await updateBundleRows(tx, caller, current, input);
      await replaceBundleLinks(tx, caller, current.id, { components: input.components, outletIds });
      const [row, components] = await Promise.all([
        findBundleOrFail(tx, caller, current.id),
        listBundleComponents(tx, caller, current.id),
      ]);
      return toBundle(row, components, true);
    }),
  );
}
