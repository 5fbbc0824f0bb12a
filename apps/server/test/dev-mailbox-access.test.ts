import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { DEV_MAILBOX_LOOPBACK_MESSAGE } from '../src/modules/dev-mailbox/dev-mailbox.routes.js';
import { createTestApp } from './test-app.js';
import { useTestApp } from './test-context.js';
import { waitFor } from './wait-for.js';

/** Issue 8 item 1: a default start must not hand sign-in codes to anyone who can reach the port. */
describe('the developer mailbox answers this machine only', () => {
  const context = useTestApp();

  const outsider = '203.0.113.7';

  const mailboxHasMail = (email: string) =>
    waitFor(async () => {
      const response = await context.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}` });
      return response.json().messages.length > 0;
    }, `mail for ${email}`);

  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses a caller from another machine with 403 in the error shape, while loopback reads the code', async () => {
    const email = context.fx.a.owner.email;
    const requested = await context.app.inject({
      method: 'POST',
      url: '/api/account/v2/login/code',
      payload: { email },
      remoteAddress: outsider,
    });
    expect(requested.statusCode).toBe(202);
    await mailboxHasMail(email);

    const remote = await context.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${email}`,
      remoteAddress: outsider,
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ code: 'FORBIDDEN', message: DEV_MAILBOX_LOOPBACK_MESSAGE, errors: [] });
    expect(remote.body).not.toMatch(/\b\d{6}\b/);

    const ipv6Loopback = await context.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${email}`,
      remoteAddress: '::1',
    });
    expect(ipv6Loopback.statusCode).toBe(200);
  });

  it('is not fooled by a forged X-Forwarded-For, with or without a trusted proxy', async () => {
    const proxied = await createTestApp(context.database, { TRUST_PROXY: 'true' });
    try {
      for (const target of [context.app, proxied]) {
        const forged = await target.inject({
          method: 'GET',
          url: '/api/dev/mailbox',
          remoteAddress: outsider,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(forged.statusCode).toBe(403);
      }
      // A proxy on this machine relaying an outside client: the client is what counts.
      const relayed = await proxied.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': outsider },
      });
      expect(relayed.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('tells only local callers that the mailbox exists', async () => {
    const local = await context.app.inject({ method: 'GET', url: '/api/health' });
    const remote = await context.app.inject({ method: 'GET', url: '/api/health', remoteAddress: outsider });
    expect(local.json().dev_mailbox).toBe(true);
    expect(remote.json().dev_mailbox).toBe(false);
  });
});
