import { z } from 'zod';

/**
 * Row ids are PostgreSQL `integer` (serial) columns. A larger number would fail in the query as a server error,
 * so every id a client sends is bounded here: out of range is a 400 in the error shape, never a 500.
 */
export const MAX_ID = 2_147_483_647;
export const ID_RANGE_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}.`;

/** An id in a JSON body. */
export const idSchema = z
  .number({ message: ID_RANGE_MESSAGE })
  .int(ID_RANGE_MESSAGE)
  .min(1, ID_RANGE_MESSAGE)
  .max(MAX_ID, ID_RANGE_MESSAGE);

/** An id in a query string or path, where it arrives as text. */
export const idParamSchema = z.coerce
  .number({ message: ID_RANGE_MESSAGE })
  .int(ID_RANGE_MESSAGE)
  .min(1, ID_RANGE_MESSAGE)
  .max(MAX_ID, ID_RANGE_MESSAGE);
