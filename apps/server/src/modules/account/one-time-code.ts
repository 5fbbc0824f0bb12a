import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from a CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A keyed hash: a plain hash of six digits is reversed by trying all million, so the server secret is mixed in;
 * the user id is too, so equal codes of two users do not hash alike.
 */
export function hashCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`one-time-code:${userId}:${code}`).digest('hex');
}

export function codeMatches(secret: string, userId: number, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(secret, userId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
