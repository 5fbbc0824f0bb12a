import { clearCookies } from '../cookies';
import { LANGUAGE_COOKIE } from '../i18n/languages';
import { hardRedirect } from '../navigation/hard-redirect';
import { currentPath, signInUrlFor } from '../navigation/safe-next';
import { queryClient } from '../query-client';
import { clearAllStored } from '../storage/expiring-storage';
import { clearTokens, readTokens } from './token-store';

export const LOGOUT_PATH = '/api/account/v2/logout';

let ending = false;

/**
 * Sign-out: tell the server (best effort, so a dead network never traps the user), then forget the
 * tokens, the query cache, everything persisted and every cookie except `lang`, and load the sign-in page with
 * the current path as `next`. Many failing calls may ask for this at once; it runs once.
 */
export async function endSession(options: { callServer?: boolean; returnTo?: string } = {}): Promise<void> {
  if (ending) return;
  ending = true;
  const returnTo = options.returnTo ?? currentPath();
  const tokens = readTokens();
  if (options.callServer && tokens) {
    try {
      await fetch(LOGOUT_PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
        keepalive: true,
      });
    } catch {
      // Best effort: the refresh token is forgotten below either way.
    }
  }
  clearTokens();
  queryClient.clear();
  clearAllStored();
  clearCookies([LANGUAGE_COOKIE]);
  hardRedirect(signInUrlFor(returnTo));
}

/** For tests: the module keeps its once-only guard between calls. */
export function resetEndSessionGuard(): void {
  ending = false;
}
