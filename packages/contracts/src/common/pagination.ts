import { z } from 'zod';

/** Keyset pagination: the cursor is opaque to the client. */
export const cursorQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
});

export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    next_cursor: z.string().nullable(),
  });

/** Page-numbered lists (campaigns, cancelled and void orders) count pages from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});
