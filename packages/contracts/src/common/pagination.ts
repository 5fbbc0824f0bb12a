import { z } from 'zod';
import { text } from './text.js';

/** Keyset pagination: the cursor is opaque to the client. */
export const cursorSchema = text().max(512);
export const cursorQuerySchema = z.object({
  cursor: cursorSchema.optional(),
});

export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    next_cursor: z.string().nullable(),
  });

/** Page-numbered lists (campaigns, cancelled and void orders) count pages from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
