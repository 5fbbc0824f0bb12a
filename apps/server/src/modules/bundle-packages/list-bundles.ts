import type { ListBundlesResponse } from '@backoffice/contracts/bundle-packages';
import { text } from '@backoffice/contracts/common/text';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { toBundleSummary } from './bundle-rules.js';
import { listBundlePage } from './bundles.repository.js';

/** The cursor carries the name key of the last bundle sent. */
const positionSchema = z.object({ k: text() });

export async function listBundles(
  db: Database,
  caller: Caller,
  query: { search?: string; cursor?: string; per_page: number },
): Promise<ListBundlesResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  // One row more than asked says whether another page exists without a count query.
  const rows = await listBundlePage(db, caller, {
    search: query.search || undefined,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map((row) => toBundleSummary(row, reachesOutlets(caller, row.outletIds))),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
