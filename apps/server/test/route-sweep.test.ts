import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outlets } from '../src/db/schema/index.js';
import { foundInBusiness, callerOf, inBusiness } from '../src/platform/auth/tenant-scope.js';
import { foreignRequests } from './foreign-requests/foreign-requests.js';
import { type ForeignRequestProvider, sweepRoutes } from './route-sweep.js';
import { createTestApp } from './test-app.js';
import { useTestApp, useTestDatabase } from './test-context.js';

/**
 * Every route that anyone may call without signing in. Adding a public route means adding it here, on purpose;
 * every other /api route is swept for 401 and 403 automatically, and for cross-business 404 with its foreign
 * request (foreign-requests/foreign-requests.ts), which a route with path parameters cannot go without.
 */
const publicRoutes = [
  'GET /api/health',
  'POST /api/account/v2/login',
  'POST /api/account/v2/login/code',
  'POST /api/account/v2/login/code/verify',
  'POST /api/account/v2/token',
  'POST /api/gobiz/goauth/oauth2/token',
  // The printable invoice: its unguessable, revocable token is the key (decisions 0042, 0044).
  'GET /api/order-reporting/v1/public/invoices/:token',
  // An EventSource sends no Authorization header: its ticket, in the query, is checked by the handler (decision 0057).
  'GET /api/realtime/v1/stream',
  // Campaign images shown by customer displays, by their random id; private files only by a signed link (0058).
  'GET /api/file/v1/public/:business/:file',
  'GET /api/file/v1/downloads/:business/:file',
  // The payment gateway's notifications: the signature made with the server key is the authentication (0074).
  'POST /api/billing/v1/notifications',
  // The gateway's account-linking notifications: they only name an account, whose status is then asked of the
  // gateway with the server key (0099).
  'POST /api/billing/v1/recurring/notifications',
  // Development and test only; not registered in production.
  'GET /api/dev/mailbox',
];

describe('route sweep: every registered /api route', () => {
  const context = useTestApp();

  it('keeps businesses apart and enforces sign-in and permissions', async () => {
    const result = await sweepRoutes(context.app, {
      db: context.database.db,
      fixtures: context.fx,
      publicRoutes,
      foreignRequests,
    });
    expect(result.problems).toEqual([]);
    expect(result.swept).toEqual(
      expect.arrayContaining(['GET /api/account/v2/profile', 'GET /api/feature-flags/v1/flags']),
    );
  });

  it('does not register the developer mailbox in production', async () => {
    const production = await createTestApp(context.database, { NODE_ENV: 'production' });
    try {
      expect(production.routeRecords.some((route) => route.url === '/api/dev/mailbox')).toBe(false);
      expect((await production.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('route sweep: catches what it is meant to catch', () => {
  const context = useTestDatabase();

  it('refuses to register an /api route without an access decision or with an unknown permission', async () => {
    await expect(
      createTestApp(
        context.database,
        {},
        {
          beforeReady: (app) => {
            app.get('/api/sweep-probe/forgotten', async () => ({}));
          },
        },
      ),
    ).rejects.toThrow(/GET \/api\/sweep-probe\/forgotten declares no access/);
    await expect(
      createTestApp(
        context.database,
        {},
        {
          beforeReady: (app) => {
            app.get(
              '/api/sweep-probe/typo',
              { config: { access: { permission: 'dashbord' as never } } },
              async () => ({}),
            );
          },
        },
      ),
    ).rejects.toThrow(/unknown permission 'dashbord'/);
  });

  it('reports leaks, parameters without a foreign request, stale requests and unlisted public routes, and passes a well-scoped route', async () => {
    const { fx } = context;
    const foreignOutlet: ForeignRequestProvider = async ({ businessId }) => {
      const [outlet] = await context.database.db
        .select()
        .from(outlets)
        .where(eq(outlets.businessId, businessId))
        .limit(1);
      return { params: { outletId: String(outlet!.id) } };
    };
    const app = await createTestApp(
      context.database,
      {},
      {
        beforeReady: (probe) => {
          probe.get<{ Params: { outletId: string } }>(
            '/api/sweep-probe/scoped/:outletId',
            { config: { access: { permission: 'dashboard' } } },
            async (request) => {
              const caller = callerOf(request);
              const [outlet] = await context.database.db
                .select({ id: outlets.id })
                .from(outlets)
                .where(
                  and(
                    inBusiness(outlets.businessId, caller),
                    eq(outlets.id, Number(request.params.outletId)),
                  ),
                );
              return foundInBusiness(outlet);
            },
          );
          probe.get<{ Params: { outletId: string } }>(
            '/api/sweep-probe/leaky/:outletId',
            { config: { access: { permission: 'dashboard' } } },
            async (request) => {
              const [outlet] = await context.database.db
                .select({ id: outlets.id })
                .from(outlets)
                .where(eq(outlets.id, Number(request.params.outletId)));
              return foundInBusiness(outlet);
            },
          );
          probe.get(
            '/api/sweep-probe/undeclared/:id',
            { config: { access: 'authenticated' } },
            async () => ({}),
          );
          probe.get(
            '/api/sweep-probe/tab/:tabId',
            { config: { access: 'authenticated', sweep: { paramsAreNotTenantData: 'a tab name' } } },
            async () => ({}),
          );
          probe.get('/api/sweep-probe/open', { config: { access: 'public' } }, async () => ({}));
          probe.get(
            '/api/sweep-probe/owner-only',
            { config: { access: { permission: 'settings.billing' } } },
            async () => ({}),
          );
        },
      },
    );
    try {
      const result = await sweepRoutes(app, {
        db: context.database.db,
        fixtures: fx,
        publicRoutes,
        foreignRequests: {
          ...foreignRequests,
          'GET /api/sweep-probe/scoped/:outletId': foreignOutlet,
          'GET /api/sweep-probe/leaky/:outletId': foreignOutlet,
          // A route renamed or removed while its request stayed behind.
          'GET /api/sweep-probe/gone/:outletId': foreignOutlet,
        },
      });
      expect(result.problems).toHaveLength(4);
      expect(result.problems).toEqual(
        expect.arrayContaining([
          'GET /api/sweep-probe/open is public but not in the allow-list',
          expect.stringMatching(
            /^GET \/api\/sweep-probe\/leaky\/:outletId with another business's resource: expected 404 NOT_FOUND, got 200/,
          ),
          expect.stringMatching(
            /^GET \/api\/sweep-probe\/undeclared\/:id has path parameters but no foreign request/,
          ),
          'GET /api/sweep-probe/gone/:outletId has a foreign request but no such route is swept',
        ]),
      );
      expect(result.swept).toEqual(
        expect.arrayContaining(['GET /api/sweep-probe/scoped/:outletId', 'GET /api/sweep-probe/owner-only']),
      );
    } finally {
      await app.close();
    }
  });
});
