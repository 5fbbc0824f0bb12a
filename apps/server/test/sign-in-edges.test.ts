import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, refreshTokens } from '../src/db/schema/index.js';
import { bearer, FIXTURE_PASSWORD, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { waitFor } from './wait-for.js';

/** Issue 8 item 4: the edges of sign-in, refresh and the headers of their answers. */
describe('sign-in edges', () => {
  const context = useTestApp();

  const login = (payload: { login: string; password: string }, remoteAddress: string) =>
    context.app.inject({ method: 'POST', url: '/api/account/v2/login', payload, remoteAddress });
  const refresh = (refreshToken: string) =>
    context.app.inject({ method: 'POST', url: '/api/account/v2/token', headers: bearer(refreshToken) });

  it('does not refuse parallel correct sign-ins of one account as failed attempts', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        login({ login: context.fx.a.manager.email, password: FIXTURE_PASSWORD }, `10.20.0.${index + 1}`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
  });

  it('still refuses parallel wrong passwords past the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        login({ login: context.fx.b.manager.email, password: `wrong-${index}` }, `10.21.0.${index + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);
  });

  it('answers a code request before doing the work only a known address needs', async () => {
    // The mail of a known address is held back until the answer has arrived: had the request waited for that
    // work, it would never answer. (The held mail keeps its transaction open, which on the embedded database holds
    // the only connection: the unknown address asks once the gate is open.)
    let answered!: () => void;
    const gate = new Promise<void>((resolve) => (answered = resolve));
    const enqueue = context.app.mailer.enqueue;
    const queued: string[] = [];
    context.app.mailer.enqueue = async (message, options) => {
      await gate;
      queued.push(message.to);
      return enqueue(message, options);
    };
    try {
      const known = await context.app.inject({
        method: 'POST',
        url: '/api/account/v2/login/code',
        payload: { email: context.fx.a.owner.email },
        remoteAddress: '10.22.0.1',
      });
      expect(known.statusCode).toBe(202);
      expect(queued).toEqual([]);
      answered();
      await waitFor(() => queued.length > 0, 'the held mail to be queued');
      expect(queued).toEqual([context.fx.a.owner.email]);
      const unknown = await context.app.inject({
        method: 'POST',
        url: '/api/account/v2/login/code',
        payload: { email: 'nobody@fixture.test' },
        remoteAddress: '10.22.0.1',
      });
      expect(known.body).toBe(unknown.body);
      const codes = await context.database.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.userId, context.fx.a.owner.id));
      expect(codes).toHaveLength(1);
    } finally {
      context.app.mailer.enqueue = enqueue;
    }
  });

  it('lets a replay within the grace period replace the lost pair, never add a second live one', async () => {
    const session = await signIn(context.app, context.fx.a.owner.email, FIXTURE_PASSWORD, '10.23.0.1');
    const lost = (await refresh(session.refresh_token)).json();
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(200);
    const kept = replay.json();
    // The pair the replay replaced no longer refreshes; the new one does.
    expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    const next = await refresh(kept.refresh_token);
    expect(next.statusCode).toBe(200);
    const live = await context.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        sql`${refreshTokens.familyId} = ${String(decodeJwt(session.access_token).sid)} and ${refreshTokens.rotatedAt} is null and ${refreshTokens.revokedAt} is null`,
      );
    expect(live).toHaveLength(1);
  });

  it('treats a replay within the grace period as theft once the pair it got was used', async () => {
    const session = await signIn(context.app, context.fx.a.owner.email, FIXTURE_PASSWORD, '10.23.0.2');
    const first = (await refresh(session.refresh_token)).json();
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('sends Cache-Control: no-store with tokens and the profile', async () => {
    const signedIn = await login(
      { login: context.fx.a.owner.email, password: FIXTURE_PASSWORD },
      '10.24.0.1',
    );
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const tokens = signedIn.json();
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const goauth = await context.app.inject({
      method: 'POST',
      url: '/api/gobiz/goauth/oauth2/token',
      headers: { 'authentication-type': 'go-id' },
      payload: {
        client_id: 'backoffice-web',
        grant_type: 'refresh_token',
        refresh_token: refreshed.json().refresh_token,
      },
    });
    expect(goauth.statusCode).toBe(200);
    expect(goauth.headers['cache-control']).toBe('no-store');
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/account/v2/profile',
      headers: bearer(tokens.access_token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('sends the same security headers with 401 and 403 as with any other answer', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) =>
          /^(content-security-policy|strict-transport|x-|cross-origin|referrer-policy)/.test(name),
        )
        .sort();
    const ok = await context.app.inject({ method: 'GET', url: '/api/health' });
    const expected = securityHeaders(ok.headers);
    expect(expected).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options']));

    const unauthorized = await context.app.inject({ method: 'GET', url: '/api/account/v2/profile' });
    expect(unauthorized.statusCode).toBe(401);
    expect(securityHeaders(unauthorized.headers)).toEqual(expected);

    const noGrants = await signIn(context.app, context.fx.a.noGrants.email, FIXTURE_PASSWORD, '10.24.0.2');
    const forbidden = await context.app.inject({
      method: 'GET',
      url: '/api/inventory/v4/discounts',
      headers: bearer(noGrants.access_token),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(securityHeaders(forbidden.headers)).toEqual(expected);
  });
});

describe('sign-in attempts that fail with an error', () => {
  const context = useTestApp();

  it('count against the address before the user lookup, so error paths are limited too', async () => {
    // The lookup fails (the sign-in routes' table is gone): every attempt errors before any password is checked.
    await context.database.db.execute(sql`alter table tenant_routes rename to tenant_routes_away`);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/account/v2/login',
          payload: { login: `someone${attempt}@fixture.test`, password: 'x' },
          remoteAddress: '10.25.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(500));
      expect(statuses[30]).toBe(429);
    } finally {
      await context.database.db.execute(sql`alter table tenant_routes_away rename to tenant_routes`);
    }
  });
});
