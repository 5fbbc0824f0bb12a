import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export async function insertOutboxMessage(
  db: Queryable,
  message: { to: string; subject: string; text: string; html: string | null; businessId: number | null },
): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/** Newest first. The outbox is a developer tool without tenants: it is never served in production. */
export async function listOutboxMessages(
  db: Queryable,
  options: { to?: string; limit: number },
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(sql`lower(${mailOutbox.to})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit);
}
