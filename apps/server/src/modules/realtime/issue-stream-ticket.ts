import { REALTIME_TICKET_LIFETIME_SECONDS } from '@backoffice/contracts/realtime';
import type { AccessTokenClaims } from '../../platform/auth/access-token.js';
import { signStreamTicket } from '../../platform/auth/access-token.js';
import { authError } from '../../platform/auth/auth-error.js';

/** The caller's ticket for one realtime stream: the same identity as their access token, for a minute. */
export async function issueStreamTicket(
  claims: AccessTokenClaims | null,
  secret: string,
  now: Date,
): Promise<{ ticket: string; expires_in: number }> {
  if (!claims) throw authError('TOKEN_MISSING');
  const { token } = await signStreamTicket(claims, secret, now, REALTIME_TICKET_LIFETIME_SECONDS);
  return { ticket: token, expires_in: REALTIME_TICKET_LIFETIME_SECONDS };
}
