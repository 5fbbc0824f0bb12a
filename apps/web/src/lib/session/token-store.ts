import { type AuthType, authTypeSchema, type TokenResponse } from '@backoffice/contracts/account';
import { STORAGE_PREFIX } from '../storage/expiring-storage';

/** The product's entity description "Auth tokens". Kept in localStorage; docs/decisions explains why. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds, as the server sends `access_token_exp`. */
  accessTokenExpiry: number;
  authType: AuthType;
}

const KEY = `${STORAGE_PREFIX}session`;

/**
 * Always read from storage rather than a module variable: another tab may have refreshed (and so rotated) the
 * tokens, and using the old refresh token again would look like token theft to the server.
 */
export function readTokens(): SessionTokens | undefined {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens>;
    if (
      typeof value.accessToken !== 'string' ||
      typeof value.refreshToken !== 'string' ||
      typeof value.accessTokenExpiry !== 'number' ||
      !authTypeSchema.safeParse(value.authType).success
    ) {
      return undefined;
    }
    return value as SessionTokens;
  } catch {
    return undefined;
  }
}

export function writeTokens(tokens: SessionTokens): void {
  window.localStorage.setItem(KEY, JSON.stringify(tokens));
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored means nothing to clear.
  }
}

export function tokensFromResponse(response: TokenResponse): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    accessTokenExpiry: response.access_token_exp,
    authType: response.auth_type,
  };
}

export function hasSession(): boolean {
  return readTokens() !== undefined;
}
