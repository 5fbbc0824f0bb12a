import { ONE_TIME_CODE_LIFETIME_SECONDS } from '@backoffice/contracts/account';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { reserveAttempt } from '../../platform/auth/rate-limit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { findUserByEmail } from './account.repository.js';
import type { MailLanguage } from '../../platform/mail/mail-language.js';
import { codeMail } from './code-mail.js';
import { generateCode, hashCode } from './one-time-code.js';
import { insertCode, lockUserCodes, spendOpenCodes } from './one-time-code.repository.js';
import { CODE_REQUESTS_LIMITED_MESSAGE, codeRequestBuckets } from './sign-in-limits.js';

/**
 * Sends a code when the address belongs to an account, and does nothing visible otherwise. The request is counted
 * against the recipient's and the address's caps, and answered, before anything depends on whether the account
 * exists: looking it up, storing the code and queueing the mail run after the answer, so neither the answer nor
 * its timing tells who has an account. The outcome of that work is only logged (there is nobody to tell). The
 * mail is written in the language the request came in.
 */
export async function requestLoginCode(
  deps: { db: Database; secret: string; mailer: Mailer; log: FastifyBaseLogger },
  email: string,
  address: string,
  language: MailLanguage,
  now: Date = new Date(),
): Promise<{ issued: Promise<void> }> {
  await reserveAttempt(deps.db, codeRequestBuckets(email, address), CODE_REQUESTS_LIMITED_MESSAGE, now, {
    pending: false,
  });
  const issued = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => issueLoginCode(deps, email, language, now))
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not issue a sign-in code'));
  return { issued };
}

async function issueLoginCode(
  deps: { db: Database; secret: string; mailer: Mailer },
  email: string,
  language: MailLanguage,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;

  const code = generateCode();
  const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_LIFETIME_SECONDS * 1000);
  // The code and its mail commit together: a failure of either leaves neither (no code nobody was told of).
  await deps.db.transaction(async (tx) => {
    await lockUserCodes(tx, user.businessId, user.id);
    await spendOpenCodes(tx, user.businessId, user.id, now);
    await insertCode(tx, {
      businessId: user.businessId,
      userId: user.id,
      codeHash: hashCode(deps.secret, user.id, code),
      createdAt: now,
      expiresAt,
    });
    await deps.mailer.enqueue(
      { to: user.email, businessId: user.businessId, ...codeMail(code, language) },
      { discardAfter: expiresAt, in: tx },
    );
  });
}
