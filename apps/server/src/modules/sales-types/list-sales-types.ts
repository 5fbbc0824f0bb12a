import type { ListSalesTypesResponse } from '@backoffice/contracts/sales-types';
import { text } from '@backoffice/contracts/common/text';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { toSalesType } from './sales-type-rules.js';
import { listGratuitiesWithSalesTypes, listSalesTypePage } from './sales-types.repository.js';

/** The cursor carries the name key of the last Sales type sent. */
const positionSchema = z.object({ k: text() });

export async function listSalesTypes(
  db: Database,
  caller: Caller,
  query: { search?: string; outlet?: number; cursor?: string; per_page: number },
): Promise<ListSalesTypesResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  const [rows, all] = await Promise.all([
    listSalesTypePage(db, caller, {
      search: query.search || undefined,
      outletId: query.outlet,
      afterKey,
      limit: query.per_page + 1,
    }),
    listGratuitiesWithSalesTypes(db, caller),
  ]);
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map((row) => toSalesType(caller, row, all)),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
