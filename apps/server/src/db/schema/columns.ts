import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Integer Rupiah. bigint, read as a JS number: a business's totals stay far below 2^53. Nullable and without a
 * default: a caller says `.notNull()` and `.default(0)` where it means them, so a forgotten amount is an error, not 0.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
