import { text } from '@backoffice/contracts/common/text';
import type { ListTaxesResponse } from '@backoffice/contracts/taxes';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { toTax } from './tax-rules.js';
import { listTaxPage } from './taxes.repository.js';

/** The cursor carries the name key of the last Tax sent. */
const positionSchema = z.object({ k: text() });

export async function listTaxes(
  db: Database,
  caller: Caller,
  query: { search?: string; outlet?: number; cursor?: string; per_page: number },
): Promise<ListTaxesResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  // One row more than asked says whether another page exists, without a count.
  const rows = await listTaxPage(db, caller, {
    search: query.search || undefined,
    outletId: query.outlet,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map(toTax),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
