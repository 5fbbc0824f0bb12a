import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '../navigation/hard-redirect';
import { resetEndSessionGuard } from '../session/end-session';
import { readTokens, type SessionTokens, writeTokens } from '../session/token-store';
import { apiRequest } from './api-client';
import { ApiError, SessionEndedError } from './api-error';

vi.mock('../navigation/hard-redirect', () => ({ hardRedirect: vi.fn() }));

const nowSeconds = () => Math.floor(Date.now() / 1000);

function session(overrides: Partial<SessionTokens> = {}): SessionTokens {
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    accessTokenExpiry: nowSeconds() + 15 * 60,
    authType: 'email',
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const freshTokens = {
  access_token: 'access-2',
  refresh_token: 'refresh-2',
  access_token_exp: nowSeconds() + 15 * 60,
  auth_type: 'email',
};

type FetchCall = [string, RequestInit | undefined];
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

function header(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  resetEndSessionGuard();
  window.history.replaceState(null, '', '/v2/library/discounts?page=2');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardRedirect).mockReset();
  window.localStorage.clear();
});

describe('apiRequest', () => {
  it('sends the bearer token and returns the body', async () => {
    writeTokens(session());
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/thing');
    expect(header(init, 'authorization')).toBe('Bearer access-1');
  });

  it('refreshes before the call when fewer than 5 minutes remain', async () => {
    writeTokens(session({ accessTokenExpiry: nowSeconds() + 4 * 60 }));
    fetchMock.mockResolvedValueOnce(json(200, freshTokens)).mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest('/api/thing');
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0] as FetchCall;
    expect(refreshUrl).toBe('/api/account/v2/token');
    expect(header(refreshInit, 'authorization')).toBe('Bearer refresh-1');
    expect(header(fetchMock.mock.calls[1]?.[1], 'authorization')).toBe('Bearer access-2');
    expect(readTokens()?.refreshToken).toBe('refresh-2');
  });

  it('uses the go-id endpoint for one-time-code sessions, even long after expiry', async () => {
    writeTokens(session({ authType: 'one-time-code', accessTokenExpiry: nowSeconds() - 3600 }));
    fetchMock
      .mockResolvedValueOnce(
        json(200, { ...freshTokens, auth_type: 'one-time-code', token_type: 'Bearer', expires_in: 900 }),
      )
      .mockResolvedValueOnce(json(200, {}));
    await apiRequest('/api/thing');
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/gobiz/goauth/oauth2/token');
    expect(header(init, 'authentication-type')).toBe('go-id');
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: 'backoffice-web',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
  });

  it('shares one refresh between concurrent calls', async () => {
    writeTokens(session({ accessTokenExpiry: nowSeconds() - 1 }));
    fetchMock.mockImplementation(async (url) =>
      url === '/api/account/v2/token' ? json(200, freshTokens) : json(200, { url }),
    );
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/account/v2/token');
    expect(refreshCalls).toHaveLength(1);
  });

  it('signs out and returns to /login with next when the refresh is refused', async () => {
    writeTokens(session({ accessTokenExpiry: nowSeconds() - 1 }));
    document.cookie = 'other=1; path=/';
    document.cookie = 'lang=id; path=/';
    fetchMock.mockResolvedValueOnce(json(401, { code: 'SESSION_ENDED', message: 'ended', errors: [] }));
    await expect(apiRequest('/api/thing')).rejects.toBeInstanceOf(SessionEndedError);
    expect(readTokens()).toBeUndefined();
    expect(hardRedirect).toHaveBeenCalledWith('/login?next=%2Fv2%2Flibrary%2Fdiscounts%3Fpage%3D2');
    expect(document.cookie).toContain('lang=id');
    expect(document.cookie).not.toContain('other=1');
  });

  it('signs out when there is no session at all', async () => {
    await expect(apiRequest('/api/thing')).rejects.toBeInstanceOf(SessionEndedError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hardRedirect).toHaveBeenCalledOnce();
  });

  it('renews once and repeats the call after a 401', async () => {
    writeTokens(session());
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'x', errors: [] }))
      .mockResolvedValueOnce(json(200, freshTokens))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: 1 });
    expect(header(fetchMock.mock.calls[2]?.[1], 'authorization')).toBe('Bearer access-2');
  });

  it('keeps a still-valid session when the refresh cannot reach the server', async () => {
    writeTokens(session({ accessTokenExpiry: nowSeconds() + 60 }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: 1 });
    expect(readTokens()?.accessToken).toBe('access-1');
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('turns the error shape into an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { code: 'SIGN_IN_LOCKED', message: 'Try again at 10:05.', errors: [] }),
    );
    const error = await apiRequest('/api/account/v2/login', { method: 'POST', body: {}, auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'SIGN_IN_LOCKED', message: 'Try again at 10:05.' });
  });

  it('adds query parameters and skips empty ones', async () => {
    writeTokens(session());
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest('/api/list', { query: { a: 1, b: undefined, c: ['x', 'y'] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/list?a=1&c=x&c=y');
  });
});
