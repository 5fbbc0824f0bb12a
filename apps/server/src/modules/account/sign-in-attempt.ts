import type { Database } from '../../db/database.js';
import {
  type AttemptReservation,
  failAttempt,
  releaseAttempt,
  reserveAttempt,
} from '../../platform/auth/rate-limit.js';
import { SIGN_IN_LOCKED_MESSAGE, signInBuckets } from './sign-in-limits.js';

async function settle(db: Database, reservation: AttemptReservation, succeeded: boolean): Promise<void> {
  // A failure to record the outcome must not hide the sign-in's own answer; an unsettled attempt counts anyway.
  const done = succeeded ? releaseAttempt(db, reservation) : failAttempt(db, reservation);
  await done.catch(() => undefined);
}

/**
 * One sign-in attempt (password or code) under the limits of the client address and of the account.
 * The address counts before anything else runs, the user lookup included, so that every path (an unknown name, an
 * error) is limited; the account counts once the lookup says who it is. Both are released on success, and the
 * account's earlier failures forgotten; on any failure they stay counted.
 */
export async function limitedSignIn<U extends { id: number }, T>(
  db: Database,
  input: { identifier: string; address: string; now: Date },
  findUser: () => Promise<U | undefined>,
  check: (user: U | undefined) => Promise<T>,
): Promise<T> {
  const { identifier, address, now } = input;
  const byAddress = await reserveAttempt(
    db,
    [signInBuckets({ identifier }, address).address],
    SIGN_IN_LOCKED_MESSAGE,
    now,
  );
  let succeeded = false;
  try {
    const user = await findUser();
    const { account } = signInBuckets({ userId: user?.id, identifier }, address);
    const byAccount = await reserveAttempt(db, [account], SIGN_IN_LOCKED_MESSAGE, now);
    try {
      const result = await check(user);
      succeeded = true;
      await releaseAttempt(db, byAccount, [account]);
      return result;
    } finally {
      if (!succeeded) await settle(db, byAccount, false);
    }
  } finally {
    await settle(db, byAddress, succeeded);
  }
}
