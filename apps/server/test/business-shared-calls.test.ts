import { businessEndpoints, businessSchema } from '@backoffice/contracts/business';
import {
  businessSettingsEndpoints,
  businessSettingsResponseSchema,
  type BusinessSettings,
} from '@backoffice/contracts/business-settings';
import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import {
  listOutletsResponseSchema,
  outletEndpoints,
  OUTLETS_MAX_PER_PAGE,
} from '@backoffice/contracts/outlets';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { businessSettings, outlets } from '../src/db/schema/index.js';
import { bearer, type IdentityFixtures, limitToOutlets, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

const SETTINGS = '/api/business-service/v3/businesses/settings';
const OUTLETS = '/api/business-service/v4/businesses/outlets';

/** The whole setting as it was read, with a few changes, sent flat as this product's screens sent it before. */
const changedSettings = (
  current: BusinessSettings,
  change: Partial<Record<keyof BusinessSettings, unknown>>,
): Record<string, unknown> => ({ ...current, ...change });

describe("the spec's shared calls: business, business settings, outlets", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let owner: string;
  let manager: string;
  let otherOwner: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    otherOwner = (await signIn(app, fx.b.owner.email)).access_token;
  });
  afterAll(() => stopTestApp({ app, database }));

  const get = (url: string, token: string, query?: Record<string, string>) =>
    app.inject({ method: 'GET', url, query, headers: bearer(token) });
  const put = (token: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: SETTINGS, payload: payload as object, headers: bearer(token) });
  const readSettings = async (token: string) =>
    businessSettingsResponseSchema.parse((await get(SETTINGS, token)).json()).setting;

  describe('GET /api/v1/businesses/{id}', () => {
    it('gives any user of the business the whole business entity', async () => {
      for (const token of [owner, manager]) {
        const response = await get(`/api/v1/businesses/${fx.a.id}`, token);
        expect(response.statusCode).toBe(200);
        const business = businessSchema.parse(response.json());
        expect(business.id).toBe(fx.a.id);
        expect(business.has_expired).toBe(false);
      }
    });

    it("answers another business's id exactly like an unknown one (404)", async () => {
      const foreign = await get(`/api/v1/businesses/${fx.b.id}`, owner);
      const unknown = await get('/api/v1/businesses/2147483647', owner);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
      expect(errorResponseSchema.parse(foreign.json()).code).toBe('NOT_FOUND');
    });

    it('refuses an id that is not a number in range with 400 in the error shape', async () => {
      const response = await get('/api/v1/businesses/abc', owner);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).errors[0]?.field).toBe('params.id');
    });
  });

  describe('business settings', () => {
    it('reads the defaults of a business that never saved its settings, for every user', async () => {
      const forOwner = await readSettings(owner);
      expect(forOwner).toMatchObject({ enable_tax: true, cds_feedback: false, setting_alert_recipients: [] });
      expect(await readSettings(manager)).toEqual(forOwner);
    });

    it('lets the owner replace the whole setting, and every field reads back', async () => {
      const current = await readSettings(owner);
      const next = changedSettings(current, {
        cds_feedback: true,
        enable_rounding: true,
        auth_code: '  1234  ',
        start_filtered_date: '2026-01-01',
        end_filtered_date: '2026-01-31',
        setting_alert_recipients: [{ email: 'alerts@example.test', verified: true, token_expired: false }],
      });
      const response = await put(owner, next);
      expect(response.statusCode).toBe(200);
      const expected = {
        ...next,
        auth_code: '1234',
        // The caller cannot mark an address verified: a new recipient starts unverified.
        setting_alert_recipients: [{ email: 'alerts@example.test', verified: false, token_expired: false }],
      };
      expect(response.json()).toEqual({ setting: expected });
      expect(await readSettings(owner)).toEqual(expected);
      expect(await readSettings(manager)).toEqual(expected);
      // Business B is untouched.
      expect((await readSettings(otherOwner)).cds_feedback).toBe(false);
    });

    it('keeps what the server knows about a recipient that stays', async () => {
      await database.db
        .update(businessSettings)
        .set({
          settingAlertRecipients: [{ email: 'alerts@example.test', verified: true, token_expired: true }],
        })
        .where(eq(businessSettings.businessId, fx.a.id));
      const current = await readSettings(owner);
      const response = await put(
        owner,
        changedSettings(current, {
          setting_alert_recipients: [
            { email: 'alerts@example.test', verified: false, token_expired: false },
            { email: 'second@example.test' } as never,
          ],
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(businessSettingsResponseSchema.parse(response.json()).setting.setting_alert_recipients).toEqual([
        { email: 'alerts@example.test', verified: true, token_expired: true },
        { email: 'second@example.test', verified: false, token_expired: false },
      ]);
    });

    it("accepts the spec's payload {setting: {cds_feedback}}: changes that field alone and answers {setting}", async () => {
      const before = await readSettings(owner);
      const response = await put(owner, { setting: { cds_feedback: !before.cds_feedback } });
      expect(response.statusCode).toBe(200);
      const expected = { ...before, cds_feedback: !before.cds_feedback };
      expect(response.json()).toEqual({ setting: expected });
      expect(await readSettings(owner)).toEqual(expected);
      const raw = (await get(SETTINGS, owner)).json() as Record<string, unknown>;
      expect(Object.keys(raw)).toEqual(['setting']);
    });

    it('checks a date changed inside setting against the other date as stored', async () => {
      await put(owner, { setting: { start_filtered_date: '2026-03-01', end_filtered_date: '2026-03-31' } });
      const before = await readSettings(owner);
      const response = await put(owner, { setting: { end_filtered_date: '2026-02-01' } });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).errors.map((entry) => entry.field)).toEqual([
        'body.setting.end_filtered_date',
      ]);
      expect(await readSettings(owner)).toEqual(before);
    });

    it('refuses a manager with 403 and changes nothing', async () => {
      const before = await readSettings(owner);
      const response = await put(manager, changedSettings(before, { enable_tax: !before.enable_tax }));
      expect(response.statusCode).toBe(403);
      expect(errorResponseSchema.parse(response.json())).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the business owner can do this.',
      });
      expect(await readSettings(owner)).toEqual(before);
    });

    it.each([
      [
        'a field missing',
        (s: Record<string, unknown>) => ({ ...s, enable_tax: undefined }),
        'body.enable_tax',
      ],
      [
        'a boolean as text',
        (s: Record<string, unknown>) => ({ ...s, track_server: 'yes' }),
        'body.track_server',
      ],
      ['an unknown field', (s: Record<string, unknown>) => ({ ...s, business_id: 999 }), 'body'],
      [
        'an impossible date',
        (s: Record<string, unknown>) => ({ ...s, start_filtered_date: '2026-02-30' }),
        'body.start_filtered_date',
      ],
      [
        'an end before the start',
        (s: Record<string, unknown>) => ({
          ...s,
          start_filtered_date: '2026-03-02',
          end_filtered_date: '2026-03-01',
        }),
        'body.end_filtered_date',
      ],
      [
        'a recipient that is not an e-mail address',
        (s: Record<string, unknown>) => ({ ...s, setting_alert_recipients: [{ email: 'nope' }] }),
        'body.setting_alert_recipients.0.email',
      ],
      [
        'the same recipient twice',
        (s: Record<string, unknown>) => ({
          ...s,
          setting_alert_recipients: [{ email: 'a@example.test' }, { email: 'A@example.test' }],
        }),
        'body.setting_alert_recipients.1.email',
      ],
      [
        'an authorisation code with NUL',
        (s: Record<string, unknown>) => ({ ...s, auth_code: 'a\u0000b' }),
        'body.auth_code',
      ],
      [
        'the flat fields beside setting',
        (s: Record<string, unknown>) => ({ ...s, setting: { cds_feedback: true } }),
        'body.enable_tax',
      ],
      [
        'an unknown field inside setting',
        () => ({ setting: { cds_feedback: true, business_id: 999 } }),
        'body.setting',
      ],
      [
        'a boolean as text inside setting',
        () => ({ setting: { cds_feedback: 'yes' } }),
        'body.setting.cds_feedback',
      ],
    ])('refuses %s with 400 naming the field, and changes nothing', async (_label, bad, field) => {
      const before = await readSettings(owner);
      const response = await put(owner, bad({ ...before, cds_feedback: !before.cds_feedback }));
      expect(response.statusCode).toBe(400);
      const error = errorResponseSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.errors.map((entry) => entry.field)).toContain(field);
      expect(await readSettings(owner)).toEqual(before);
    });
  });

  describe('GET /api/business-service/v4/businesses/outlets', () => {
    it("lists every outlet of the caller's business in one page of up to 99999, with the spec's fields", async () => {
      const response = await get(OUTLETS, owner, { page: '1', per_page: String(OUTLETS_MAX_PER_PAGE) });
      expect(response.statusCode).toBe(200);
      const body = listOutletsResponseSchema.parse(response.json());
      expect(body.results.map((outlet) => outlet.id)).toEqual([...fx.a.outletIds].sort((x, y) => x - y));
      expect(body.results.every((outlet) => outlet.business_id === fx.a.id)).toBe(true);
      expect(body).toMatchObject({
        page: 1,
        per_page: OUTLETS_MAX_PER_PAGE,
        total_count: fx.a.outletIds.length,
      });
    });

    it('pages in id order', async () => {
      const first = listOutletsResponseSchema.parse((await get(OUTLETS, owner, { per_page: '1' })).json());
      const second = listOutletsResponseSchema.parse(
        (await get(OUTLETS, owner, { per_page: '1', page: '2' })).json(),
      );
      const sorted = [...fx.a.outletIds].sort((x, y) => x - y);
      expect([first.results[0]?.id, second.results[0]?.id]).toEqual(sorted.slice(0, 2));
      expect(first.total_count).toBe(fx.a.outletIds.length);
    });

    it.each([['100000'], ['0'], ['many']])(
      'refuses per_page=%s with 400 in the error shape',
      async (perPage) => {
        const response = await get(OUTLETS, owner, { per_page: perPage });
        expect(response.statusCode).toBe(400);
        expect(errorResponseSchema.parse(response.json()).errors[0]?.field).toBe('querystring.per_page');
      },
    );

    it('says an outlet past its end date is not paying, in the list and in the profile (issue 26)', async () => {
      const [ended, running] = [...fx.a.outletIds].sort((x, y) => x - y) as [number, number, ...number[]];
      // Relative to this run's clock, so the test holds on any day.
      const day = 86_400_000;
      const now = Date.now();
      const set = (id: number, endDate: Date) =>
        database.db
          .update(outlets)
          .set({ isPaying: true, startDate: new Date(now - 300 * day), endDate })
          .where(eq(outlets.id, id));
      await set(ended, new Date(now - 10 * day));
      await set(running, new Date(now + 30 * day));
      const list = listOutletsResponseSchema.parse((await get(OUTLETS, owner)).json());
      const paying = (rows: { id: number; is_paying: boolean }[]) =>
        Object.fromEntries(
          rows.filter((o) => o.id === ended || o.id === running).map((o) => [o.id, o.is_paying]),
        );
      expect(paying(list.results)).toEqual({ [ended]: false, [running]: true });
      const profile = (await get('/api/account/v2/profile', owner)).json<{
        outlets: { id: number; is_paying: boolean }[];
      }>();
      expect(paying(profile.outlets)).toEqual({ [ended]: false, [running]: true });
    });

    it('shows a user limited to some outlets only those', async () => {
      const [mine] = fx.a.outletIds as [number, ...number[]];
      await limitToOutlets(database.db, fx.a.id, fx.a.manager.id, [mine]);
      const body = listOutletsResponseSchema.parse((await get(OUTLETS, manager)).json());
      expect(body.results.map((outlet) => outlet.id)).toEqual([mine]);
      expect(body.total_count).toBe(1);
      // The owner still sees all of them.
      const all = listOutletsResponseSchema.parse((await get(OUTLETS, owner)).json());
      expect(all.total_count).toBe(fx.a.outletIds.length);
    });
  });

  it('serves and documents each endpoint of the contracts with its success and error statuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>().paths;
    const endpoints = [
      ...Object.values(businessEndpoints),
      ...Object.values(businessSettingsEndpoints),
      ...Object.values(outletEndpoints),
    ];
    for (const endpoint of endpoints) {
      const documentedPath = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = paths[documentedPath]?.[endpoint.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), documentedPath).toEqual(
        [endpoint.status ?? 200, ...endpoint.errors].map(String).sort(),
      );
    }
  });
});
