import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** The developer mailbox (/v2/dev/mailbox) is served: true outside production. */
  dev_mailbox: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
