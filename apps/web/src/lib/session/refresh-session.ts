import {
  ACCESS_TOKEN_REFRESH_WINDOW_SECONDS,
  GOAUTH_AUTHENTICATION_TYPE,
  GOAUTH_CLIENT_ID,
  goauthTokenResponseSchema,
  tokenResponseSchema,
} from '@backoffice/contracts/account';
import { ApiError, SessionEndedError, statusMessage } from '../api/api-error';
import { endSession } from './end-session';
import { readTokens, type SessionTokens, tokensFromResponse, writeTokens } from './token-store';

export const ACCOUNT_REFRESH_PATH = '/api/account/v2/token';
export const GOAUTH_REFRESH_PATH = '/api/gobiz/goauth/oauth2/token';

const REFRESH_WINDOW_MS = ACCESS_TOKEN_REFRESH_WINDOW_SECONDS * 1000;

/** docs/spec-notes.md, decided reading 1: refresh once fewer than 5 minutes remain. */
export function needsRefresh(tokens: SessionTokens, now = Date.now()): boolean {
  return tokens.accessTokenExpiry * 1000 - now < REFRESH_WINDOW_MS;
}

export function isExpired(tokens: SessionTokens, now = Date.now()): boolean {
  return tokens.accessTokenExpiry * 1000 <= now;
}

function callRefreshEndpoint(tokens: SessionTokens): Promise<Response> {
  if (tokens.authType === 'one-time-code') {
    return fetch(GOAUTH_REFRESH_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authentication-type': GOAUTH_AUTHENTICATION_TYPE },
      body: JSON.stringify({
        client_id: GOAUTH_CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      }),
    });
  }
  return fetch(ACCOUNT_REFRESH_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.refreshToken}` },
  });
}

async function giveUp(): Promise<never> {
  await endSession();
  throw new SessionEndedError('The session could not be renewed.');
}

async function performRefresh(rejectedAccessToken: string | undefined): Promise<SessionTokens> {
  const tokens = readTokens();
  if (!tokens || tokens.refreshToken.trim() === '') return giveUp();
  // Another tab (or an earlier call) may have refreshed while this one waited for the lock.
  const alreadyFresh = rejectedAccessToken
    ? tokens.accessToken !== rejectedAccessToken
    : !needsRefresh(tokens);
  if (alreadyFresh) return tokens;

  let response: Response;
  try {
    response = await callRefreshEndpoint(tokens);
  } catch {
    // A lost connection is not a failed refresh: keep the session and let the call fail with a Retry.
    if (!isExpired(tokens) && !rejectedAccessToken) return tokens;
    throw new ApiError(0, 'NETWORK_ERROR', statusMessage(0));
  }
  if (response.status >= 500) {
    if (!isExpired(tokens) && !rejectedAccessToken) return tokens;
    throw new ApiError(response.status, 'REFRESH_UNAVAILABLE', statusMessage(response.status));
  }
  if (!response.ok) return giveUp();

  const schema = tokens.authType === 'one-time-code' ? goauthTokenResponseSchema : tokenResponseSchema;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return giveUp();
  const fresh = tokensFromResponse(parsed.data);
  writeTokens(fresh);
  return fresh;
}

/** Web Locks keep two tabs from spending the same rotating refresh token (the server would revoke both). */
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request('backoffice.token-refresh', () => task()) as Promise<T>;
}

let inflight: Promise<SessionTokens> | undefined;

/**
 * Renews the tokens once for every caller waiting at the same time. `rejectedAccessToken` is the token the server
 * just refused (401): refresh even if its expiry looks fine, unless it has already been replaced.
 */
export function refreshSession(rejectedAccessToken?: string): Promise<SessionTokens> {
  inflight ??= exclusively(() => performRefresh(rejectedAccessToken)).finally(() => {
    inflight = undefined;
  });
  return inflight;
}
