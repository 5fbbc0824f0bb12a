import { endSession } from './end-session';
import { needsRefresh, refreshSession } from './refresh-session';
import { readTokens } from './token-store';

/**
 * The Sign Out button. The server ends the session only for a caller it still accepts, so a stale access token is
 * renewed first; if that fails the session is already over on the server and only the local part remains.
 */
export async function signOut(): Promise<void> {
  const tokens = readTokens();
  if (tokens && needsRefresh(tokens)) {
    try {
      await refreshSession();
    } catch {
      // refreshSession has ended the session already when the server refused to renew it.
    }
  }
  await endSession({ callServer: true });
}
