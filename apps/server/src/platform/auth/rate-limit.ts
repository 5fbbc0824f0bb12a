import type { Database } from '../../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  deleteBucket,
  deleteEvents,
  deleteEventsBefore,
  insertEvents,
  lockBucket,
  nthNewestEventSince,
} from './rate-limit.repository.js';

/** A counter: at most `limit` attempts per `key` within a sliding `windowSeconds`. */
export interface RateLimitBucket {
  bucket: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The attempt's rows; a success releases them, a failure leaves them counted. */
export interface AttemptReservation {
  ids: number[];
}

/** 429 in the error shape, saying when to retry; the access hook adds the Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(
    readonly retryAt: Date,
    now: Date,
    what: string,
  ) {
    const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    super(
      429,
      'RATE_LIMITED',
      `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${retryAt.toISOString()}).`,
      [
        { field: 'retry_at', message: retryAt.toISOString() },
        { field: 'retry_after_seconds', message: String(seconds) },
      ],
    );
    this.retryAfterSeconds = seconds;
  }
}

/**
 * Counts an attempt in every bucket before the attempt is checked, or refuses it when a bucket is full.
 * Counting first (not after a failure) means parallel guesses cannot slip past the limit while a slow password
 * check runs; the advisory locks make check-and-count atomic across server instances.
 */
export async function reserveAttempt(
  db: Database,
  buckets: RateLimitBucket[],
  what: string,
  now: Date = new Date(),
): Promise<AttemptReservation> {
  // One lock order everywhere, so two attempts on the same pair of buckets cannot deadlock.
  const ordered = [...buckets].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  const result = await db.transaction(async (tx): Promise<{ retryAt: Date } | { ids: number[] }> => {
    let retryAt: Date | undefined;
    for (const { bucket, key, limit, windowSeconds } of ordered) {
      await lockBucket(tx, bucket, key);
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
      await deleteEventsBefore(tx, bucket, key, windowStart);
      const limitingEvent = await nthNewestEventSince(tx, bucket, key, windowStart, limit);
      if (limitingEvent) {
        const freeAt = new Date(limitingEvent.getTime() + windowSeconds * 1000);
        if (!retryAt || freeAt > retryAt) retryAt = freeAt;
      }
    }
    if (retryAt) return { retryAt };
    const ids = await insertEvents(
      tx,
      ordered.map(({ bucket, key }) => ({ bucket, key, createdAt: now })),
    );
    return { ids };
  });
  if ('retryAt' in result) throw new RateLimitedError(result.retryAt, now, what);
  return { ids: result.ids };
}

/** A successful attempt does not count; `clear` also forgets earlier failures (e.g. of the account). */
export async function releaseAttempt(
  db: Database,
  reservation: AttemptReservation,
  clear: Pick<RateLimitBucket, 'bucket' | 'key'>[] = [],
): Promise<void> {
  await deleteEvents(db, reservation.ids);
  for (const { bucket, key } of clear) await deleteBucket(db, bucket, key);
}
