import { text } from '@backoffice/contracts/common/text';
import type { ListModifierChoicesResponse } from '@backoffice/contracts/modifiers';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { listModifierChoicePage } from './modifiers.repository.js';

const positionSchema = z.object({ k: text() });

/** The item panel's picker (docs/spec-notes.md "Modifiers"): every set of the Business, compact, in name order. */
export async function listModifierChoices(
  db: Database,
  caller: Caller,
  query: { search?: string; cursor?: string; per_page: number },
): Promise<ListModifierChoicesResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  const rows = await listModifierChoicePage(db, caller, {
    search: query.search || undefined,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: page.map((row) => {
      const maxSelect = row.maxSelect ?? row.optionCount;
      return {
        id: row.id,
        name: row.name,
        option_count: row.optionCount,
        min_select: row.minSelect,
        max_select: maxSelect,
        is_required: row.minSelect >= 1,
        is_single_choice: maxSelect === 1,
      };
    }),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
