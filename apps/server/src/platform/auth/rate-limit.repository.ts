import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { rateLimitEvents } from '../../db/schema/index.js';

/** Namespace of the two-key advisory lock (1 is the business write lock of db/database.ts). */
const RATE_LIMIT_LOCK = 2;

export async function lockBucket(db: Queryable, bucket: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK}, hashtext(${`${bucket}:${key}`}))`);
}

export async function deleteEventsBefore(
  db: Queryable,
  bucket: string,
  key: string,
  before: Date,
): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        lte(rateLimitEvents.createdAt, before),
      ),
    );
}

/** The time of the `nth` newest event after `since`, or undefined when there are fewer than `nth`. */
export async function nthNewestEventSince(
  db: Queryable,
  bucket: string,
  key: string,
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, since),
      ),
    )
    .orderBy(sql`${rateLimitEvents.createdAt} desc`)
    .offset(nth - 1)
    .limit(1);
  return row?.createdAt;
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
