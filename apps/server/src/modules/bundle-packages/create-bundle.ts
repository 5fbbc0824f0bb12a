import type { Bundle, SaveBundleBody } from '@backoffice/contracts/bundle-packages';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertComponentsAllowed,
  assertOutletsInReach,
  findBundleOrFail,
  toBundle,
  withBundleUniqueness,
} from './bundle-rules.js';
import { insertBundle, listBundleComponents, replaceBundleLinks } from './bundles.repository.js';

/** One transaction: the item, its variant, its contents and its outlets, or nothing. */
export function createBundle(db: Database, caller: Caller, input: SaveBundleBody): Promise<Bundle> {
  const outletIds = [...new Set(input.outlet_ids)].sort((a, b) => a - b);
  return withBundleUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletsInReach(tx, caller, input.outlet_ids);
      await assertComponentsAllowed(tx, caller, input.components);
      const { id } = await insertBundle(tx, caller, input);
      await replaceBundleLinks(tx, caller, id, { components: input.components, outletIds });
      const [row, components] = await Promise.all([
        findBundleOrFail(tx, caller, id),
        listBundleComponents(tx, caller, id),
      ]);
      // Every outlet it has was just checked within the caller's reach: theirs to edit.
      return toBundle(row, components, true);
    }),
  );
}
