import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/**
 * The one encoding of keyset cursors: the position of the last row sent (whatever a list orders by), as base64url
 * JSON. Clients treat it as opaque text (the contracts' `cursorSchema` bounds its length); the server reads it
 * back with the list's own schema, so a cursor edited by hand is a 400, never a query on garbage.
 */
export function encodeCursor<T>(position: T): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export const INVALID_CURSOR_MESSAGE = 'The cursor is not valid; load the list from the start.';

/** Undefined for no cursor (the first page). */
export function decodeCursor<S extends z.ZodType>(
  cursor: string | undefined,
  schema: S,
): z.output<S> | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw AppError.invalidField('querystring.cursor', INVALID_CURSOR_MESSAGE);
  }
}
