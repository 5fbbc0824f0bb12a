import { randomBytes } from 'node:crypto';

/**
 * A name no other test (nor an earlier run of this one on the same server) uses, so specs that create data can run
 * in parallel and in any order: `E2E Kopi Hemat 3f9a1c`.
 */
export function uniqueName(base: string): string {
  return `${base} ${randomBytes(3).toString('hex')}`;
}
