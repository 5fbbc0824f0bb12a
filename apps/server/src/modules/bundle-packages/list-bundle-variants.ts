import type { ListBundleVariantsResponse } from '@backoffice/contracts/bundle-packages';
import { text } from '@backoffice/contracts/common/text';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { listVariantOptionPage } from './bundles.repository.js';

/** The cursor carries the last variant's item-name key and id. */
const positionSchema = z.object({ k: text(), v: z.number().int().min(0).max(2_147_483_647) });

/** The picker's choices: variants of plain items; the library is readable to everyone (decision 0011). */
export async function listBundleVariants(
  db: Database,
  caller: Caller,
  query: { search?: string; cursor?: string; per_page: number },
): Promise<ListBundleVariantsResponse> {
  const after = decodeCursor(query.cursor, positionSchema);
  const rows = await listVariantOptionPage(db, caller, {
    search: query.search || undefined,
    after,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map((row) => ({
      variant_id: row.variantId,
      item_id: row.itemId,
      item_name: row.itemName,
      variant_name: row.variantName,
      sku: row.sku,
      price: row.price,
    })),
    next_cursor:
      rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey, v: last.variantId }) : null,
  };
}
