import { GOAUTH_CLIENT_ID, LOGIN_CODE_ACCEPTED_MESSAGE } from '@backoffice/contracts/account';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeCodes, refreshTokens } from '../src/db/schema/index.js';
import { hashRefreshToken } from '../src/platform/auth/sessions.js';
import { bearer } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { waitFor } from './wait-for.js';

describe('sign-in with an e-mailed one-time code (outbox) and the go-id refresh', () => {
  const context = useTestApp();

  const requestCode = (email: string, remoteAddress = '127.0.0.1') =>
    context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      payload: { email },
      remoteAddress,
    });
  const verify = (email: string, code: string, remoteAddress = '127.0.0.1') =>
    context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code/verify',
      payload: { email, code },
      remoteAddress,
    });
  const goauth = (
    body: Record<string, string>,
    headers: Record<string, string> = { 'authentication-type': 'go-id' },
  ) => context.app.inject({ method: 'POST', url: '/api/gobiz/goauth/oauth2/token', payload: body, headers });

  /** Codes leave through the mail queue: wait for the mail to reach the developer mailbox. */
  async function codeFromMailbox(email: string, after = 0): Promise<string> {
    // Delivered by the mail worker, which looks for work every second.
    let code: string | undefined;
    await waitFor(async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      });
      const newest = response.json().messages[0];
      if (newest && newest.id > after) code = /\b(\d{6})\b/.exec(newest.text)![1]!;
      return code !== undefined;
    }, `mail for ${email}`);
    return code!;
  }

  async function newestMailId(email: string): Promise<number> {
    const rows = await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return Math.max(0, ...rows.map((row) => row.id));
  }

  it('answers 202 the same way whether or not the e-mail has an account', async () => {
    const known = await requestCode(context.fx.a.owner.email);
    const unknown = await requestCode('nobody@fixture.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: LOGIN_CODE_ACCEPTED_MESSAGE });
    await codeFromMailbox(context.fx.a.owner.email);
    expect(await newestMailId('nobody@fixture.test')).toBe(0);
  });

  it('signs in with the mailed code once; the code is stored only as a keyed hash', async () => {
    const before = await newestMailId(context.fx.a.manager.email);
    expect((await requestCode(context.fx.a.manager.email.toUpperCase())).statusCode).toBe(202);
    const code = await codeFromMailbox(context.fx.a.manager.email, before);

    const stored = await context.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, context.fx.a.manager.id));
    expect(stored.every((row) => !row.codeHash.includes(code))).toBe(true);
    const expiresIn = stored.at(-1)!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60 * 1000);

    const response = await verify(context.fx.a.manager.email, code);
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens.auth_type).toBe('one-time-code');
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/account/v2/profile',
      headers: bearer(tokens.access_token),
    });
    expect(profile.json().email).toBe(context.fx.a.manager.email);

    const again = await verify(context.fx.a.manager.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_CODE');
  });

  it('only the newest code works', async () => {
    const before = await newestMailId(context.fx.b.owner.email);
    await requestCode(context.fx.b.owner.email);
    const first = await codeFromMailbox(context.fx.b.owner.email, before);
    const middle = await newestMailId(context.fx.b.owner.email);
    await requestCode(context.fx.b.owner.email);
    const second = await codeFromMailbox(context.fx.b.owner.email, middle);
    if (first !== second) expect((await verify(context.fx.b.owner.email, first)).statusCode).toBe(401);
    expect((await verify(context.fx.b.owner.email, second)).statusCode).toBe(200);
  });

  it('burns a code after 5 wrong tries, and an expired code never works', async () => {
    const before = await newestMailId(context.fx.b.manager.email);
    await requestCode(context.fx.b.manager.email);
    const code = await codeFromMailbox(context.fx.b.manager.email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await verify(context.fx.b.manager.email, wrong, `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    // The account budget (5 failures) is not yet used up: the fifth wrong try burns the code.
    expect((await verify(context.fx.b.manager.email, wrong, '10.1.0.9')).statusCode).toBe(401);
    const [burnt] = await context.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, context.fx.b.manager.id));
    expect(burnt?.spentAt).not.toBeNull();
    expect(burnt?.failedAttempts).toBe(5);

    // After five failures the account is also locked for a while.
    const locked = await verify(context.fx.b.manager.email, code, '10.1.0.10');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/try again in \d+ minutes?/);
  });

  it('refuses an expired code', async () => {
    const before = await newestMailId(context.fx.a.noGrants.email);
    await requestCode(context.fx.a.noGrants.email);
    const code = await codeFromMailbox(context.fx.a.noGrants.email, before);
    await context.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, context.fx.a.noGrants.id));
    expect((await verify(context.fx.a.noGrants.email, code)).statusCode).toBe(401);
  });

  it('rejects malformed input with the validation shape', async () => {
    expect((await requestCode('not-an-email')).statusCode).toBe(400);
    const response = await verify(context.fx.a.owner.email, '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.code');
  });

  it('refreshes a one-time-code session through the go-id token endpoint', async () => {
    const before = await newestMailId(context.fx.b.noGrants.email);
    await requestCode(context.fx.b.noGrants.email);
    const code = await codeFromMailbox(context.fx.b.noGrants.email, before);
    const tokens = (await verify(context.fx.b.noGrants.email, code)).json();

    const refreshed = await goauth({
      client_id: GOAUTH_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body).toMatchObject({ auth_type: 'one-time-code', token_type: 'Bearer' });
    expect(body.expires_in).toBeGreaterThan(14 * 60);
    expect(body.refresh_token).not.toBe(tokens.refresh_token);

    // A form-encoded body, as OAuth clients send it, works too.
    const form = await context.app.inject({
      method: 'POST',
      url: '/api/gobiz/goauth/oauth2/token',
      headers: { 'authentication-type': 'go-id', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: GOAUTH_CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: body.refresh_token,
      }).toString(),
    });
    expect(form.statusCode).toBe(200);
    const latest = form.json().refresh_token;

    // Wrong client, grant type or header: refused, and the token is not spent.
    const wrongClient = await goauth({
      client_id: 'someone-else',
      grant_type: 'refresh_token',
      refresh_token: latest,
    });
    expect(wrongClient.statusCode).toBe(401);
    expect(wrongClient.json().code).toBe('INVALID_CLIENT');
    const wrongGrant = await goauth({
      client_id: GOAUTH_CLIENT_ID,
      grant_type: 'password',
      refresh_token: latest,
    });
    expect(wrongGrant.statusCode).toBe(400);
    const noHeader = await goauth(
      { client_id: GOAUTH_CLIENT_ID, grant_type: 'refresh_token', refresh_token: latest },
      {},
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors[0].field).toBe('headers.authentication-type');

    const stillValid = await goauth({
      client_id: GOAUTH_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: latest,
    });
    expect(stillValid.statusCode).toBe(200);
    // Reuse of a rotated token after the grace period: the family is revoked.
    await context.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(latest)));
    const reused = await goauth({
      client_id: GOAUTH_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: latest,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_REUSED');
  });

  it('caps code requests per recipient', async () => {
    const email = 'flood@fixture.test';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await requestCode(email, '10.2.0.1')).statusCode).toBe(202);
    const capped = await requestCode(email, '10.2.0.2');
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
  });
});
