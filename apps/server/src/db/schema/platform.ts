import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Platform tables: global, not tenant data (reference or coordinator-local tables under a distribution, decision
// 0024).

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  expiry: date('expiry').notNull(),
  authors: text('authors').array().notNull(),
  cleanupTicket: text('cleanup_ticket'),
  variant: jsonb('variant').$type<{
    name: string;
    enabled: boolean;
    payload?: { type: 'json' | 'string' | 'number'; value: string };
  } | null>(),
  /** Narrowing rules: only these businesses, categories or e-mails see the flag on. Empty = everyone. */
  businessIds: integer('business_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  businessCategoryIds: integer('business_category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  emails: text('emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail that could not go out over SMTP (no SMTP_URL) is kept here and read at /v2/dev/mailbox. A development
 * outbox, also for mail to no business yet (`business_id` null), so it stays a platform table: kept on the
 * coordinator under a distribution, where it may not reference the distributed `businesses`, so `business_id` is a
 * plain column (the purge still empties a business's mail by it, decision 0107).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Attempts counted by the sign-in rate limiter, one row per attempt and bucket (e.g. `account`/`user:12`,
 * `address`/`203.0.113.9`). Kept in the database so that every server instance sees the same counts.
 * Not a tenant table: attempts happen before anyone is known to belong to a business.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_bucket_idx').on(t.bucket, t.key, t.createdAt)],
);
