import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '../navigation/hard-redirect';
import { resetEndSessionGuard } from './end-session';
import { signOut } from './sign-out';
import { readTokens, writeTokens } from './token-store';

vi.mock('../navigation/hard-redirect', () => ({ hardRedirect: vi.fn() }));

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('signOut', () => {
  beforeEach(() => {
    resetEndSessionGuard();
    window.history.replaceState(null, '', '/v2/library/discounts');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('renews an expired access token so the server can end the session', async () => {
    writeTokens({ accessToken: 'old', refreshToken: 'r1', accessTokenExpiry: 1_000, authType: 'username' });
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/account/v2/token'
        ? respond({
            access_token: 'fresh',
            refresh_token: 'r2',
            access_token_exp: Math.floor(Date.now() / 1000) + 900,
            auth_type: 'username',
          })
        : respond({}),
    );
    vi.stubGlobal('fetch', fetchMock);

    await signOut();

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/account/v2/token',
      '/api/account/v2/logout',
    ]);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/account/v2/logout',
      expect.objectContaining({ headers: { authorization: 'Bearer fresh' } }),
    );
    expect(readTokens()).toBeUndefined();
    expect(hardRedirect).toHaveBeenCalledWith('/login?next=%2Fv2%2Flibrary%2Fdiscounts');
  });

  it('uses a current access token as it is', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 900;
    writeTokens({
      accessToken: 'current',
      refreshToken: 'r1',
      accessTokenExpiry: expiry,
      authType: 'username',
    });
    const fetchMock = vi.fn(async () => respond({}));
    vi.stubGlobal('fetch', fetchMock);

    await signOut();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/v2/logout',
      expect.objectContaining({ headers: { authorization: 'Bearer current' } }),
    );
  });
});
