import type { ListDiscountsResponse } from '@backoffice/contracts/discounts';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toDiscount } from './discount-rules.js';
import { listDiscountPage, listOutletIdsByDiscount } from './discounts.repository.js';

/** The cursor carries the name key of the last Discount sent; it is opaque to clients. */
const cursorSchema = z.object({ k: z.string() });

function encodeCursor(nameKey: string): string {
  return Buffer.from(JSON.stringify({ k: nameKey })).toString('base64url');
}

function decodeCursor(cursor: string): string {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).k;
  } catch {
    throw AppError.invalidField(
      'querystring.cursor',
      'The cursor is not valid; load the list from the start.',
    );
  }
}

export async function listDiscounts(
  db: Database,
  caller: Caller,
  query: { outlet?: number; cursor?: string; per_page: number },
): Promise<ListDiscountsResponse> {
  const afterKey = query.cursor === undefined || query.cursor === '' ? undefined : decodeCursor(query.cursor);
  // One row more than asked says whether another page exists without a count query.
  const rows = await listDiscountPage(db, caller, {
    outletId: query.outlet,
    afterKey,
    limit: query.per_page + 1,
  });
  const page = rows.slice(0, query.per_page);
  const outletIds = await listOutletIdsByDiscount(
    db,
    caller,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    results: page.map((row) => toDiscount(row, outletIds.get(row.id) ?? [])),
    next_cursor: rows.length > query.per_page && last ? encodeCursor(last.nameKey) : null,
  };
}
