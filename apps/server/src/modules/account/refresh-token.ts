import {
  GOAUTH_CLIENT_ID,
  type GoauthTokenResponse,
  type TokenResponse,
} from '@backoffice/contracts/account';
import type { Database } from '../../db/database.js';
import { authError } from '../../platform/auth/auth-error.js';
import { rotateSession } from '../../platform/auth/sessions.js';

/** POST /account/v2/token: the refresh token arrives as `Authorization: Bearer <refresh_token>`. */
export function refreshWithAuthorizationHeader(
  deps: { db: Database; secret: string },
  authorization: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw authError('TOKEN_INVALID');
  return rotateSession(deps.db, token, deps.secret, now);
}

/**
 * POST /gobiz/goauth/oauth2/token: the one-time-code session's refresh (an OAuth 2 refresh grant). Any session
 * of ours refreshes here too; the family keeps its auth type.
 */
export async function refreshWithGoauth(
  deps: { db: Database; secret: string },
  input: { client_id: string; refresh_token: string },
  now: Date = new Date(),
): Promise<GoauthTokenResponse> {
  if (input.client_id !== GOAUTH_CLIENT_ID) throw authError('INVALID_CLIENT');
  const tokens = await rotateSession(deps.db, input.refresh_token, deps.secret, now);
  return {
    ...tokens,
    token_type: 'Bearer',
    expires_in: tokens.access_token_exp - Math.floor(now.getTime() / 1000),
  };
}
