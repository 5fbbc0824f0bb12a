import type { ListPromosResponse, PromoStatus } from '@backoffice/contracts/promos';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { toPromo } from './promo-rules.js';
import { listPromoPage } from './promos.repository.js';

/** The cursor carries the last promotion's priority and id (the order they win in). */
const positionSchema = z.object({
  p: z.number().int().min(0).max(999),
  i: z.number().int().min(0).max(2_147_483_647),
});

export async function listPromos(
  db: Database,
  caller: Caller,
  query: { search?: string; status?: PromoStatus; cursor?: string; per_page: number },
): Promise<ListPromosResponse> {
  const after = decodeCursor(query.cursor, positionSchema);
  const rows = await listPromoPage(db, caller, {
    search: query.search || undefined,
    status: query.status,
    after,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map((row) => toPromo(row, reachesOutlets(caller, row.outletIds))),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ p: last.priority, i: last.id }) : null,
  };
}
