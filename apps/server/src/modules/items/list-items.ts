import { text } from '@backoffice/contracts/common/text';
import type { ListItemsResponse, StockState } from '@backoffice/contracts/items';
import { z } from 'zod';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { editableItems, type ItemContext, toItemRow } from './item-rules.js';
import { listItemPage } from './items.repository.js';

/** The cursor carries the name key of the last item sent. */
const positionSchema = z.object({ k: text() });

export async function listItems(
  context: ItemContext,
  caller: Caller,
  query: {
    cursor?: string;
    search?: string;
    outlet?: number;
    category?: number;
    brand?: number;
    stock?: StockState;
    per_page: number;
  },
): Promise<ListItemsResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  // One row more than asked says whether another page exists without a count query.
  const rows = await listItemPage(context.db, caller, {
    afterKey,
    limit: query.per_page + 1,
    search: query.search || undefined,
    outletId: query.outlet,
    categoryId: query.category,
    brandId: query.brand,
    stock: query.stock,
  });
  const page = rows.slice(0, query.per_page);
  const canEdit = await editableItems(
    context.db,
    caller,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    results: page.map((row) => toItemRow(context, caller, row, canEdit(row.id))),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
