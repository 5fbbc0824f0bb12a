import type { LatestDataBundle } from '@backoffice/contracts/account-deletion';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findLatestDataBundle } from './export-requests.repository.js';
import type { LinkSigning } from './export-file-url.js';
import { dataBundleOf } from './data-bundle-view.js';

/** The latest bundle, with a fresh link while its file is kept; one that aged out counts as none. */
export async function getLatestDataBundle(
  db: Database,
  signing: LinkSigning,
  caller: Caller,
): Promise<LatestDataBundle> {
  const row = await findLatestDataBundle(db, caller);
  if (!row || (row.status === 'SUCCESS' && !row.fileId)) return { bundle: null };
  return { bundle: dataBundleOf(signing, row) };
}
