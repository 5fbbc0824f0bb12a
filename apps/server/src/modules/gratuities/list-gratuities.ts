import { text } from '@backoffice/contracts/common/text';
import type { ListGratuitiesResponse } from '@backoffice/contracts/gratuities';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { toGratuity } from './gratuity-rules.js';
import { listGratuityPage } from './gratuities.repository.js';

/** The cursor carries the name key of the last Gratuity sent. */
const positionSchema = z.object({ k: text() });

export async function listGratuities(
  db: Database,
  caller: Caller,
  query: { search?: string; outlet?: number; cursor?: string; per_page: number },
): Promise<ListGratuitiesResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  const rows = await listGratuityPage(db, caller, {
    search: query.search || undefined,
    outletId: query.outlet,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map(toGratuity),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
