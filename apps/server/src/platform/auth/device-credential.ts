import { createHash, randomBytes } from 'node:crypto';
import { POS_CREDENTIAL_PREFIX } from '@backoffice/contracts/pos';

/** A new device credential: the prefix (so leaked ones are easy to spot) and 32 random bytes. */
export function newDeviceCredential(): string {
  return POS_CREDENTIAL_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * What is stored and looked up. 256 random bits cannot be guessed, so a fast hash is enough (a slow one would only
 * slow every ingestion request); a stolen table still yields no usable credential.
 */
export function hashDeviceCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

export function looksLikeDeviceCredential(value: string): boolean {
  return value.startsWith(POS_CREDENTIAL_PREFIX) && value.length <= 100;
}
