import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businessId } from './tenant-key.js';

/**
 * The realtime channel's recent events (decision 0057). An event is written in the transaction of the change it
 * announces and broadcast by NOTIFY on commit; the row is what a stream that reconnects with Last-Event-ID is
 * replayed from, whichever server process it reaches. Rows older than the replay window are pruned.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    businessId: businessId(),
    // One sequence for all businesses: Last-Event-ID is one number, and the primary key still leads with the tenant.
    id: bigserial('id', { mode: 'number' }).notNull(),
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);
