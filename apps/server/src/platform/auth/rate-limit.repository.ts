import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { ADVISORY_LOCK_SPACE, type Queryable } from '../../db/database.js';
import { rateLimitEvents } from '../../db/schema/index.js';

/** No row stands for a bucket (its rule is a count of events in a window), so an advisory lock guards it. */
export async function lockBucket(db: Queryable, bucket: string, key: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_SPACE.rateLimitBucket}, hashtext(${`${bucket}:${key}`}))`,
  );
}

export async function deleteEventsBefore(
  db: Queryable,
  buckets: string[],
  key: string,
  before: Date,
): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        inArray(rateLimitEvents.bucket, buckets),
        eq(rateLimitEvents.key, key),
        lte(rateLimitEvents.createdAt, before),
      ),
    );
}

/** Events of the buckets for one key after `since`, newest first. */
export async function listEventsSince(
  db: Queryable,
  buckets: string[],
  key: string,
  since: Date,
): Promise<{ bucket: string; createdAt: Date }[]> {
  return db
    .select({ bucket: rateLimitEvents.bucket, createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        inArray(rateLimitEvents.bucket, buckets),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, since),
      ),
    )
    .orderBy(sql`${rateLimitEvents.createdAt} desc`);
}

export async function moveEvent(db: Queryable, id: number, bucket: string): Promise<void> {
  await db.update(rateLimitEvents).set({ bucket }).where(eq(rateLimitEvents.id, id));
}

export async function insertEvents(
  db: Queryable,
  events: { bucket: string; key: string; createdAt: Date }[],
): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await db.insert(rateLimitEvents).values(events).returning({ id: rateLimitEvents.id });
  return rows.map((row) => row.id);
}

export async function deleteEvents(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

export async function deleteBucket(db: Queryable, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}

/** Housekeeping across all keys (no tenant: rate limits are counted before one is known). */
export async function deleteEventsOlderThan(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitEvents)
    .where(lte(rateLimitEvents.createdAt, before))
    .returning({ id: rateLimitEvents.id });
  return rows.length;
}
