import { accountErrors } from '@backoffice/contracts/account';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { rateLimitEvents, refreshTokens, users } from '../src/db/schema/index.js';
import { signAccessToken } from '../src/platform/auth/access-token.js';
import { endAllSessions, hashRefreshToken } from '../src/platform/auth/sessions.js';
import { bearer, FIXTURE_PASSWORD, signIn } from './identity-fixtures.js';
import { TEST_JWT_SECRET } from './test-app.js';
import { useTestApp } from './test-context.js';

describe('sign-in with password, refresh, logout', () => {
  const context = useTestApp();

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
    context.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const refresh = (refreshToken: string) =>
    context.app.inject({ method: 'POST', url: '/api/account/v2/token', headers: bearer(refreshToken) });
  const profile = (accessToken: string) =>
    context.app.inject({ method: 'GET', url: '/api/account/v2/profile', headers: bearer(accessToken) });

  it('signs in by e-mail (any case) and returns tokens with the claims the server relies on', async () => {
    const response = await post('/api/account/v2/login', {
      login: context.fx.a.owner.email.toUpperCase(),
      password: FIXTURE_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ auth_type: 'email' });
    // The refresh token names its business before its 256 random bits (decision 0107).
    expect(body.refresh_token).toMatch(new RegExp(`^${context.fx.a.id}\\.[\\w-]{43}$`));
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: String(context.fx.a.owner.id), bid: context.fx.a.id, tv: 0 });
    expect(body.access_token_exp).toBe(claims.exp);
    expect(body.access_token_exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    expect(body.access_token_exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
    expect((await profile(body.access_token)).statusCode).toBe(200);

    // Only a hash of the refresh token is stored.
    const stored = await context.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, context.fx.a.owner.id));
    expect(stored.some((row) => row.tokenHash === body.refresh_token)).toBe(false);
  });

  it('signs in by username', async () => {
    const response = await post('/api/account/v2/login', {
      login: context.fx.a.manager.username,
      password: FIXTURE_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().auth_type).toBe('username');
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await post(
      '/api/account/v2/login',
      { login: context.fx.b.manager.email, password: 'nope' },
      '10.0.0.2',
    );
    const unknown = await post(
      '/api/account/v2/login',
      { login: 'ghost@fixture.test', password: 'x' },
      '10.0.0.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: accountErrors.INVALID_CREDENTIALS.message,
      errors: [],
    });
  });

  it('rejects an empty body with the validation error shape', async () => {
    const response = await post('/api/account/v2/login', { login: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('locks an account after 5 failures and says when to retry; the right password waits too', async () => {
    const login = context.fx.b.noGrants.email;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        '/api/account/v2/login',
        { login, password: `wrong-${attempt}` },
        '10.0.1.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await post('/api/account/v2/login', { login, password: FIXTURE_PASSWORD }, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/try again in 15 minutes/);
    const retryAt = body.errors.find((error: { field: string }) => error.field === 'retry_at').message;
    expect(Date.parse(retryAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The username names the same account: no extra tries by switching identifier.
    const byUsername = await post(
      '/api/account/v2/login',
      { login: context.fx.b.noGrants.username, password: 'x' },
      '10.0.1.3',
    );
    expect(byUsername.statusCode).toBe(429);

    // Once the window has passed the account opens again (simulated by ageing the recorded failures).
    await context.database.db
      .update(rateLimitEvents)
      .set({ createdAt: sql`${rateLimitEvents.createdAt} - interval '16 minutes'` })
      .where(eq(rateLimitEvents.key, `user:${context.fx.b.noGrants.id}`));
    const later = await post('/api/account/v2/login', { login, password: FIXTURE_PASSWORD }, '10.0.1.2');
    expect(later.statusCode).toBe(200);
  });

  it('locks unknown identifiers exactly like known ones', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await post('/api/account/v2/login', { login: 'nobody@fixture.test', password: 'x' }, '10.0.2.1');
    }
    const locked = await post(
      '/api/account/v2/login',
      { login: 'nobody@fixture.test', password: 'x' },
      '10.0.2.1',
    );
    expect(locked.statusCode).toBe(429);
  });

  it('limits failures per client address across accounts', async () => {
    const address = '10.0.3.1';
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await post(
        '/api/account/v2/login',
        { login: `guess${attempt}@fixture.test`, password: 'x' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/account/v2/login',
      { login: context.fx.b.owner.email, password: FIXTURE_PASSWORD },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect(
      (
        await post(
          '/api/account/v2/login',
          { login: context.fx.b.owner.email, password: FIXTURE_PASSWORD },
          '10.0.3.2',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    const login = context.fx.a.noGrants.email;
    for (let attempt = 0; attempt < 4; attempt++)
      await post('/api/account/v2/login', { login, password: 'x' }, '10.0.4.1');
    expect(
      (await post('/api/account/v2/login', { login, password: FIXTURE_PASSWORD }, '10.0.4.1')).statusCode,
    ).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await post('/api/account/v2/login', { login, password: 'x' }, '10.0.4.1')).statusCode).toBe(
        401,
      );
    }
  });

  it('rotates the refresh token on every use', async () => {
    const first = await signIn(context.app, context.fx.a.owner.email);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.auth_type).toBe('email');
    expect(decodeJwt(rotated.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    const third = await refresh(rotated.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('finds a refresh token only in the business it names, and one issued before tokens named it', async () => {
    const session = await signIn(context.app, context.fx.a.owner.email);
    const random = session.refresh_token.split('.')[1]!;
    // The same secret presented as another business's: looked for there, not found.
    const elsewhere = await refresh(`${context.fx.b.id}.${random}`);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('TOKEN_INVALID');
    // A token from before the prefix: its row holds the hash of the random part alone.
    await context.database.db
      .update(refreshTokens)
      .set({ tokenHash: hashRefreshToken(random) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refresh_token)));
    const legacy = await refresh(random);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().refresh_token).toMatch(new RegExp(`^${context.fx.a.id}\\.`));
  });

  /** Moves the exchange of every spent token of the session past the grace period. */
  async function ageRotations(accessToken: string) {
    await context.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - interval '1 minute'` })
      .where(eq(refreshTokens.familyId, String(decodeJwt(accessToken).sid)));
  }

  it('revokes the whole family when a rotated refresh token is used again after the grace period', async () => {
    const first = await signIn(context.app, context.fx.a.owner.email);
    const second = (await refresh(first.refresh_token)).json();
    await ageRotations(first.access_token);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
    // The legitimate holder's newer tokens die with the family, access token included.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(401);
    // Other sessions of the same user live on.
    const other = await signIn(context.app, context.fx.a.owner.email);
    expect((await profile(other.access_token)).statusCode).toBe(200);
  });

  it('gives a spent token presented again within the grace period a new pair of the same session', async () => {
    // A page reloaded in the middle of a refresh never saw the answer and sends the old token again.
    const session = await signIn(context.app, context.fx.a.manager.email);
    const lost = (await refresh(session.refresh_token)).json();
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    const retried = again.json();
    expect(decodeJwt(retried.access_token).sid).toBe(decodeJwt(session.access_token).sid);
    expect(retried.refresh_token).not.toBe(lost.refresh_token);
    expect((await profile(retried.access_token)).statusCode).toBe(200);
    expect((await refresh(retried.refresh_token)).statusCode).toBe(200);
  });

  it('serializes concurrent refreshes with one token: each gets a pair of the same session, one stays live', async () => {
    const session = await signIn(context.app, context.fx.a.manager.email);
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((response) => response.json());
    expect(a.refresh_token).not.toBe(b.refresh_token);
    const rows = await context.database.db
      .select({ rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(decodeJwt(session.access_token).sid)));
    // The presented token was spent once, and the two successors belong to the same family.
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.rotatedAt !== null)).toHaveLength(1);
  });

  it('refuses an expired refresh token and a family past its absolute lifetime, changing nothing', async () => {
    const idle = await signIn(context.app, context.fx.a.manager.email);
    await context.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, String(decodeJwt(idle.access_token).sid)));
    const expired = await refresh(idle.refresh_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_ENDED');

    const old = await signIn(context.app, context.fx.a.manager.email);
    await context.database.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, String(decodeJwt(old.access_token).sid)));
    expect((await refresh(old.refresh_token)).statusCode).toBe(401);
    const [row] = await context.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(decodeJwt(old.access_token).sid)));
    expect(row?.rotatedAt).toBeNull();
    expect(row?.revokedAt).toBeNull();
  });

  it('answers missing, malformed and unknown refresh tokens with 401', async () => {
    const missing = await context.app.inject({ method: 'POST', url: '/api/account/v2/token' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('TOKEN_MISSING');
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/token',
      headers: { authorization: 'Bearer' },
    });
    expect(malformed.statusCode).toBe(401);
    const unknown = await refresh('not-a-token-we-issued');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'TOKEN_INVALID', errors: [] });
  });

  it('answers expired, tampered and foreign access tokens with 401 in the error shape', async () => {
    const session = await signIn(context.app, context.fx.a.owner.email);
    const claims = decodeJwt(session.access_token);
    const expired = await signAccessToken(
      {
        userId: context.fx.a.owner.id,
        businessId: context.fx.a.id,
        tokenVersion: 0,
        sessionId: String(claims.sid),
        authType: 'email',
      },
      TEST_JWT_SECRET,
      new Date(Date.now() - 16 * 60 * 1000),
    );
    const expiredResponse = await profile(expired.token);
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json()).toEqual({
      code: 'TOKEN_EXPIRED',
      message: accountErrors.TOKEN_EXPIRED.message,
      errors: [],
    });

    const [header, payload, signature] = session.access_token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, bid: context.fx.b.id })).toString(
      'base64url',
    );
    expect((await profile(`${header}.${forgedPayload}.${signature}`)).json().code).toBe('TOKEN_INVALID');
    expect((await profile(`${header}.${payload}`)).statusCode).toBe(401);
    expect((await profile('garbage')).statusCode).toBe(401);

    const otherSecret = await signAccessToken(
      {
        userId: context.fx.a.owner.id,
        businessId: context.fx.a.id,
        tokenVersion: 0,
        sessionId: String(claims.sid),
        authType: 'email',
      },
      'some-other-secret-that-is-long-enough-to-sign',
    );
    expect((await profile(otherSecret.token)).statusCode).toBe(401);

    const noToken = await context.app.inject({ method: 'GET', url: '/api/account/v2/profile' });
    expect(noToken.json()).toEqual({
      code: 'TOKEN_MISSING',
      message: accountErrors.TOKEN_MISSING.message,
      errors: [],
    });
  });

  it('logs out: the session ends, other sessions stay', async () => {
    const phone = await signIn(context.app, context.fx.b.owner.email);
    const laptop = await signIn(context.app, context.fx.b.owner.email);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/logout',
      headers: bearer(phone.access_token),
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(phone.access_token)).json().code).toBe('SESSION_ENDED');
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await profile(laptop.access_token)).statusCode).toBe(200);
  });

  it('ends every session of a user when the token version is bumped', async () => {
    const session = await signIn(context.app, context.fx.b.manager.email);
    await endAllSessions(context.database.db, context.fx.b.id, context.fx.b.manager.id);
    expect((await profile(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const [user] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.id, context.fx.b.manager.id));
    expect(user?.tokenVersion).toBe(1);
    const again = await signIn(context.app, context.fx.b.manager.email);
    expect(decodeJwt(again.access_token).tv).toBe(1);
    expect((await profile(again.access_token)).statusCode).toBe(200);
  });
});
