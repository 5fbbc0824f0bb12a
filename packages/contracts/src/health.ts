import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** The developer mailbox (/v2/dev/mailbox) is open to this caller: outside production, from the same machine. */
  dev_mailbox: z.boolean(),
  /**
   * Feature flags past their expiry: they keep working, this is a reminder to remove them. Flag names are no
   * secret (the web bundle carries them). Absent from older servers.
   */
  expired_flags: z.array(z.string()).default([]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
