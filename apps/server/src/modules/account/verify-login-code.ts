import { ONE_TIME_CODE_MAX_FAILED_ATTEMPTS, type TokenResponse } from '@backoffice/contracts/account';
import { type Database, writeTransaction } from '../../db/database.js';
import { authError } from '../../platform/auth/auth-error.js';
import { releaseAttempt, reserveAttempt } from '../../platform/auth/rate-limit.js';
import { openSession } from '../../platform/auth/sessions.js';
import { findUserByEmail } from './account.repository.js';
import { codeMatches } from './one-time-code.js';
import { lockOpenCode, updateCode } from './one-time-code.repository.js';
import { SIGN_IN_LOCKED_MESSAGE, signInBuckets } from './sign-in-limits.js';

/**
 * Signs in with the latest code mailed to the address. A wrong code counts against the code (the fifth wrong try
 * burns it) and against the sign-in limits of the account and the address; nothing else changes.
 */
export async function verifyLoginCode(
  deps: { db: Database; secret: string },
  input: { email: string; code: string },
  address: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  const buckets = signInBuckets({ userId: user?.id, identifier: input.email }, address);
  const attempt = await reserveAttempt(
    deps.db,
    [buckets.account, buckets.address],
    SIGN_IN_LOCKED_MESSAGE,
    now,
  );
  if (!user) throw authError('INVALID_CODE');

  const result = await writeTransaction(deps.db, user.businessId, async (tx) => {
    const open = await lockOpenCode(tx, user.businessId, user.id, now);
    if (!open) return null;
    if (!codeMatches(deps.secret, user.id, input.code, open.codeHash)) {
      const failedAttempts = open.failedAttempts + 1;
      const burnt = failedAttempts >= ONE_TIME_CODE_MAX_FAILED_ATTEMPTS;
      await updateCode(tx, user.businessId, open.id, { failedAttempts, ...(burnt ? { spentAt: now } : {}) });
      return null;
    }
    await updateCode(tx, user.businessId, open.id, { spentAt: now });
    return openSession(tx, user, 'one-time-code', deps.secret, now);
  });
  // Thrown after the transaction, so that the wrong try stays counted on the code.
  if (!result) throw authError('INVALID_CODE');

  await releaseAttempt(deps.db, attempt, [buckets.account]);
  return result;
}
