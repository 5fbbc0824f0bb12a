import type { LoginRequest, TokenResponse } from '@backoffice/contracts/account';
import type { Database } from '../../db/database.js';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { authError, businessFrozenError } from '../../platform/auth/auth-error.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { openSession } from '../../platform/auth/sessions.js';
import { findUserByEmail, findUserByUsername } from './account.repository.js';
import { limitedSignIn } from './sign-in-attempt.js';

let timingHash: Promise<string> | undefined;

/** Unknown users still cost one argon2 verification, so response time does not reveal who has an account. */
function hashForUnknownUsers(): Promise<string> {
  timingHash ??= hashPassword('no account has this password');
  return timingHash;
}

export async function login(
  deps: { db: Database; secret: string; isProduction?: boolean },
  input: LoginRequest,
  address: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const identifier = input.login.trim();
  const byEmail = identifier.includes('@');
  return limitedSignIn(
    deps.db,
    { identifier, address, now },
    () => (byEmail ? findUserByEmail(deps.db, identifier) : findUserByUsername(deps.db, identifier)),
    async (user) => {
      const passwordHash = user?.passwordHash ?? (await hashForUnknownUsers());
      const passwordMatches = await verifyPassword(passwordHash, input.password);
      // The demo password is published in the README: in production it never opens an account, whatever its data.
      const publishedPassword = deps.isProduction === true && input.password === DEMO_PASSWORD;
      if (!user?.passwordHash || !passwordMatches || publishedPassword)
        throw authError('INVALID_CREDENTIALS');
      if (user.deletionTicket) throw businessFrozenError(user.deletionTicket);
      return openSession(deps.db, user, byEmail ? 'email' : 'username', deps.secret, now);
    },
  );
}
