import { z } from 'zod';
import { text } from './common/text.js';

/** GET /api/dev/mailbox (development and test only): the newest messages of the mail outbox. */
export const devMailboxQuerySchema = z.object({
  /** Only messages to this address. */
  to: text().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DevMailboxQuery = z.infer<typeof devMailboxQuerySchema>;

export const devMailboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;

export const devMailboxResponseSchema = z.object({ messages: z.array(devMailboxMessageSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
