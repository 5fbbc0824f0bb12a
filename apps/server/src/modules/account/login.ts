import type { LoginRequest, TokenResponse } from '@backoffice/contracts/account';
import type { Database } from '../../db/database.js';
import { authError } from '../../platform/auth/auth-error.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { releaseAttempt, reserveAttempt } from '../../platform/auth/rate-limit.js';
import { openSession } from '../../platform/auth/sessions.js';
import { findUserByEmail, findUserByUsername } from './account.repository.js';
import { SIGN_IN_LOCKED_MESSAGE, signInBuckets } from './sign-in-limits.js';

let timingHash: Promise<string> | undefined;

/** Unknown users still cost one argon2 verification, so response time does not reveal who has an account. */
function hashForUnknownUsers(): Promise<string> {
  timingHash ??= hashPassword('no account has this password');
  return timingHash;
}

export async function login(
  deps: { db: Database; secret: string },
  input: LoginRequest,
  address: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const identifier = input.login.trim();
  const byEmail = identifier.includes('@');
  const user = byEmail
    ? await findUserByEmail(deps.db, identifier)
    : await findUserByUsername(deps.db, identifier);

  const buckets = signInBuckets({ userId: user?.id, identifier }, address);
  const attempt = await reserveAttempt(
    deps.db,
    [buckets.account, buckets.address],
    SIGN_IN_LOCKED_MESSAGE,
    now,
  );

  const passwordHash = user?.passwordHash ?? (await hashForUnknownUsers());
  const passwordMatches = await verifyPassword(passwordHash, input.password);
  // The reserved attempt stays counted: that is the only trace a failure leaves.
  if (!user?.passwordHash || !passwordMatches) throw authError('INVALID_CREDENTIALS');

  await releaseAttempt(deps.db, attempt, [buckets.account]);
  return openSession(deps.db, user, byEmail ? 'email' : 'username', deps.secret, now);
}
