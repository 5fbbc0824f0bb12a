import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts.js';
import { hashPassword } from '../src/platform/auth/password.js';
import { FIXTURE_PASSWORD } from './identity-fixtures.js';
import { createTestApp } from './test-app.js';
import { useTestDatabase } from './test-context.js';

const secret = { JWT_SECRET: 'p'.repeat(40) };

/** How often the partners' sandboxes were loaded: app.ts imports them on demand (decision 0108). */
const partnerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/partners/sandbox-partners.js', async (importOriginal) => {
  partnerLoads.count += 1;
  return importOriginal();
});

/** Issue 8 item 5: production shows nothing it was not asked to. */
describe('production mode', () => {
  it('defaults DEMO_DATA and OPENAPI by mode, and takes them when asked', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'production' })).toMatchObject({
      DEMO_DATA: 'off',
      OPENAPI: 'off',
    });
    expect(loadConfig({ ...secret, NODE_ENV: 'development' })).toMatchObject({
      DEMO_DATA: 'auto',
      OPENAPI: 'on',
    });
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DEMO_DATA: 'auto', OPENAPI: 'on' })).toMatchObject(
      { DEMO_DATA: 'auto', OPENAPI: 'on' },
    );
    expect(() => loadConfig({ ...secret, OPENAPI: 'yes' })).toThrow(/OPENAPI="yes"/);
  });

  describe('the API', () => {
    const context = useTestDatabase();
    let production: FastifyInstance;
    let development: FastifyInstance;
    let partnerLoadsInProduction: number;
    beforeAll(async () => {
      // Production first, so that no other app of this file has loaded the partners' sandboxes yet.
      production = await createTestApp(context.database, { NODE_ENV: 'production' });
      partnerLoadsInProduction = partnerLoads.count;
      development = await createTestApp(context.database);
      // An account whose password is the published demo password, as the demo data creates them.
      await context.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
        .where(eq(users.id, context.fx.b.owner.id));
    });
    afterAll(async () => {
      await production?.close();
      await development?.close();
    });

    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/v2/login',
        payload: { login: context.fx.b.owner.email, password },
        remoteAddress: app === production ? '10.30.0.1' : '10.30.0.2',
      });

    it('hides the OpenAPI description unless OPENAPI=on', async () => {
      expect((await production.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await development.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      const asked = await createTestApp(context.database, { NODE_ENV: 'production', OPENAPI: 'on' });
      try {
        expect((await asked.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      } finally {
        await asked.close();
      }
    });

    it('neither loads nor serves the partners’ sandboxes in production', async () => {
      expect(partnerLoadsInProduction).toBe(0);
      // The development app did load them: the count can see a load.
      expect(partnerLoads.count).toBe(1);
      const snap = { method: 'POST', url: '/sandbox-gateway/snap/v1/transactions', payload: {} } as const;
      expect((await production.inject(snap)).statusCode).toBe(404);
      // Outside production the sandbox answers, and refuses a call without the server key.
      expect((await development.inject(snap)).statusCode).toBe(401);
    });

    it('refuses the published demo password in production, as a wrong password', async () => {
      const refused = await login(production, DEMO_PASSWORD);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('INVALID_CREDENTIALS');
      expect((await login(development, DEMO_PASSWORD)).statusCode).toBe(200);
      // Other passwords are unaffected.
      const owner = await production.inject({
        method: 'POST',
        url: '/api/account/v2/login',
        payload: { login: context.fx.a.owner.email, password: FIXTURE_PASSWORD },
        remoteAddress: '10.30.0.3',
      });
      expect(owner.statusCode).toBe(200);
    });
  });
});
