import type { Bundle } from '@backoffice/contracts/bundle-packages';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { editableBundles, findBundleOrFail, toBundle } from './bundle-rules.js';
import { listBundleComponents } from './bundles.repository.js';

export async function getBundle(db: Database, caller: Caller, bundleId: number): Promise<Bundle> {
  const row = await findBundleOrFail(db, caller, bundleId);
  const [components, canEdit] = await Promise.all([
    listBundleComponents(db, caller, row.id),
    editableBundles(db, caller, [row.id]),
  ]);
  return toBundle(row, components, canEdit(row.id));
}
