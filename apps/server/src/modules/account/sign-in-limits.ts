import type { RateLimitBucket } from '../../platform/auth/rate-limit.js';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed sign-ins (password or code) count against the account and against the client address. The account is
 * the user when the identifier names one, else the identifier itself, so unknown and known identifiers lock
 * alike and switching between e-mail and username does not buy extra tries.
 */
export function signInBuckets(
  account: { userId?: number; identifier: string },
  address: string,
): { account: RateLimitBucket; address: RateLimitBucket } {
  return {
    account: {
      bucket: 'sign-in-account',
      key:
        account.userId !== undefined ? `user:${account.userId}` : `login:${account.identifier.toLowerCase()}`,
      limit: 5,
      windowSeconds: FIFTEEN_MINUTES,
    },
    address: { bucket: 'sign-in-address', key: address, limit: 30, windowSeconds: FIFTEEN_MINUTES },
  };
}

/** Code requests send mail: a cap per address and per recipient keeps the endpoint from becoming a mail cannon. */
export function codeRequestBuckets(email: string, address: string): RateLimitBucket[] {
  return [
    { bucket: 'code-request-email', key: email.toLowerCase(), limit: 5, windowSeconds: FIFTEEN_MINUTES },
    { bucket: 'code-request-address', key: address, limit: 30, windowSeconds: FIFTEEN_MINUTES },
  ];
}

export const SIGN_IN_LOCKED_MESSAGE = 'Too many failed sign-in attempts.';
export const CODE_REQUESTS_LIMITED_MESSAGE = 'Too many code requests.';
