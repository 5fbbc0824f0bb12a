import { text } from '@backoffice/contracts/common/text';
import { type ListModifiersResponse, MODIFIER_ITEM_NAMES_IN_LIST } from '@backoffice/contracts/modifiers';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor.js';
import { assembleModifiers } from './modifier-rules.js';
import { findOutletIdsInBusiness, listModifierPage } from './modifiers.repository.js';

/** The cursor carries the name key of the last set sent. */
const positionSchema = z.object({ k: text() });

export async function listModifiers(
  db: Database,
  caller: Caller,
  query: { search?: string; outlet?: number; cursor?: string; per_page: number },
): Promise<ListModifiersResponse> {
  const afterKey = decodeCursor(query.cursor, positionSchema)?.k;
  // Another Business's Outlet is missing, like its sets. The library itself is readable beyond the caller's reach.
  if (
    query.outlet !== undefined &&
    !(await findOutletIdsInBusiness(db, caller, [query.outlet])).has(query.outlet)
  )
    throw AppError.notFound();
  // One row more than asked says whether another page exists without a count query.
  const rows = await listModifierPage(db, caller, {
    search: query.search || undefined,
    outletId: query.outlet,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    results: await assembleModifiers(db, caller, page, MODIFIER_ITEM_NAMES_IN_LIST),
    next_cursor: rows.length > query.per_page && last ? encodeCursor({ k: last.nameKey }) : null,
  };
}
