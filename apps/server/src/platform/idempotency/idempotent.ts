import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency-keys.repository.js';

/** How long an answer is kept for replays; the prune job deletes older keys (decision 0063). */
export const IDEMPOTENCY_RETENTION_HOURS = 48;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request.';

/** Keys print as JSON with sorted object keys, so the same body hashes the same whatever order its fields came in. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, stable(v)]),
    );
  return value;
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

/** The header's key, trimmed; undefined when none was sent. A key that is empty or too long is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw AppError.invalidField('Idempotency-Key', `Must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`);
  return key;
}

/**
 * Runs `work` once per key, inside the caller's transaction: the key is claimed in the same transaction as the
 * work's writes, so a failed attempt leaves no key and a committed one leaves its answer. A second request with
 * the key waits for the first to commit, then gets the stored answer; with another body it gets 409.
 */
export async function runIdempotent<T>(
  tx: Queryable,
  name: { businessId: number; scope: string; key: string | undefined },
  body: unknown,
  work: () => Promise<{ status: number; response: T }>,
): Promise<{ status: number; response: T }> {
  const { key } = name;
  if (key === undefined) return work();
  const keyName = { businessId: name.businessId, scope: name.scope, key };
  const hash = requestHash(body);
  if (!(await claimIdempotencyKey(tx, { ...keyName, requestHash: hash }))) {
    const stored = await findIdempotencyKey(tx, keyName);
    if (!stored || stored.requestHash !== hash)
      throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    return { status: stored.responseStatus, response: stored.response as T };
  }
  const result = await work();
  await storeIdempotentResponse(tx, { ...keyName, status: result.status, response: result.response });
  return result;
}
