import { ONE_TIME_CODE_LIFETIME_SECONDS } from '@backoffice/contracts/account';
import { type Database, writeTransaction } from '../../db/database.js';
import { reserveAttempt } from '../../platform/auth/rate-limit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { findUserByEmail } from './account.repository.js';
import { generateCode, hashCode } from './one-time-code.js';
import { insertCode, spendOpenCodes } from './one-time-code.repository.js';
import { CODE_REQUESTS_LIMITED_MESSAGE, codeRequestBuckets } from './sign-in-limits.js';

function codeMail(code: string): { subject: string; text: string; html: string } {
  const minutes = ONE_TIME_CODE_LIFETIME_SECONDS / 60;
  return {
    subject: 'Your sign-in code',
    text:
      `Your sign-in code is ${code}.\n\n` +
      `It is valid for ${minutes} minutes and can be used once. ` +
      'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.',
    html:
      `<p>Your sign-in code is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>It is valid for ${minutes} minutes and can be used once. ` +
      'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.</p>',
  };
}

/**
 * Sends a code when the address belongs to an account, and does nothing visible otherwise: the response is the
 * same either way and the mail is only queued here (a worker talks to the mail server), so neither the answer nor
 * the mail server's speed tells who has an account. Each request counts against the recipient's and the
 * address's request caps.
 */
export async function requestLoginCode(
  deps: { db: Database; secret: string; mailer: Mailer },
  email: string,
  address: string,
  now: Date = new Date(),
): Promise<void> {
  await reserveAttempt(deps.db, codeRequestBuckets(email, address), CODE_REQUESTS_LIMITED_MESSAGE, now);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;

  const code = generateCode();
  const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_LIFETIME_SECONDS * 1000);
  await writeTransaction(deps.db, user.businessId, async (tx) => {
    await spendOpenCodes(tx, user.businessId, user.id, now);
    await insertCode(tx, {
      businessId: user.businessId,
      userId: user.id,
      codeHash: hashCode(deps.secret, user.id, code),
      createdAt: now,
      expiresAt,
    });
  });
  await deps.mailer.enqueue(
    { to: user.email, businessId: user.businessId, ...codeMail(code) },
    { discardAfter: expiresAt },
  );
}
