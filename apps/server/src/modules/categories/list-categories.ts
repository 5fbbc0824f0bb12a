import type { CategorySort, ListCategoriesResponse } from '@backoffice/contracts/categories';
import { text } from '@backoffice/contracts/common/text';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { listCategoryPage } from './categories.repository.js';
import { toCategory } from './category-rules.js';

/** The cursor carries the sort it was made for, so a cursor of another order is refused, not misread. */
const positionSchema = z.object({ s: z.string(), k: text(), c: z.number().int().optional() });

export async function listCategories(
  db: Database,
  caller: Caller,
  query: { search?: string; sort: CategorySort; cursor?: string; per_page: number },
): Promise<ListCategoriesResponse> {
  const position = decodeCursor(
    query.cursor,
    positionSchema.refine((value) => value.s === query.sort),
  );
  // One row more than asked says whether another page exists without a count query.
  const rows = await listCategoryPage(db, caller, {
    search: query.search || undefined,
    sort: query.sort,
    after: position && { key: position.k, count: position.c },
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map(toCategory),
    next_cursor:
      rows.length > query.per_page && last
        ? encodeCursor({ s: query.sort, k: last.nameKey, c: last.itemCount })
        : null,
  };
}
