import type { Database } from '../../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  deleteBucket,
  deleteEvents,
  deleteEventsBefore,
  insertEvents,
  listEventsSince,
  lockBucket,
  moveEvent,
} from './rate-limit.repository.js';

/** A counter: at most `limit` attempts per `key` within a sliding `windowSeconds`. */
export interface RateLimitBucket {
  bucket: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The attempt's rows; a success releases them, a failure settles them as counted. */
export interface AttemptReservation {
  events: { id: number; bucket: string }[];
}

/**
 * An attempt still being checked is stored under `<bucket>#pending`. It counts towards the limit (so parallel
 * guesses cannot slip past it while a slow password check runs) but does not by itself refuse anyone: a caller
 * that finds the bucket full only of attempts in flight waits for them to end. An attempt left pending longer than
 * this (its process died, or its check failed unexpectedly) counts as failed.
 */
export const PENDING_ATTEMPT_SECONDS = 30;
const PENDING = '#pending';
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;

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

type Outcome = { events: AttemptReservation['events'] } | { refusedUntil: Date } | { busyUntil: Date };

async function tryReserve(
  db: Database,
  buckets: RateLimitBucket[],
  pending: boolean,
  now: Date,
): Promise<Outcome> {
  // One lock order everywhere, so two attempts on the same pair of buckets cannot deadlock.
  const ordered = [...buckets].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  return db.transaction(async (tx): Promise<Outcome> => {
    let refusedUntil: Date | undefined;
    let busyUntil: Date | undefined;
    const later = (a: Date | undefined, b: Date) => (!a || b > a ? b : a);
    const staleBefore = now.getTime() - PENDING_ATTEMPT_SECONDS * 1000;
    for (const { bucket, key, limit, windowSeconds } of ordered) {
      await lockBucket(tx, bucket, key);
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
      const names = [bucket, bucket + PENDING];
      await deleteEventsBefore(tx, names, key, windowStart);
      const events = await listEventsSince(tx, names, key, windowStart);
      const settled = events.filter(
        (event) => event.bucket === bucket || event.createdAt.getTime() <= staleBefore,
      );
      const freeAt = (list: typeof events) =>
        new Date(list[limit - 1]!.createdAt.getTime() + windowSeconds * 1000);
      if (settled.length >= limit) refusedUntil = later(refusedUntil, freeAt(settled));
      else if (events.length >= limit) busyUntil = later(busyUntil, freeAt(events));
    }
    if (refusedUntil) return { refusedUntil };
    if (busyUntil) return { busyUntil };
    const rows = ordered.map(({ bucket, key }) => ({
      bucket: pending ? bucket + PENDING : bucket,
      key,
      createdAt: now,
    }));
    const ids = await insertEvents(tx, rows);
    return { events: ids.map((id, index) => ({ id, bucket: ordered[index]!.bucket })) };
  });
}

/**
 * Counts an attempt in every bucket before the attempt is checked, or refuses it when a bucket is full of settled
 * attempts. The advisory locks make check-and-count atomic across server instances. With `pending` (the default)
 * the attempt is in flight until releaseAttempt or failAttempt; without, it counts at once (e.g. a code request).
 */
export async function reserveAttempt(
  db: Database,
  buckets: RateLimitBucket[],
  what: string,
  now: Date = new Date(),
  options: { pending?: boolean } = {},
): Promise<AttemptReservation> {
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const outcome = await tryReserve(db, buckets, options.pending ?? true, now);
    if ('events' in outcome) return { events: outcome.events };
    if ('refusedUntil' in outcome) throw new RateLimitedError(outcome.refusedUntil, now, what);
    // Full only of attempts in flight: they may all succeed (parallel sign-ins of one person), so wait for them.
    if (waited >= WAIT_LIMIT_MS) throw new RateLimitedError(outcome.busyUntil, now, what);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** A failed attempt: it stays counted. */
export async function failAttempt(db: Database, reservation: AttemptReservation): Promise<void> {
  for (const event of reservation.events) await moveEvent(db, event.id, event.bucket);
}

/** A successful attempt does not count; `clear` also forgets earlier failures (e.g. of the account). */
export async function releaseAttempt(
  db: Database,
  reservation: AttemptReservation,
  clear: Pick<RateLimitBucket, 'bucket' | 'key'>[] = [],
): Promise<void> {
  await deleteEvents(
    db,
    reservation.events.map((event) => event.id),
  );
  for (const { bucket, key } of clear) await deleteBucket(db, bucket, key);
}
