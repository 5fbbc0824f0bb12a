import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { realtimeEvents } from '../../db/schema/index.js';

export interface StoredRealtimeEvent {
  businessId: number;
  id: number;
  topic: string;
  type: string;
  data: Record<string, unknown>;
}

export async function insertRealtimeEvent(
  db: Queryable,
  event: Omit<StoredRealtimeEvent, 'id'>,
): Promise<StoredRealtimeEvent> {
  const [row] = await db
    .insert(realtimeEvents)
    .values(event)
    .returning({ id: realtimeEvents.id, createdAt: realtimeEvents.createdAt });
  return { ...event, id: row!.id };
}

/** NOTIFY inside the caller's transaction: PostgreSQL (and PGlite) deliver it on commit, and never on rollback. */
export async function notifyChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * A business's events after `afterId` (exclusive) and not older than `since`, in the kinds or topics asked for, in
 * id order: what a stream that reconnects is replayed from.
 */
export async function findRealtimeEventsAfter(
  db: Queryable,
  businessId: number,
  afterId: number,
  since: Date,
  topics: readonly string[],
): Promise<StoredRealtimeEvent[]> {
  const kinds = topics.filter((topic) => !topic.includes(':'));
  const keyed = topics.filter((topic) => topic.includes(':'));
  const topicMatch = or(
    keyed.length ? inArray(realtimeEvents.topic, keyed) : undefined,
    kinds.length ? inArray(sql`split_part(${realtimeEvents.topic}, ':', 1)`, kinds) : undefined,
  );
  return db
    .select({
      businessId: realtimeEvents.businessId,
      id: realtimeEvents.id,
      topic: realtimeEvents.topic,
      type: realtimeEvents.type,
      data: realtimeEvents.data,
    })
    .from(realtimeEvents)
    .where(
      and(
        eq(realtimeEvents.businessId, businessId),
        gt(realtimeEvents.id, afterId),
        gt(realtimeEvents.createdAt, since),
        topicMatch,
      ),
    )
    .orderBy(asc(realtimeEvents.id))
    .limit(500);
}

/** Every business's events after `afterId`: what a listener that lost its connection may have missed. */
export async function findAllRealtimeEventsAfter(
  db: Queryable,
  afterId: number,
  since: Date,
): Promise<StoredRealtimeEvent[]> {
  return db
    .select({
      businessId: realtimeEvents.businessId,
      id: realtimeEvents.id,
      topic: realtimeEvents.topic,
      type: realtimeEvents.type,
      data: realtimeEvents.data,
    })
    .from(realtimeEvents)
    .where(and(gt(realtimeEvents.id, afterId), gt(realtimeEvents.createdAt, since)))
    .orderBy(asc(realtimeEvents.id))
    .limit(5000);
}

export async function pruneRealtimeEvents(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(realtimeEvents)
    .where(lt(realtimeEvents.createdAt, before))
    .returning({ id: realtimeEvents.id });
  return deleted.length;
}
