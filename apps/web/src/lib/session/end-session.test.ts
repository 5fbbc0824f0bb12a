import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../cookies';
import { hardRedirect } from '../navigation/hard-redirect';
import { queryClient } from '../query-client';
import { PREFERENCE_PREFIX, readStored, writeStored } from '../storage/expiring-storage';
import { endSession, resetEndSessionGuard } from './end-session';
import { readTokens, writeTokens } from './token-store';

vi.mock('../navigation/hard-redirect', () => ({ hardRedirect: vi.fn() }));

describe('endSession', () => {
  beforeEach(() => {
    resetEndSessionGuard();
    writeTokens({
      accessToken: 'a1',
      refreshToken: 'r1',
      accessTokenExpiry: 2_000_000_000,
      authType: 'username',
    });
    writeStored('billing-state', { cycle: 12 });
    writeStored(`${PREFERENCE_PREFIX}marketing-modal.11`, 3);
    queryClient.setQueryData(['account', 'profile'], { id: 11 });
    document.cookie = 'lang=id; path=/';
    document.cookie = 'session_hint=1; path=/';
    window.history.replaceState(null, '', '/v2/reports/transactions?tab=void');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('tells the server, forgets the session and goes to sign-in with next', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await endSession({ callServer: true });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/v2/logout',
      expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer a1' } }),
    );
    expect(readTokens()).toBeUndefined();
    expect(readStored('billing-state')).toBeUndefined();
    expect(readStored(`${PREFERENCE_PREFIX}marketing-modal.11`)).toBe(3);
    expect(queryClient.getQueryData(['account', 'profile'])).toBeUndefined();
    expect(readCookie('session_hint')).toBeUndefined();
    expect(readCookie('lang')).toBe('id');
    expect(hardRedirect).toHaveBeenCalledWith('/login?next=%2Fv2%2Freports%2Ftransactions%3Ftab%3Dvoid');
  });

  it('still signs out when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await endSession({ callServer: true });
    expect(readTokens()).toBeUndefined();
    expect(hardRedirect).toHaveBeenCalled();
  });
});
