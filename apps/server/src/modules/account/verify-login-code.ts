import { ONE_TIME_CODE_MAX_FAILED_ATTEMPTS, type TokenResponse } from '@backoffice/contracts/account';
import type { Database } from '../../db/database.js';
import { authError, businessFrozenError } from '../../platform/auth/auth-error.js';
import { openSession } from '../../platform/auth/sessions.js';
import { findUserByEmail } from './account.repository.js';
import { codeMatches } from './one-time-code.js';
import { countWrongTry, findOpenCode, spendCode } from './one-time-code.repository.js';
import { limitedSignIn } from './sign-in-attempt.js';

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
  return limitedSignIn(
    deps.db,
    { identifier: input.email, address, now },
    () => findUserByEmail(deps.db, input.email),
    async (user) => {
      if (!user) throw authError('INVALID_CODE');
      const open = await findOpenCode(deps.db, user.businessId, user.id, now);
      if (!open) throw authError('INVALID_CODE');
      if (!codeMatches(deps.secret, user.id, input.code, open.codeHash)) {
        await countWrongTry(deps.db, user.businessId, open.id, ONE_TIME_CODE_MAX_FAILED_ATTEMPTS, now);
        throw authError('INVALID_CODE');
      }
      if (user.deletionTicket) throw businessFrozenError(user.deletionTicket);
      // Spending is conditional on the code being open still: no lock is held while the hash is compared, and of
      // concurrent sign-ins with one code only one spends it. The session commits with the spending.
      const result = await deps.db.transaction(async (tx) => {
        if (!(await spendCode(tx, user.businessId, open.id, now))) return null;
        return openSession(tx, user, 'one-time-code', deps.secret, now);
      });
      if (!result) throw authError('INVALID_CODE');
      return result;
    },
  );
}
